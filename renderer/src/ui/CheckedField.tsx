// A field for a number with a fixed shape (CEP, CPF/CNPJ, phone): it shows exactly what was
// typed. Leaving it, a complete value takes its usual punctuation (the same digits); anything
// else stays as typed and is refused at once, with an example and the likely fix as a button.
// From then on the refusal follows the typing, and goes when the value is right.
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checked, Tidy } from '../lib/documents';
import { Field } from './Field';

interface CheckedFieldProps extends Omit<
  ComponentProps<typeof Field>,
  'value' | 'onChange' | 'fix' | 'example' | 'error'
> {
  value: string;
  /** The text exactly as typed (or as the fix put it). */
  onValue(text: string): void;
  check(text: string): Checked;
  tidy: Tidy;
  /** The form's own refusal (at save: "required" for an empty field). */
  error?: string | null;
  /** A right value, shown with any refusal. */
  example: string;
}

/** t for a message key built at run time, with its parameters. */
type Say = (key: string, options: Record<string, unknown>) => string;

export function CheckedField({ value, onValue, check, tidy, error, example, onBlur, ...field }: CheckedFieldProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  // Said once the operator left the field (or the form refused it), never while first typing.
  const checked = value.trim() && (left || error) ? check(value) : null;
  const problem = checked?.problem ? checked : null;
  const message = problem ? (t as Say)(`errors.field.${problem.problem}`, problem.params ?? {}) : (error ?? null);
  const fixTo = problem && 'fix' in problem ? problem.fix : undefined;
  return (
    <Field
      {...field}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      onBlur={(e) => {
        setLeft(true);
        const tidied = tidy(value);
        if (tidied !== value) onValue(tidied);
        onBlur?.(e);
      }}
      error={message}
      example={example}
      fix={
        fixTo
          ? {
              question: t(`errors.fix.${fixTo.why}`),
              label: t('errors.fix.use', { value: fixTo.value }),
              apply: () => onValue(fixTo.value),
            }
          : null
      }
    />
  );
}
