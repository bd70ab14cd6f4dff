// A shipment to be: its addresses, parcel and fiscal document, before any quote. The quote
// request and the create body are both built from this one plan, so the server's rule "the
// shipment must match its quote" (spec 4.6) holds by construction: same zips, weight,
// dimensions, format and declared value on both.
import {
  createShipmentDtoSchema,
  parseOrIssues,
  type ContractIssues,
  type CreateShipmentDto,
  type Invoice,
  type Locale,
  type Parcel,
  type ParcelProduct,
  type QuoteOption,
  type QuoteRequestInput,
  type ShipmentAddress,
  type TipoDace,
} from '../../../shared/contract';
import { beyondLimits, largestLimits, type LimitRefusal } from '../../../shared/carrier-limits';
import type { PresetView } from '../../../shared/desk';
import { said } from '../../../shared/messages';
import { translate } from '../../i18n';
import { failed, ok, type Result } from '../../../shared/result';

export interface ShipPlan {
  externalRef: string | null;
  origin: ShipmentAddress;
  dest: ShipmentAddress;
  parcel: Parcel;
  invoice?: Invoice;
  /** The DACE printed right after the label. */
  tipoDace?: TipoDace;
  /**
   * A batch row without a weight on a desk with a scale: the parcel's weight is a stand-in until
   * the operator weighs it at the desk (the row waits, `awaiting-weight`); never sent as is.
   */
  weighAtDesk?: true;
}

export const isInternational = (plan: Pick<ShipPlan, 'dest'>): boolean => (plan.dest.country ?? 'BR') !== 'BR';

export interface ParcelExtras {
  weightKg?: number;
  declaredValueCents?: number;
  contentDescription?: string;
  products?: ParcelProduct[];
}

/**
 * A weight or a size no carrier the station knows on the plan's route takes (issue 29, item 2:
 * the ship screen's rule, electron/shared/carrier-limits.ts), checked before the plan is quoted.
 * Main does not know which carriers the loja has, so the limit is the largest of them all: a
 * parcel any carrier may take is left to the server.
 */
export function beyondCarriers(plan: Pick<ShipPlan, 'dest' | 'parcel'>): LimitRefusal[] {
  return beyondLimits(plan.parcel, largestLimits(isInternational(plan) ? 'international' : 'national'));
}

export function parcelFromPreset(preset: PresetView, extra: ParcelExtras = {}): Parcel {
  return {
    format: preset.format,
    weightKg: extra.weightKg ?? preset.weightKg,
    lengthCm: preset.lengthCm,
    ...(preset.widthCm === null ? {} : { widthCm: preset.widthCm }),
    ...(preset.heightCm === null ? {} : { heightCm: preset.heightCm }),
    ...(preset.thicknessCm === null ? {} : { thicknessCm: preset.thicknessCm }),
    ...(preset.diameterCm === null ? {} : { diameterCm: preset.diameterCm }),
    ...(extra.declaredValueCents === undefined ? {} : { declaredValueCents: extra.declaredValueCents }),
    ...(extra.contentDescription ? { contentDescription: extra.contentDescription } : {}),
    ...(extra.products && extra.products.length > 0 ? { products: extra.products } : {}),
  };
}

export function quoteRequestOf(plan: ShipPlan): QuoteRequestInput {
  const { origin, dest, parcel } = plan;
  const route = isInternational(plan)
    ? {
        destinationCountryCode: dest.country,
        destinationPostalCode: dest.zip,
        destinationCity: dest.city,
        destinationStateOrProvinceCode: dest.state,
      }
    : { destinationCep: dest.zip };
  return {
    originCep: origin.zip,
    ...route,
    format: parcel.format,
    peso: parcel.weightKg,
    comprimento: parcel.lengthCm ?? 0,
    ...(parcel.widthCm === undefined ? {} : { largura: parcel.widthCm }),
    ...(parcel.heightCm === undefined ? {} : { altura: parcel.heightCm }),
    ...(parcel.thicknessCm === undefined ? {} : { espessura: parcel.thicknessCm }),
    ...(parcel.diameterCm === undefined ? {} : { diametro: parcel.diameterCm }),
    ...(parcel.declaredValueCents === undefined ? {} : { declaredValueCents: parcel.declaredValueCents }),
    ...(parcel.quantity && parcel.quantity > 1
      ? { packages: Array.from({ length: parcel.quantity }, () => ({})) }
      : {}),
  };
}

export function createBodyOf(
  plan: ShipPlan,
  option: Pick<QuoteOption, 'quoteId' | 'carrierId' | 'serviceLevelId'>,
): CreateShipmentDto {
  return {
    quoteId: option.quoteId,
    carrierId: option.carrierId,
    serviceLevelId: option.serviceLevelId,
    ...(plan.externalRef ? { externalRef: plan.externalRef } : {}),
    originAddress: plan.origin,
    destAddress: plan.dest,
    parcel: plan.parcel,
    ...(plan.invoice ? { invoice: plan.invoice } : {}),
  };
}

/** Stand-in ids: the plan is checked with the contract before there is a quote to take them from. */
const NO_QUOTE = {
  quoteId: '00000000-0000-4000-8000-000000000000',
  carrierId: '00000000-0000-4000-8000-000000000000',
  serviceLevelId: '00000000-0000-4000-8000-000000000000',
};

/** The plan checked with the contract's shipment rules: one line per problem, in the operator's language. */
export function checkPlan(plan: ShipPlan, locale: Locale): Result<void, ContractIssues> {
  const checked = parseOrIssues(createShipmentDtoSchema, createBodyOf(plan, NO_QUOTE), locale);
  if (!checked.ok) return checked;
  if (plan.tipoDace && plan.invoice?.type !== 'DCE')
    return failed({ issues: [`tipoDace: ${translate(said('desk.daceNeedsDce'), locale)}`], field: 'tipoDace' });
  return ok(undefined);
}
