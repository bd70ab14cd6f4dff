// A labelled input: the label is a real <label>, the error is tied with aria-describedby and
// marks the input aria-invalid, so a screen reader says both when the field gets focus. A
// refusal always comes with an example of a right value, and with the likely fix when there is
// one (a button that puts it in the field). A scanner's burst taken out of the field
// (app/wedgeGuard) is said under it until the field is typed in again or left.
import './Field.css';
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { WEDGE_EVENT, type WedgeNote } from '../lib/wedge';

/** The value a refused field most likely meant, offered as a button ("Usar 01310-100"). */
export interface FieldFix {
  /** Why this is the likely fix ("Faltou o zero do início?"). */
  question: string;
  /** The button's words. */
  label: string;
  apply(): void;
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  /** A right value, shown with any refusal ("Ex.: 01310-100"). */
  example?: string;
  fix?: FieldFix | null;
  hint?: ReactNode;
  unit?: string;
  /** Shown in the monospace face (codes and ids the operator compares character by character). */
  mono?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  id?: string;
}

/** The last scanner burst taken out of the input `id`, until it is typed in again or left. */
function useWedgeNote(id: string): WedgeNote | null {
  const [note, setNote] = useState<WedgeNote | null>(null);
  useEffect(() => {
    const input = document.getElementById(id);
    if (!input) return;
    const onWedge = (event: Event) => setNote((event as CustomEvent<WedgeNote>).detail);
    // The guard puts the old value back (an input event) before it says why: the next key typed
    // here, or leaving the field, clears it (the scan's notice still says which field it was).
    const clear = () => setNote(null);
    input.addEventListener(WEDGE_EVENT, onWedge);
    input.addEventListener('keydown', clear);
    input.addEventListener('blur', clear);
    return () => {
      input.removeEventListener(WEDGE_EVENT, onWedge);
      input.removeEventListener('keydown', clear);
      input.removeEventListener('blur', clear);
    };
  }, [id]);
  return note;
}

export function Field({ label, error, example, fix, hint, unit, mono, inputRef, className, id, ...input }: FieldProps) {
  const { t } = useTranslation();
  const auto = useId();
  const inputId = id ?? auto;
  const note = useWedgeNote(inputId);
  // A refusal that names its own example ("(ex.: 2.500,00 ou 2,50)") is not given a second one.
  const withExample = Boolean(error && example && !/(^|\W)(ex\.:|e\.g\.)/i.test(error));
  const describedBy =
    [error ? `${inputId}-error` : null, note ? `${inputId}-wedge` : null, hint && !error ? `${inputId}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = (
    <input
      {...input}
      id={inputId}
      ref={inputRef}
      className={`input${mono ? ' mono' : ''}${unit ? ' with-unit' : ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      {unit ? (
        <div className="unit-wrap">
          {control}
          <span className="unit" aria-hidden="true">
            {unit}
          </span>
        </div>
      ) : (
        control
      )}
      {error ? (
        <span className="field-error" id={`${inputId}-error`}>
          {error}
          {withExample ? (
            <span className="field-example"> {t('errors.example', { example: example ?? '' })}</span>
          ) : null}
        </span>
      ) : null}
      {error && fix ? (
        <span className="field-fix">
          <span>{fix.question}</span>{' '}
          <button type="button" className="btn small" onClick={fix.apply} data-testid="field-fix">
            {fix.label}
          </button>
        </span>
      ) : null}
      {note ? (
        <span
          className={note.outcome === 'sent' ? 'field-note' : 'field-error'}
          id={`${inputId}-wedge`}
          role="alert"
          data-testid="wedge-note"
        >
          {note.outcome === 'sent'
            ? t('scan.wedgeSent', { text: note.text })
            : note.outcome === 'refused-in-dialog'
              ? t('scan.wedgeRefusedInDialog', { text: note.text })
              : t('scan.wedgeRefusedNoLoja', { text: note.text })}
        </span>
      ) : null}
      {hint && !error ? (
        <span className="hint" id={`${inputId}-hint`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
