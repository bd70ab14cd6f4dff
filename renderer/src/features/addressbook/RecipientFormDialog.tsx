// Creating a recipient (from the ship screen's search or the address book), or correcting one
// the server refused. Offline it is kept at this desk as pending and sent when the server answers.
import { useTranslation } from 'react-i18next';
import type { RecipientEntry } from '../../../../electron/shared/addressbook';
import { Field } from '../../ui/Field';
import { Segmented } from '../../ui/Segmented';
import { AddressFields } from './AddressFields';
import { AddressFormDialog, DocumentField, NameField, PhoneAndEmail } from './AddressFormDialog';
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
  const state = useAddressForm({ kind: 'recipient', initial, build: recipientBody, outboxId, onSaved });
  const { form, set, field, checked, errors, err } = state;
  const brazil = form.address.country === 'BR';

  return (
    <AddressFormDialog
      title={outboxId !== undefined ? t('book.form.correctTitle') : t('book.form.recipientTitle')}
      testId="recipient-form"
      serverMessages={serverMessages}
      state={state}
      saveLabel={useLabel ? t('book.form.saveAndUse') : t('book.form.save')}
      onClose={onClose}
    >
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
        <NameField field={field} />
        <Field label={t('book.form.personName')} placeholder={form.name} {...field('personName')} />
      </div>
      <div className="grid3">
        <DocumentField checked={checked} label={brazil ? t('book.form.cpfCnpj') : t('book.form.cpfCnpjOptional')} />
        <PhoneAndEmail field={field} checked={checked} brazil={brazil} />
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
          example={t('errors.examples.country')}
          name="country"
        />
      ) : null}
      <AddressFields
        value={form.address}
        errors={errors}
        onChange={(patch) => set({ address: { ...form.address, ...patch } })}
      />
      <Field label={t('book.form.notes')} {...field('notes')} />
    </AddressFormDialog>
  );
}
