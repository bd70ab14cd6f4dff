// Creating a recipient (from the ship screen's search or the address book), or correcting one
// the server refused. Offline it is kept at this desk as pending and sent when the server answers.
import { useTranslation } from 'react-i18next';
import type { RecipientEntry } from '../../../../electron/shared/addressbook';
import { maskCpfCnpj, maskPhone } from '../../lib/masks';
import { Dialog } from '../../ui/Dialog';
import { onEnterAdvance } from '../../ui/enterAdvances';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { Segmented } from '../../ui/Segmented';
import { AddressFields } from './AddressFields';
import { recipientBody, type RecipientForm } from './forms';
import { useAddressForm } from './useAddressForm';

interface Props {
  initial: RecipientForm;
  /** Set when correcting a refused outbox item: it is resent instead of created. */
  outboxId?: number;
  serverMessages?: string[];
  useLabel?: boolean;
  onClose(): void;
  onSaved(entry: RecipientEntry | null, queued: boolean): void;
}

export function RecipientFormDialog({ initial, outboxId, serverMessages, useLabel, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { form, set, errors, err, issues, busy, failure, save } = useAddressForm({
    kind: 'recipient',
    initial,
    build: recipientBody,
    outboxId,
    onSaved,
  });
  const brazil = form.address.country === 'BR';

  return (
    <Dialog
      title={outboxId !== undefined ? t('book.form.correctTitle') : t('book.form.recipientTitle')}
      onClose={onClose}
      wide
      testId="recipient-form"
    >
      <form className="form-grid" onSubmit={save} onKeyDown={onEnterAdvance(() => void save())} noValidate>
        {serverMessages?.length ? (
          <ErrorNotice
            error={{
              kind: 'validation',
              said: { key: 'addressbook.serverRefused' },
              quoted: { source: 'server', lines: serverMessages },
            }}
          />
        ) : null}
        <Segmented
          label={t('book.form.country')}
          value={brazil ? 'BR' : 'abroad'}
          options={[
            { value: 'BR', label: t('book.form.brazil') },
            { value: 'abroad', label: t('book.form.abroad') },
          ]}
          onChange={(v) => set({ address: { ...form.address, country: v === 'BR' ? 'BR' : '', zip: '', state: '' } })}
        />
        <div className="grid2">
          <Field
            label={t('book.form.name')}
            hint={t('book.form.nameHint')}
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            error={err('name')}
            name="name"
            data-autofocus
          />
          <Field
            label={t('book.form.personName')}
            value={form.personName}
            placeholder={form.name}
            onChange={(e) => set({ personName: e.target.value })}
            name="personName"
          />
        </div>
        <div className="grid3">
          <Field
            label={brazil ? t('book.form.cpfCnpj') : t('book.form.cpfCnpjOptional')}
            value={form.cpfCnpj}
            inputMode="numeric"
            onChange={(e) => set({ cpfCnpj: maskCpfCnpj(e.target.value) })}
            error={err('cpfCnpj')}
            name="cpfCnpj"
          />
          <Field
            label={t('book.form.phone')}
            value={form.phone}
            inputMode="tel"
            onChange={(e) => set({ phone: maskPhone(e.target.value) })}
            error={err('phone')}
            name="phone"
          />
          <Field
            label={t('book.form.email')}
            type="email"
            value={form.email}
            onChange={(e) => set({ email: e.target.value })}
            error={err('email')}
            name="email"
          />
        </div>
        {!brazil ? (
          <Field
            label={t('book.form.countryCode')}
            value={form.address.country}
            maxLength={2}
            placeholder="US"
            onChange={(e) =>
              set({ address: { ...form.address, country: e.target.value.replace(/[^a-z]/gi, '').toUpperCase() } })
            }
            error={err('address.country')}
            name="country"
          />
        ) : null}
        <AddressFields
          value={form.address}
          errors={errors}
          onChange={(patch) => set({ address: { ...form.address, ...patch } })}
        />
        <Field
          label={t('book.form.notes')}
          value={form.notes}
          onChange={(e) => set({ notes: e.target.value })}
          name="notes"
        />
        {issues.length ? (
          <ErrorNotice
            error={{
              kind: 'validation',
              said: { key: 'addressbook.invalid' },
              quoted: { source: 'checks', lines: issues },
            }}
          />
        ) : null}
        {failure ? <ErrorNotice error={failure} /> : null}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('book.form.cancel')}
          </button>
          <button type="submit" className="btn primary" disabled={busy} data-advance="stop">
            {busy ? t('book.form.saving') : useLabel ? t('book.form.saveAndUse') : t('book.form.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
