// A labelled input: the label is a real <label>, the error is tied with aria-describedby and
// marks the input aria-invalid, so a screen reader says both when the field gets focus.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  unit?: string;
  /** Shown in the monospace face (codes and ids the operator compares character by character). */
  mono?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  id?: string;
}

export function Field({ label, error, hint, unit, mono, inputRef, className, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
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
