// Creating a sender (origin address), or correcting one the server refused.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SenderEntry } from '../../../../electron/shared/addressbook';
import type { SenderBody } from '../../../../electron/shared/contract';
import type { StationError } from '../../bridge';
import { currentLanguage } from '../../i18n';
import { maskCpfCnpj, maskPhone } from '../../lib/masks';
import { Dialog } from '../../ui/Dialog';
import { onEnterAdvance } from '../../ui/enterAdvances';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { AddressFields } from './AddressFields';
import { senderBody, type FormErrors, type SenderForm } from './forms';
import { addressBookSource } from './source';

interface Props {
  initial: SenderForm;
  outboxId?: number;
  serverMessages?: string[];
  onClose(): void;
  onSaved(entry: SenderEntry | null, queued: boolean): void;
}

export function SenderFormDialog({ initial, outboxId, serverMessages, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [issues, setIssues] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StationError | null>(null);
  const set = (patch: Partial<SenderForm>) => {
    setForm({ ...form, ...patch });
    setErrors({});
  };
  const err = (key: string) => (errors[key] ? t(`errors.field.${errors[key]}`) : null);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const built = senderBody(form, currentLanguage());
    if (!built.ok) {
      setErrors(built.errors);
      setIssues(built.issues);
      document.querySelector<HTMLElement>('.dialog [aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    const source = addressBookSource();
    if (outboxId !== undefined) {
      // The correction is checked by main against the contract again (defaults applied there).
      const result = await source.retry({ id: outboxId, correction: { kind: 'sender', body: built.body as SenderBody } });
      setBusy(false);
      if (!result.ok) return setFailure(result.error);
      return onSaved(result.value.kind === 'sender' ? result.value : null, result.value.state !== 'synced');
    }
    const result = await source.createSender(built.body);
    setBusy(false);
    if (!result.ok) return setFailure(result.error);
    onSaved(result.value.entry.kind === 'sender' ? result.value.entry : null, result.value.queued);
  };

  return (
    <Dialog title={outboxId !== undefined ? t('book.form.correctTitle') : t('book.form.senderTitle')} onClose={onClose} wide testId="sender-form">
      <form className="form-grid" onSubmit={save} onKeyDown={onEnterAdvance(() => void save())} noValidate>
        {serverMessages?.length ? <ErrorNotice error={{ kind: 'validation', message: serverMessages[0] ?? '', messages: serverMessages }} /> : null}
        <div className="grid3">
          <Field label={t('book.form.name')} hint={t('book.form.nameHint')} value={form.name} onChange={(e) => set({ name: e.target.value })} error={err('name')} name="name" data-autofocus />
          <Field label={t('book.form.personNameSender')} value={form.personName} onChange={(e) => set({ personName: e.target.value })} name="personName" />
          <Field label={t('book.form.company')} value={form.company} onChange={(e) => set({ company: e.target.value })} name="company" />
        </div>
        <div className="grid4">
          <Field label={t('book.form.cpfCnpj')} value={form.cpfCnpj} inputMode="numeric" onChange={(e) => set({ cpfCnpj: maskCpfCnpj(e.target.value) })} error={err('cpfCnpj')} name="cpfCnpj" />
          <Field label={t('book.form.ieNumber')} value={form.ieNumber} onChange={(e) => set({ ieNumber: e.target.value })} name="ieNumber" />
          <Field label={t('book.form.phone')} value={form.phone} inputMode="tel" onChange={(e) => set({ phone: maskPhone(e.target.value) })} error={err('phone')} name="phone" />
          <Field label={t('book.form.email')} type="email" value={form.email} onChange={(e) => set({ email: e.target.value })} error={err('email')} name="email" />
        </div>
        <AddressFields value={form.address} errors={errors} onChange={(patch) => set({ address: { ...form.address, ...patch } })} />
        <label className="check">
          <input type="checkbox" checked={form.setAsDefault} onChange={(e) => set({ setAsDefault: e.target.checked })} />
          {t('book.form.setAsDefault')}
        </label>
        {issues.length ? <ErrorNotice error={{ kind: 'validation', message: issues[0] ?? '', messages: issues }} /> : null}
        {failure ? <ErrorNotice error={failure} /> : null}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('book.form.cancel')}</button>
          <button type="submit" className="btn primary" disabled={busy} data-advance="stop">
            {busy ? t('book.form.saving') : t('book.form.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
