// The address part of the sender and recipient forms, masked as the operator types (CEP, UF).
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maskCep, maskUf } from '../../lib/masks';
import { Field } from '../../ui/Field';
import type { AddressForm, FormErrors } from './forms';

interface AddressFieldsProps {
  value: AddressForm;
  errors: FormErrors;
  onChange(patch: Partial<AddressForm>): void;
}

export function AddressFields({ value, errors, onChange }: AddressFieldsProps) {
  const { t } = useTranslation();
  const brazil = value.country === 'BR';
  /** A field's value, change (through a mask, if any), error and name. */
  const field = (key: keyof AddressForm, mask: (text: string) => string = (text) => text) => {
    const problem = errors[`address.${key}`];
    return {
      name: key,
      value: value[key],
      onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: mask(e.target.value) }),
      error: problem ? t(`errors.field.${problem}`) : null,
    };
  };
  return (
    <>
      <div className="grid4">
        <Field
          label={brazil ? t('book.form.zip') : t('book.form.postal')}
          inputMode={brazil ? 'numeric' : 'text'}
          placeholder={brazil ? '00000-000' : ''}
          {...field('zip', brazil ? maskCep : undefined)}
        />
        <Field
          label={brazil ? t('book.form.state') : t('book.form.province')}
          {...field('state', brazil ? maskUf : undefined)}
          maxLength={brazil ? 2 : 60}
        />
        <Field className="span2" label={t('book.form.city')} {...field('city')} />
      </div>
      <div className="grid4">
        <Field className="span3" label={t('book.form.street')} {...field('street')} />
        <Field label={t('book.form.number')} {...field('number')} />
      </div>
      <div className="grid2">
        <Field label={t('book.form.district')} {...field('district')} />
        <Field label={t('book.form.complement')} {...field('complement')} />
      </div>
    </>
  );
}
