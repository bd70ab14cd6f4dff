// The frame both address forms share (sender, recipient): the dialog, what the server refused
// last time, the desk's own checks, the failure, and cancel/save. The fields are the caller's.
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationError } from '../../bridge';
import { maskCpfCnpj, maskPhone } from '../../lib/masks';
import { Dialog } from '../../ui/Dialog';
import { onEnterAdvance } from '../../ui/enterAdvances';
import { ErrorNotice, RefusedNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';

/** What useAddressForm gives the frame: its save step and how it went. */
interface FormState {
  save(event?: FormEvent): Promise<void>;
  busy: boolean;
  issues: string[];
  failure: StationError | null;
}

/** useAddressForm's field binding, for the contact fields both forms have. */
type Bind = (
  key: 'name' | 'cpfCnpj' | 'phone' | 'email',
  mask?: (text: string) => string,
) => { name: string; value: string; onChange(e: ChangeEvent<HTMLInputElement>): void; error: string | null };

interface Props {
  title: string;
  testId: string;
  /** What the server said when it refused this entry, shown above the fields. */
  serverMessages?: string[];
  state: FormState;
  saveLabel: string;
  onClose(): void;
  children: ReactNode;
}

export function AddressFormDialog({ title, testId, serverMessages, state, saveLabel, onClose, children }: Props) {
  const { t } = useTranslation();
  const { save, busy, issues, failure } = state;
  return (
    <Dialog title={title} onClose={onClose} wide testId={testId}>
      <form className="form-grid" onSubmit={save} onKeyDown={onEnterAdvance(() => void save())} noValidate>
        <RefusedNotice said="addressbook.serverRefused" source="server" lines={serverMessages} />
        {children}
        <RefusedNotice said="addressbook.invalid" source="checks" lines={issues} />
        {failure ? <ErrorNotice error={failure} /> : null}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('book.form.cancel')}
          </button>
          <button type="submit" className="btn primary" disabled={busy} data-advance="stop">
            {busy ? t('book.form.saving') : saveLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The entry's name, focused first, as both forms ask it. */
export function NameField({ field }: { field: Bind }) {
  const { t } = useTranslation();
  return <Field label={t('book.form.name')} hint={t('book.form.nameHint')} {...field('name')} data-autofocus />;
}

/** CPF/CNPJ, masked as typed; the label says whether it is optional. */
export function DocumentField({ field, label }: { field: Bind; label: string }) {
  return <Field label={label} inputMode="numeric" {...field('cpfCnpj', maskCpfCnpj)} />;
}

/** Phone (masked) and e-mail, side by side at the end of the contact row. */
export function PhoneAndEmail({ field }: { field: Bind }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('book.form.phone')} inputMode="tel" {...field('phone', maskPhone)} />
      <Field label={t('book.form.email')} type="email" {...field('email')} />
    </>
  );
}
