// The parcel: route, format (only the dimensions it needs are shown), weight, declared value and
// the additional services. Enter moves field to field; Enter on the last one quotes.
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, useStoreFields } from '../../app/store';
import { formatBRL, parseBRL } from '../../lib/format';
import { onEnterAdvance } from '../../ui/enterAdvances';
import { Field } from '../../ui/Field';
import { Segmented } from '../../ui/Segmented';
import { ScaleReadout, WeightSourceMark } from '../scale/ScaleReadout';
import { DIMENSIONS, type AdditionalService, type ParcelFormat, type Route } from './parcel';

const decimalOnly = (text: string) => text.replace(/[^0-9.,]/g, '');

export const ParcelPanel = forwardRef<HTMLInputElement, { onQuote(): void; onWeigh?: () => void }>(function ParcelPanel(
  { onQuote, onWeigh },
  firstField,
) {
  const { t } = useTranslation();
  const parcel = useStore((s) => s.parcel);
  const errors = useStore((s) => s.parcelErrors);
  const { setParcel, weightTyped, weightSource } = useStoreFields('setParcel', 'weightTyped', 'weightSource');
  const err = (key: keyof typeof errors) => (errors[key] ? t(`errors.field.${errors[key]}`) : null);
  const dims = DIMENSIONS[parcel.format];
  const toggleService = (service: AdditionalService, on: boolean) =>
    setParcel({ services: on ? [...parcel.services, service] : parcel.services.filter((s) => s !== service) });

  return (
    <div className="parcel" onKeyDown={onEnterAdvance(onQuote)} data-testid="parcel-panel">
      <div className="choices">
        <Segmented<Route>
          inline
          full
          label={t('ship.parcel.route')}
          value={parcel.route}
          options={[
            { value: 'national', label: t('ship.parcel.national') },
            { value: 'international', label: t('ship.parcel.international') },
          ]}
          onChange={(route) => setParcel({ route })}
          testId="route"
        />
        <Segmented<ParcelFormat>
          inline
          full
          label={t('ship.parcel.format')}
          value={parcel.format}
          options={[
            { value: '1', label: t('ship.parcel.envelope') },
            { value: '2', label: t('ship.parcel.box') },
            { value: '3', label: t('ship.parcel.cylinder') },
          ]}
          onChange={(format) => setParcel({ format })}
          testId="format"
        />
      </div>
      {errors.route ? (
        <p className="field-error" role="alert">
          {err('route')}
        </p>
      ) : null}
      <div className={dims.length === 3 ? 'grid3' : 'grid2'}>
        {dims.map(({ key, optional }, i) => (
          <Field
            key={`${parcel.format}-${key}`}
            inputRef={i === 0 ? firstField : undefined}
            label={optional ? t('ship.parcel.optional', { label: t(`ship.parcel.${key}`) }) : t(`ship.parcel.${key}`)}
            unit="cm"
            inputMode="decimal"
            value={parcel[key]}
            onChange={(e) => setParcel({ [key]: decimalOnly(e.target.value) })}
            error={err(key)}
            name={key}
          />
        ))}
      </div>
      <div className="grid2">
        <Field
          label={t('ship.parcel.weight')}
          hint={weightSource ? <WeightSourceMark /> : undefined}
          unit="kg"
          inputMode="decimal"
          value={parcel.weight}
          onChange={(e) => {
            setParcel({ weight: decimalOnly(e.target.value) });
            weightTyped();
          }}
          error={err('weight')}
          name="weight"
        />
        <Field
          label={t('ship.parcel.declared')}
          unit="R$"
          inputMode="decimal"
          value={parcel.declared}
          onChange={(e) => setParcel({ declared: e.target.value.replace(/[^0-9.,]/g, '') })}
          onBlur={() => {
            const cents = parseBRL(parcel.declared);
            if (cents !== null) setParcel({ declared: formatBRL(cents).replace(/^R\$\s*/, '') });
          }}
          error={err('declared')}
          name="declared"
        />
      </div>
      {onWeigh ? <ScaleReadout onTake={onWeigh} /> : null}
      {parcel.route === 'national' ? (
        <div className="services" role="group" aria-label={t('ship.parcel.services')} data-advance-skip>
          {(['AR', 'MP'] as const).map((service) => (
            <label key={service} className="check">
              <input
                type="checkbox"
                checked={parcel.services.includes(service)}
                onChange={(e) => toggleService(service, e.target.checked)}
              />
              {t(`ship.parcel.${service}`)}
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
});
