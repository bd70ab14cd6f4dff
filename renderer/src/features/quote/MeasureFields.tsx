// The parcel's measures as the ship screen and a package preset both ask them: the format, the
// dimensions that format needs, and decimal fields with their unit. A measure keeps exactly what
// was typed or pasted: dropping what is not a digit turned a pasted "1e9" into R$ 19,00, "5e1" kg
// into 51 and "-5" cm into 5, plausible numbers nobody typed. What is not a number is refused by
// the parcel's checks (parcel.ts: measure, declaredCents), with an example, before any quote.
import type { ComponentProps, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { Segmented } from '../../ui/Segmented';
import { DIMENSIONS, type Dimension, type ParcelFormat } from './parcel';

interface MeasureFieldProps extends Omit<ComponentProps<typeof Field>, 'value' | 'onChange' | 'inputMode'> {
  value: string;
  /** The text exactly as typed or pasted. */
  onValue(text: string): void;
}

/** A decimal amount with its unit (kg, cm, R$). */
export function MeasureField({ onValue, ...field }: MeasureFieldProps) {
  return <Field {...field} inputMode="decimal" onChange={(e) => onValue(e.target.value)} />;
}

export function FormatChoice({
  value,
  onChange,
  testId,
}: {
  value: ParcelFormat;
  onChange(format: ParcelFormat): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Segmented<ParcelFormat>
      inline
      full
      label={t('ship.parcel.format')}
      value={value}
      options={[
        { value: '1', label: t('ship.parcel.envelope') },
        { value: '2', label: t('ship.parcel.box') },
        { value: '3', label: t('ship.parcel.cylinder') },
      ]}
      onChange={onChange}
      testId={testId}
    />
  );
}

interface DimensionFieldsProps {
  format: ParcelFormat;
  values: Readonly<Record<Dimension, string>>;
  error(dimension: Dimension): string | null | undefined;
  onChange(patch: Partial<Record<Dimension, string>>): void;
  /** Each input's name: the dimension, after this prefix. */
  namePrefix?: string;
  /** The first dimension's input (the ship screen starts there). */
  firstField?: Ref<HTMLInputElement>;
}

/** The dimensions (cm) the format needs, the optional ones said so; a new format gets new, empty inputs. */
export function DimensionFields({
  format,
  values,
  error,
  onChange,
  namePrefix = '',
  firstField,
}: DimensionFieldsProps) {
  const { t } = useTranslation();
  const dims = DIMENSIONS[format];
  return (
    <div className={dims.length === 3 ? 'grid3' : 'grid2'}>
      {dims.map(({ key, optional }, i) => (
        <MeasureField
          key={`${format}-${key}`}
          inputRef={i === 0 ? firstField : undefined}
          label={optional ? t('ship.parcel.optional', { label: t(`ship.parcel.${key}`) }) : t(`ship.parcel.${key}`)}
          unit="cm"
          value={values[key]}
          onValue={(text) => onChange({ [key]: text })}
          error={error(key)}
          example={t('errors.examples.dimension')}
          name={`${namePrefix}${key}`}
        />
      ))}
    </div>
  );
}
