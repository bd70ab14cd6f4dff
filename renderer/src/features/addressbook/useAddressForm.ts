// The state and the save step both address forms share (sender, recipient): check the form with
// the contract, then create it through the outbox, or resend a refused outbox item corrected.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressBookEntry, RecipientEntry, SenderEntry } from '../../../../electron/shared/addressbook';
import type { RecipientCreateDto, SenderBody } from '../../../../electron/shared/contract';
import type { StationError } from '../../bridge';
import { currentLanguage } from '../../i18n';
import type { FormErrors, FormResult } from './forms';
import { addressBookSource } from './source';

interface Kinds {
  sender: { entry: SenderEntry; body: SenderBody };
  recipient: { entry: RecipientEntry; body: RecipientCreateDto };
}

/** The form's fields that hold text. */
/** t for a message key built at run time, with its parameters. */
type Say = (key: string, options: Record<string, unknown>) => string;

type TextKey<F> = { [P in keyof F]: F[P] extends string ? P : never }[keyof F] & string;

interface Options<K extends keyof Kinds, F> {
  kind: K;
  initial: F;
  build(form: F, locale: 'pt-BR' | 'en'): FormResult<unknown>;
  /** Set when correcting a refused outbox item: it is resent instead of created. */
  outboxId: number | undefined;
  onSaved(entry: Kinds[K]['entry'] | null, queued: boolean): void;
}

export function useAddressForm<K extends keyof Kinds, F>({ kind, initial, build, outboxId, onSaved }: Options<K, F>) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [issues, setIssues] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StationError | null>(null);
  const set = (patch: Partial<F>) => {
    setForm({ ...form, ...patch });
    setErrors({});
  };
  // A refusal whose words need the value's own facts (a CEP's digit count) is said by its
  // CheckedField from the value; the word here is what an empty field or any other shows.
  const err = (key: string) => (errors[key] ? (t as Say)(`errors.field.${errors[key]}`, {}) : null);
  /** A text field's value, change (through a mask, if any), error and name. */
  const field = <Key extends TextKey<F>>(key: Key, mask: (text: string) => string = (text) => text) => ({
    name: key,
    value: form[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [key]: mask(e.target.value) } as Partial<F>),
    error: err(key),
  });
  /** A CheckedField's value, change (as typed), form refusal and name. */
  const checked = <Key extends TextKey<F>>(key: Key) => ({
    name: key,
    value: form[key] as string,
    onValue: (text: string) => set({ [key]: text } as Partial<F>),
    error: err(key),
  });
  const ofKind = (entry: AddressBookEntry) => (entry.kind === kind ? (entry as Kinds[K]['entry']) : null);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const built = build(form, currentLanguage());
    if (!built.ok) {
      setErrors(built.errors);
      setIssues(built.issues);
      document.querySelector<HTMLElement>('.dialog [aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    const source = addressBookSource();
    // The body was checked here; main checks it against the contract again (defaults applied there).
    const body = built.body as Kinds[K]['body'];
    if (outboxId !== undefined) {
      const correction =
        kind === 'sender'
          ? { kind: 'sender' as const, body: body as SenderBody }
          : { kind: 'recipient' as const, body: body as RecipientCreateDto };
      const result = await source.retry({ id: outboxId, correction });
      setBusy(false);
      if (!result.ok) return setFailure(result.error);
      return onSaved(ofKind(result.value), result.value.state !== 'synced');
    }
    const result =
      kind === 'sender'
        ? await source.createSender(body as SenderBody)
        : await source.createRecipient(body as RecipientCreateDto);
    setBusy(false);
    if (!result.ok) return setFailure(result.error);
    onSaved(ofKind(result.value.entry), result.value.queued);
  };

  return { form, set, field, checked, errors, err, issues, busy, failure, save };
}
