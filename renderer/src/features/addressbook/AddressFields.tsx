// The address part of the sender and recipient forms, masked as the operator types (CEP, UF).
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
  const err = (key: keyof AddressForm) => {
    const problem = errors[`address.${key}`];
    return problem ? t(`errors.field.${problem}`) : null;
  };
  return (
    <>
      <div className="grid4">
        <Field
          label={brazil ? t('book.form.zip') : t('book.form.postal')}
          value={value.zip}
          inputMode={brazil ? 'numeric' : 'text'}
          placeholder={brazil ? '00000-000' : ''}
          onChange={(e) => onChange({ zip: brazil ? maskCep(e.target.value) : e.target.value })}
          error={err('zip')}
          name="zip"
        />
        <Field
          label={brazil ? t('book.form.state') : t('book.form.province')}
          value={value.state}
          onChange={(e) => onChange({ state: brazil ? maskUf(e.target.value) : e.target.value })}
          error={err('state')}
          name="state"
          maxLength={brazil ? 2 : 60}
        />
        <Field
          className="span2"
          label={t('book.form.city')}
          value={value.city}
          onChange={(e) => onChange({ city: e.target.value })}
          error={err('city')}
          name="city"
        />
      </div>
      <div className="grid4">
        <Field
          className="span3"
          label={t('book.form.street')}
          value={value.street}
          onChange={(e) => onChange({ street: e.target.value })}
          error={err('street')}
          name="street"
        />
        <Field
          label={t('book.form.number')}
          value={value.number}
          onChange={(e) => onChange({ number: e.target.value })}
          error={err('number')}
          name="number"
        />
      </div>
      <div className="grid2">
        <Field
          label={t('book.form.district')}
          value={value.district}
          onChange={(e) => onChange({ district: e.target.value })}
          error={err('district')}
          name="district"
        />
        <Field
          label={t('book.form.complement')}
          value={value.complement}
          onChange={(e) => onChange({ complement: e.target.value })}
          name="complement"
        />
      </div>
    </>
  );
}
