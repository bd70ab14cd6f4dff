// Creating a sender (origin address), or correcting one the server refused.
import { useTranslation } from 'react-i18next';
import type { SenderEntry } from '../../../../electron/shared/addressbook';
import { Field } from '../../ui/Field';
import { AddressFields } from './AddressFields';
import { AddressFormDialog, DocumentField, NameField, PhoneAndEmail } from './AddressFormDialog';
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
  const state = useAddressForm({ kind: 'sender', initial, build: senderBody, outboxId, onSaved });
  const { form, set, field, checked, errors } = state;

  return (
    <AddressFormDialog
      title={outboxId !== undefined ? t('book.form.correctTitle') : t('book.form.senderTitle')}
      testId="sender-form"
      serverMessages={serverMessages}
      state={state}
      saveLabel={t('book.form.save')}
      onClose={onClose}
    >
      <div className="grid3">
        <NameField field={field} />
        <Field label={t('book.form.personNameSender')} {...field('personName')} />
        <Field label={t('book.form.company')} {...field('company')} />
      </div>
      <div className="grid4">
        <DocumentField checked={checked} label={t('book.form.cpfCnpj')} />
        <Field label={t('book.form.ieNumber')} {...field('ieNumber')} />
        <PhoneAndEmail field={field} checked={checked} brazil />
      </div>
      <AddressFields
        value={form.address}
        errors={errors}
        onChange={(patch) => set({ address: { ...form.address, ...patch } })}
      />
      <label className="check">
        <input type="checkbox" checked={form.setAsDefault} onChange={(e) => set({ setAsDefault: e.target.checked })} />
        {t('book.form.setAsDefault')}
      </label>
    </AddressFormDialog>
  );
}
