// The address part of the sender and recipient forms. A Brazilian CEP stays as typed until its 8
// digits are there (then 01310-100); one digit short, it is refused at once and the lost leading
// zero is offered. The UF is put in capitals as typed.
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCep, tidyCep } from '../../lib/documents';
import { maskUf } from '../../lib/masks';
import { CheckedField } from '../../ui/CheckedField';
import { Field } from '../../ui/Field';
import type { AddressForm, FormErrors } from './forms';

interface AddressFieldsProps {
  value: AddressForm;
  errors: FormErrors;
  onChange(patch: Partial<AddressForm>): void;
}

/** t for a message key built at run time. */
type Say = (key: string) => string;

export function AddressFields({ value, errors, onChange }: AddressFieldsProps) {
  const { t } = useTranslation();
  const brazil = value.country === 'BR';
  const errorOf = (key: keyof AddressForm) => {
    const problem = errors[`address.${key}`];
    return problem ? (t as Say)(`errors.field.${problem}`) : null;
  };
  /** A field's value, change (through a mask, if any), error, example and name. */
  const field = (key: keyof AddressForm, example: string, mask: (text: string) => string = (text) => text) => ({
    name: key,
    value: value[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: mask(e.target.value) }),
    error: errorOf(key),
    example,
  });
  return (
    <>
      <div className="grid4">
        {brazil ? (
          <CheckedField
            label={t('book.form.zip')}
            inputMode="numeric"
            placeholder="00000-000"
            name="zip"
            value={value.zip}
            onValue={(zip) => onChange({ zip })}
            check={checkCep}
            tidy={tidyCep}
            error={errorOf('zip')}
            example={t('errors.examples.cep')}
          />
        ) : (
          <Field label={t('book.form.postal')} {...field('zip', t('errors.examples.postal'))} />
        )}
        <Field
          label={brazil ? t('book.form.state') : t('book.form.province')}
          {...field(
            'state',
            brazil ? t('errors.examples.uf') : t('errors.examples.province'),
            brazil ? maskUf : undefined,
          )}
          maxLength={brazil ? 2 : 60}
        />
        <Field className="span2" label={t('book.form.city')} {...field('city', t('errors.examples.city'))} />
      </div>
      <div className="grid4">
        <Field className="span3" label={t('book.form.street')} {...field('street', t('errors.examples.street'))} />
        <Field label={t('book.form.number')} {...field('number', t('errors.examples.number'))} />
      </div>
      <div className="grid2">
        <Field label={t('book.form.district')} {...field('district', t('errors.examples.district'))} />
        <Field label={t('book.form.complement')} {...field('complement', '')} />
      </div>
    </>
  );
}
