// The parcel: route, format (only the dimensions it needs are shown), weight, declared value and
// the additional services. Enter moves field to field; Enter on the last one quotes.
import './quote.css';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, useStoreFields } from '../../app/store';
import { formatBRL, parseBRL } from '../../lib/format';
import { onEnterAdvance } from '../../ui/enterAdvances';
import { Segmented } from '../../ui/Segmented';
import { ScaleReadout, WeightSourceMark } from '../scale';
import { DimensionFields, FormatChoice, MeasureField } from './MeasureFields';
import { limitParams, type AdditionalService, type Route } from './parcel';
import { parcelLimits } from './quoteSlice';

/** t for a message key built at run time, with its parameters. */
type Say = (key: string, options: Record<string, unknown>) => string;

export const ParcelPanel = forwardRef<HTMLInputElement, { onQuote(): void; onWeigh?: () => void }>(function ParcelPanel(
  { onQuote, onWeigh },
  firstField,
) {
  const { t } = useTranslation();
  const parcel = useStore((s) => s.parcel);
  const errors = useStore((s) => s.parcelErrors);
  const quoteCarriers = useStore((s) => s.quoteCarriers);
  const limits = parcelLimits({ parcel, quoteCarriers });
  const { setParcel, weightTyped, weightSource } = useStoreFields('setParcel', 'weightTyped', 'weightSource');
  // A limit refusal says the limit and the carrier that takes the most (carrier-limits.ts).
  const err = (key: keyof typeof errors) =>
    errors[key] ? (t as Say)(`errors.field.${errors[key]}`, limitParams(errors[key], parcel, limits)) : null;
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
        <FormatChoice value={parcel.format} onChange={(format) => setParcel({ format })} testId="format" />
      </div>
      {errors.route ? (
        <p className="field-error" role="alert">
          {err('route')}
        </p>
      ) : null}
      <DimensionFields
        format={parcel.format}
        values={parcel}
        error={err}
        onChange={setParcel}
        firstField={firstField}
      />
      <div className="grid2">
        <MeasureField
          label={t('ship.parcel.weight')}
          hint={weightSource ? <WeightSourceMark /> : undefined}
          unit="kg"
          value={parcel.weight}
          onValue={(weight) => {
            setParcel({ weight });
            weightTyped();
          }}
          error={err('weight')}
          example={t('errors.examples.weight')}
          name="weight"
        />
        <MeasureField
          label={t('ship.parcel.declared')}
          unit="R$"
          value={parcel.declared}
          onValue={(declared) => setParcel({ declared })}
          onBlur={() => {
            const cents = parseBRL(parcel.declared);
            if (cents !== null) setParcel({ declared: formatBRL(cents).replace(/^R\$\s*/, '') });
          }}
          error={err('declared')}
          example={t('errors.examples.money')}
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
