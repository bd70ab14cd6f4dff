// The frame both address forms share (sender, recipient): the dialog, what the server refused
// last time, the desk's own checks, the failure, and cancel/save. The fields are the caller's.
import './addressbook.css';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StationError } from '../../bridge';
import { checkCpfCnpj, checkPhone, tidyCpfCnpj, tidyPhone } from '../../lib/documents';
import { CheckedField } from '../../ui/CheckedField';
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
  key: 'name' | 'email',
  mask?: (text: string) => string,
) => { name: string; value: string; onChange(e: ChangeEvent<HTMLInputElement>): void; error: string | null };

/** useAddressForm's binding of a field checked as typed (CheckedField). */
type BindChecked = (key: 'cpfCnpj' | 'phone') => {
  name: string;
  value: string;
  onValue(text: string): void;
  error: string | null;
};

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
      {/* save() answers through state (busy, issues, failure); the bridge never rejects, so it runs on its own. */}
      <form
        className="form-grid"
        onSubmit={(event) => void save(event)}
        onKeyDown={onEnterAdvance(() => void save())}
        noValidate
      >
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
  return (
    <Field
      label={t('book.form.name')}
      hint={t('book.form.nameHint')}
      example={t('errors.examples.name')}
      {...field('name')}
      data-autofocus
    />
  );
}

/** CPF/CNPJ as typed, punctuated once complete; the label says whether it is optional. */
export function DocumentField({ checked, label }: { checked: BindChecked; label: string }) {
  const { t } = useTranslation();
  return (
    <CheckedField
      label={label}
      inputMode="numeric"
      check={checkCpfCnpj}
      tidy={tidyCpfCnpj}
      example={t('errors.examples.cpfCnpj')}
      {...checked('cpfCnpj')}
    />
  );
}

/** Phone (checked as typed) and e-mail, side by side at the end of the contact row. */
export function PhoneAndEmail({ field, checked, brazil }: { field: Bind; checked: BindChecked; brazil: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <CheckedField
        label={t('book.form.phone')}
        inputMode="tel"
        check={(text) => checkPhone(text, brazil)}
        tidy={(text) => tidyPhone(text, brazil)}
        example={brazil ? t('errors.examples.phone') : t('errors.examples.phoneAbroad')}
        {...checked('phone')}
      />
      <Field label={t('book.form.email')} type="email" example={t('errors.examples.email')} {...field('email')} />
    </>
  );
}
