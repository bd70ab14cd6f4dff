// Creating a sender (origin address), or correcting one the server refused.
import { useTranslation } from 'react-i18next';
import type { SenderEntry } from '../../../../electron/shared/addressbook';
import { maskCpfCnpj, maskPhone } from '../../lib/masks';
import { Dialog } from '../../ui/Dialog';
import { onEnterAdvance } from '../../ui/enterAdvances';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { AddressFields } from './AddressFields';
import { senderBody, type SenderForm } from './forms';
import { useAddressForm } from './useAddressForm';

interface Props {
  initial: SenderForm;
  outboxId?: number;
  serverMessages?: string[];
  onClose(): void;
  onSaved(entry: SenderEntry | null, queued: boolean): void;
}

export function SenderFormDialog({ initial, outboxId, serverMessages, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { form, set, errors, err, issues, busy, failure, save } = useAddressForm({
    kind: 'sender',
    initial,
    build: senderBody,
    outboxId,
    onSaved,
  });

  return (
    <Dialog
      title={outboxId !== undefined ? t('book.form.correctTitle') : t('book.form.senderTitle')}
      onClose={onClose}
      wide
      testId="sender-form"
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
        <div className="grid3">
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
            label={t('book.form.personNameSender')}
            value={form.personName}
            onChange={(e) => set({ personName: e.target.value })}
            name="personName"
          />
          <Field
            label={t('book.form.company')}
            value={form.company}
            onChange={(e) => set({ company: e.target.value })}
            name="company"
          />
        </div>
        <div className="grid4">
          <Field
            label={t('book.form.cpfCnpj')}
            value={form.cpfCnpj}
            inputMode="numeric"
            onChange={(e) => set({ cpfCnpj: maskCpfCnpj(e.target.value) })}
            error={err('cpfCnpj')}
            name="cpfCnpj"
          />
          <Field
            label={t('book.form.ieNumber')}
            value={form.ieNumber}
            onChange={(e) => set({ ieNumber: e.target.value })}
            name="ieNumber"
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
        <AddressFields
          value={form.address}
          errors={errors}
          onChange={(patch) => set({ address: { ...form.address, ...patch } })}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={form.setAsDefault}
            onChange={(e) => set({ setAsDefault: e.target.checked })}
          />
          {t('book.form.setAsDefault')}
        </label>
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
            {busy ? t('book.form.saving') : t('book.form.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
