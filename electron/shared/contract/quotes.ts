// Spec 2.7–2.8: freight quote request (national and international share it) and response.
import { z } from 'zod';
import { cents, dateTime, evenWithFieldIssues, isPresent, measure, ruleIssues, uuid } from './primitives';
import { displayNumber, displayText, parseListItems, reported } from './tolerant';

export const quoteFormatSchema = z.enum(['1', '2', '3']);
/** 1 envelope, 2 box/package, 3 cylinder/roll. */
export type QuoteFormat = z.infer<typeof quoteFormatSchema>;

/** The fields the format rule looks at; anything else on the input is ignored. */
export interface QuoteFormatFields {
  format?: unknown;
  largura?: unknown;
  altura?: unknown;
  espessura?: unknown;
  diametro?: unknown;
}

/**
 * Which validity case of spec 2.7 rule 4 holds, or null when none does:
 *   a: format explicitly '1' and largura present;
 *   b: format explicitly '3' and diametro present;
 *   c: format '2' (sent, or absent and so defaulted) with largura and altura or espessura.
 * The three cases need different format values, so "exactly one holds" equals "one holds".
 * Absent format can only ever reach case c, which is why the default may be applied before
 * this runs without changing the answer. null/undefined count as absent.
 */
export function quoteFormatCase(input: QuoteFormatFields): 'a' | 'b' | 'c' | null {
  const format = input.format === undefined || input.format === null ? '2' : input.format;
  if (format === '1' && isPresent(input.largura)) return 'a';
  if (format === '3' && isPresent(input.diametro)) return 'b';
  if (format === '2' && isPresent(input.largura) && (isPresent(input.altura) || isPresent(input.espessura))) {
    return 'c';
  }
  return null;
}

/** A postal code counts as sent only when it has characters. */
const sent = (value: unknown): boolean => typeof value === 'string' && value.length > 0;

/**
 * 2.7 Quote request (FreightSimulateDto / FreightSimulateInternationalDto).
 * The spec does not close this object, so unknown keys are dropped rather than refused.
 */
export const quoteRequestSchema = z
  .object({
    shipDate: z.string().optional(),
    originCountryCode: z.string().optional(),
    originPostalCode: z.string().optional(),
    originStateOrProvinceCode: z.string().optional(),
    originCity: z.string().optional(),
    destinationCountryCode: z.string().optional(),
    destinationPostalCode: z.string().optional(),
    destinationStateOrProvinceCode: z.string().optional(),
    destinationCity: z.string().optional(),
    originCep: z.string().optional(),
    destinationCep: z.string().optional(),
    peso: measure(),
    comprimento: measure(),
    largura: measure().optional(),
    altura: measure().optional(),
    espessura: measure().optional(),
    diametro: measure().optional(),
    valorDeclarado: z.number().nonnegative().optional(),
    declaredValueCents: cents().optional(),
    packages: z.array(z.looseObject({})).optional(),
    services: z.array(z.string()).optional(),
    serviceLevelId: z.string().optional(),
    carrierId: z.string().optional(),
    carrierSlug: z.string().optional(),
    physicalSpaceId: z.string().optional(),
    additionalServices: z.array(z.string()).optional(),
    dynamicAdditionalServices: z.array(z.looseObject({})).optional(),
    format: quoteFormatSchema.default('2'),
    hasPackaging: z.boolean().optional(),
    providerOptions: z.looseObject({}).optional(),
  })
  .superRefine((quote, ctx) => {
    const missing = ruleIssues(ctx);
    if (!sent(quote.originCep) && !sent(quote.originPostalCode)) missing('originCep', 'originPostal');
    if (!sent(quote.destinationCep) && !sent(quote.destinationPostalCode))
      missing('destinationCep', 'destinationPostal');
    if (quoteFormatCase(quote) !== null) return;
    // Say what is missing for the format the operator chose; an invalid format value has its
    // own enum issue already, so nothing is added for it here.
    const has = (key: keyof QuoteFormatFields) => isPresent(quote[key]);
    switch (quote.format ?? '2') {
      case '1':
        missing('largura', 'envelopeNeedsLargura');
        break;
      case '3':
        missing('diametro', 'cylinderNeedsDiametro');
        break;
      case '2':
        if (!has('largura')) missing('largura', 'boxNeedsLargura');
        if (!has('altura') && !has('espessura')) missing('altura', 'boxNeedsAlturaOrEspessura');
        break;
    }
  }, evenWithFieldIssues);
/** A parsed quote request: format is always filled in. */
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
/** What a form may hand in: format may be left out (defaults to '2'). */
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/**
 * One shipping option. The spec promises only the three ids reused at shipment creation; the
 * display fields are what the project's sandbox sends and are optional so a real server that
 * names them differently still yields usable options. Unknown fields are kept (loose).
 * Display extras that come as null or "" read as absent; the price, when given, is still a
 * whole non-negative number of cents (money is never guessed from a malformed value).
 */
export const quoteOptionSchema = z.looseObject({
  quoteId: uuid(),
  carrierId: uuid(),
  serviceLevelId: uuid(),
  carrierName: displayText(),
  serviceName: displayText(),
  priceCents: displayNumber(cents()),
  // ISO 4217; the sandbox sends 'BRL', an international option may be priced otherwise.
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .or(z.literal(''))
    .nullish()
    .transform((value) => value || undefined)
    .optional(),
  deliveryDaysMin: displayNumber(z.number().int().nonnegative()),
  deliveryDaysMax: displayNumber(z.number().int().nonnegative()),
});
export type QuoteOption = z.infer<typeof quoteOptionSchema>;

/**
 * How long a quote stays valid, measured on the server's clock alone (its own quotedAt and
 * expiresAt), so a desk whose clock is hours off still counts it right: the station adds this to
 * its monotonic clock when the answer arrives and never compares expiresAt with its own time.
 */
function validForMs(quote: { quotedAt: string; expiresAt: string }): number {
  const ms = Date.parse(quote.expiresAt) - Date.parse(quote.quotedAt);
  return Number.isFinite(ms) ? Math.max(0, ms) : 0;
}

/**
 * 2.8 Quote response. Options are read one by one: one the app cannot read is left out and
 * reported in `skipped`, and the operator still gets the others.
 */
export const quoteResponseSchema = z
  .object({
    shippingOptions: z.array(z.unknown()),
    issues: z.array(z.looseObject({})).optional(),
    quotedAt: dateTime(),
    expiresAt: dateTime(),
  })
  .transform(({ shippingOptions, ...rest }) => {
    const { items, skipped } = parseListItems(quoteOptionSchema, shippingOptions);
    return { shippingOptions: items, ...rest, validForMs: validForMs(rest), ...reported(skipped) };
  });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
