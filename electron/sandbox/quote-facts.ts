// The facts of a parcel and route that a quote is priced on, taken from a quote request or from
// a shipment in the same units, so spec 4.6 rule 4 ("same origin, destination, weight,
// dimensions, format, declared value, volume count and additional services") is one comparison.
import type { CreateShipmentDto, QuoteRequest } from '../shared/contract';
import { badRequest } from './errors';

export interface QuoteFacts {
  originCountry: string;
  originPostal: string;
  destinationCountry: string;
  destinationPostal: string;
  format: '1' | '2' | '3';
  weightKg: number;
  lengthCm: number;
  widthCm: number | null;
  heightCm: number | null;
  thicknessCm: number | null;
  diameterCm: number | null;
  declaredValueCents: number;
  volumes: number;
  additionalServices: string[];
  physicalSpaceId: string | null;
}

/** CEPs compare as digits; foreign postal codes without spaces or hyphens, in capitals. */
export const normalizePostal = (country: string, code: string): string =>
  country === 'BR' ? code.replace(/\D/g, '') : code.replace(/[\s-]/g, '').toUpperCase();

export function factsOfQuote(input: QuoteRequest): QuoteFacts {
  const originCountry = (input.originCountryCode ?? 'BR').toUpperCase();
  const destinationCountry = (input.destinationCountryCode ?? 'BR').toUpperCase();
  const originPostal = normalizePostal(originCountry, input.originCep || input.originPostalCode || '');
  const destinationPostal = normalizePostal(
    destinationCountry,
    input.destinationCep || input.destinationPostalCode || '',
  );
  const fromReais = input.valorDeclarado === undefined ? undefined : Math.round(input.valorDeclarado * 100);
  if (fromReais !== undefined && input.declaredValueCents !== undefined && fromReais !== input.declaredValueCents) {
    throw badRequest('valorDeclarado and declaredValueCents disagree; send one of them');
  }
  return {
    originCountry,
    originPostal,
    destinationCountry,
    destinationPostal,
    format: input.format,
    weightKg: input.peso,
    lengthCm: input.comprimento,
    widthCm: input.largura ?? null,
    heightCm: input.altura ?? null,
    thicknessCm: input.espessura ?? null,
    diameterCm: input.diametro ?? null,
    declaredValueCents: input.declaredValueCents ?? fromReais ?? 0,
    volumes: input.packages?.length || 1,
    additionalServices: [...new Set((input.additionalServices ?? []).map((s) => s.trim().toUpperCase()))].sort(),
    physicalSpaceId: input.physicalSpaceId ?? null,
  };
}

/**
 * The same facts from a shipment. The shipment has no additional-services field (spec 2.9),
 * so it carries the quote's own: they cannot differ.
 */
export function factsOfShipment(body: CreateShipmentDto, quoted: QuoteFacts): QuoteFacts {
  const originCountry = body.originAddress.country ?? 'BR';
  const destinationCountry = body.destAddress.country ?? 'BR';
  const { parcel } = body;
  return {
    originCountry,
    originPostal: normalizePostal(originCountry, body.originAddress.zip),
    destinationCountry,
    destinationPostal: normalizePostal(destinationCountry, body.destAddress.zip),
    format: parcel.format,
    weightKg: parcel.weightKg,
    lengthCm: parcel.lengthCm ?? 0,
    widthCm: parcel.widthCm ?? null,
    heightCm: parcel.heightCm ?? null,
    thicknessCm: parcel.thicknessCm ?? null,
    diameterCm: parcel.diameterCm ?? null,
    declaredValueCents: parcel.declaredValueCents ?? 0,
    volumes: parcel.quantity ?? 1,
    additionalServices: quoted.additionalServices,
    physicalSpaceId: body.physicalSpaceId ?? null,
  };
}

/** Where each fact sits in a shipment body, to name it in a 422. */
const SHIPMENT_FIELD: Record<keyof QuoteFacts, string> = {
  originCountry: 'originAddress.country',
  originPostal: 'originAddress.zip',
  destinationCountry: 'destAddress.country',
  destinationPostal: 'destAddress.zip',
  format: 'parcel.format',
  weightKg: 'parcel.weightKg',
  lengthCm: 'parcel.lengthCm',
  widthCm: 'parcel.widthCm',
  heightCm: 'parcel.heightCm',
  thicknessCm: 'parcel.thicknessCm',
  diameterCm: 'parcel.diameterCm',
  declaredValueCents: 'parcel.declaredValueCents',
  volumes: 'parcel.quantity',
  additionalServices: 'additionalServices',
  physicalSpaceId: 'physicalSpaceId',
};

const show = (value: unknown): string =>
  value === null ? 'nothing' : Array.isArray(value) ? `[${value.join(', ')}]` : String(value);

// Measures come back through JSON; compare them to the micro-unit, not by float identity.
const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-6 : JSON.stringify(a) === JSON.stringify(b);

/** One readable line per fact that differs between the quote and the shipment. */
export function differences(quoted: QuoteFacts, sent: QuoteFacts): string[] {
  return (Object.keys(SHIPMENT_FIELD) as Array<keyof QuoteFacts>)
    .filter((key) => !same(quoted[key], sent[key]))
    .map(
      (key) =>
        `${SHIPMENT_FIELD[key]} differs from the quote (quoted ${show(quoted[key])}, sent ${show(sent[key])}); request a new quote`,
    );
}
