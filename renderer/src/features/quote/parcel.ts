// The parcel as the operator types it (text fields), and the quote request built from it.
// Only the dimensions the chosen format needs are shown and sent (spec 2.7 rule 4).
import {
  beyondLimits,
  limitWords,
  type LargestLimits,
  type LimitProblem,
  type ParcelSize,
} from '../../../../electron/shared/carrier-limits';
import type { QuoteRequest, ShipmentAddress } from '../../../../electron/shared/contract';
import { checks } from '../../lib/checks';
import { moneyProblem, parseBRL } from '../../lib/format';
import { parseDecimal } from '../../lib/numbers';

export type Route = 'national' | 'international';
export type ParcelFormat = '1' | '2' | '3';
export type Dimension = 'length' | 'width' | 'height' | 'thickness' | 'diameter';
export type AdditionalService = 'AR' | 'MP';

/** A parcel's format and its measures as typed (the parcel form's, a preset's). */
export type ParcelMeasures = { format: ParcelFormat } & Record<Dimension | 'weight', string>;

export interface ParcelForm extends ParcelMeasures {
  route: Route;
  declared: string;
  services: AdditionalService[];
}

export type ParcelField = Dimension | 'weight' | 'declared' | 'route' | 'sender' | 'recipient';
/** Why a field is refused, as a key of errors.field in the messages. */
export type FieldProblem =
  | 'required'
  | 'positive'
  | 'number'
  | 'money'
  | 'moneyAmbiguous'
  | 'destinationInBrazil'
  | 'destinationAbroad'
  | 'noAddress'
  /** Beyond the largest limit among the loja's carriers (electron/shared/carrier-limits.ts). */
  | LimitProblem;
export type ParcelErrors = Partial<Record<ParcelField, FieldProblem>>;

/** A parcel's format and measures before anything is typed (the parcel form's, a preset's). */
export const emptyMeasures: ParcelMeasures = {
  format: '2',
  length: '',
  width: '',
  height: '',
  thickness: '',
  diameter: '',
  weight: '',
};

export const emptyParcel: ParcelForm = {
  route: 'national',
  ...emptyMeasures,
  declared: '',
  services: [],
};

/** The dimensions each format asks for, in the order they are typed; the optional ones flagged. */
export const DIMENSIONS: Record<ParcelFormat, ReadonlyArray<{ key: Dimension; optional?: boolean }>> = {
  '1': [{ key: 'length' }, { key: 'width' }, { key: 'thickness', optional: true }],
  '2': [{ key: 'length' }, { key: 'width' }, { key: 'height' }],
  '3': [{ key: 'length' }, { key: 'diameter' }],
};

const QUOTE_KEY = {
  length: 'comprimento',
  width: 'largura',
  height: 'altura',
  thickness: 'espessura',
  diameter: 'diametro',
  weight: 'peso',
} as const;

export interface BuiltQuote {
  request: QuoteRequest;
  international: boolean;
  origin: ShipmentAddress;
  destination: ShipmentAddress;
  /** Everything the quote was priced on, addresses included: any change means a new quote. */
  fingerprint: string;
}

export type BuildResult = { ok: true; value: BuiltQuote } | { ok: false; errors: ParcelErrors; issues: string[] };

/** One measure as typed: a positive number, or why not ('required' only when not optional). */
export function measure(text: string, optional: boolean): { value?: number; problem?: FieldProblem } {
  if (text.trim() === '') return optional ? {} : { problem: 'required' };
  const value = parseDecimal(text);
  if (value === null) return { problem: 'number' };
  if (value <= 0) return { problem: 'positive' };
  return { value };
}

/** The declared value in cents; undefined when left empty, or refused (noted in `errors`). */
export function declaredCents(form: Pick<ParcelForm, 'declared'>, errors: ParcelErrors): number | undefined {
  if (form.declared.trim() === '') return undefined;
  const cents = parseBRL(form.declared);
  if (cents === null) errors.declared = moneyProblem(form.declared);
  return cents ?? undefined;
}

/**
 * The format and the measures it asks for (its dimensions and the weight), each under the name
 * `names` gives it (the quote's Portuguese fields, one-key's English ones). A refused measure is
 * noted in `errors` and left out.
 */
export function measureParcel(
  form: ParcelMeasures,
  errors: ParcelErrors,
  names: Record<Dimension | 'weight', string>,
): Record<string, unknown> {
  const measured: Record<string, unknown> = { format: form.format };
  for (const { key, optional } of [...DIMENSIONS[form.format], { key: 'weight' as const }]) {
    const { value, problem } = measure(form[key], optional ?? false);
    if (problem) errors[key] = problem;
    else if (value !== undefined) measured[names[key]] = value;
  }
  return measured;
}

/** The measures the limits look at, in kg and cm: those of the form's format that read as numbers. */
function sizeOf(form: ParcelMeasures): ParcelSize {
  const read = (key: Dimension | 'weight') => measure(form[key], true).value;
  const size: ParcelSize = { format: form.format, weightKg: read('weight') };
  for (const { key } of DIMENSIONS[form.format]) size[`${key}Cm`] = read(key);
  return size;
}

/**
 * A weight or a size beyond what any of the loja's carriers takes (`limits`: the largest among
 * them; the rule is electron/shared/carrier-limits.ts's, the batch's in main too), noted in
 * `errors` on the field to change. Measures already refused are left as they are.
 */
export function checkLimits(form: ParcelMeasures, limits: LargestLimits | null, errors: ParcelErrors): void {
  for (const refusal of beyondLimits(sizeOf(form), limits)) errors[refusal.field] ??= refusal.problem;
}

/** The words a limit refusal needs: the limit, the carrier that takes the most, the sum typed. */
export function limitParams(
  problem: FieldProblem | undefined,
  form: ParcelMeasures,
  limits: LargestLimits | null,
): Record<string, string | number> {
  if (!limits || (problem !== 'overWeight' && problem !== 'overSide' && problem !== 'overSum')) return {};
  return { ...limitWords(problem, sizeOf(form), limits) };
}

/**
 * The quote request from the form and the two addresses. Field problems come back keyed by
 * field (for the inputs); anything the contract still refuses comes back as readable lines.
 */
export function buildQuote(
  parcel: ParcelForm,
  origin: ShipmentAddress | null,
  destination: ShipmentAddress | null,
  locale: 'pt-BR' | 'en',
  limits: LargestLimits | null = null,
): BuildResult {
  const errors: ParcelErrors = {};
  if (!origin) errors.sender = 'required';
  if (!destination) errors.recipient = 'required';
  const international = parcel.route === 'international';
  const destCountry = destination?.country ?? 'BR';
  if (destination && international && destCountry === 'BR') errors.route = 'destinationInBrazil';
  if (destination && !international && destCountry !== 'BR') errors.route = 'destinationAbroad';

  const request = measureParcel(parcel, errors, QUOTE_KEY);
  checkLimits(parcel, limits, errors);
  const declared = declaredCents(parcel, errors);
  if (declared !== undefined) request.declaredValueCents = declared;
  if (!international && parcel.services.length) request.additionalServices = [...parcel.services].sort();
  if (Object.keys(errors).length || !origin || !destination) return { ok: false, errors, issues: [] };

  request.originCep = origin.zip;
  if (international) {
    request.destinationCountryCode = destCountry;
    request.destinationPostalCode = destination.zip;
    if (destination.state) request.destinationStateOrProvinceCode = destination.state;
    request.destinationCity = destination.city;
  } else {
    request.destinationCep = destination.zip;
  }
  const { parseOrIssues, quoteRequestSchema } = checks();
  const parsed = parseOrIssues(quoteRequestSchema, request, locale);
  if (!parsed.ok) return { ok: false, errors, issues: parsed.error.issues };
  const fingerprint = JSON.stringify({ request: parsed.value, origin, destination });
  return { ok: true, value: { request: parsed.value, international, origin, destination, fingerprint } };
}
