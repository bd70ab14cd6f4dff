// A labelled select, as Field is a labelled input: the label is a real <label> (hidden, not
// dropped, where the panel's heading already says it), and an error is tied to the select with
// aria-describedby and marks it aria-invalid.
import type { ReactNode, SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  id: string;
  label: ReactNode;
  /** The label is read to a screen reader but not shown. */
  hideLabel?: boolean;
  error?: string | null;
  /** The options. */
  children: ReactNode;
}

export function SelectField({ id, label, hideLabel, error, children, ...select }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error ? (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
