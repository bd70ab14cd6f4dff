// Spec 2.7–2.8: freight quote request (national and international share it) and response.
import { z } from 'zod';
import { formatIssues } from './messages';
import { cents, dateTime, evenWithFieldIssues, isPresent, isRecord, measure, ruleIssues, uuid } from './primitives';
import { rule } from './rules';
import { displayNumber, displayText, parseListItems, reported, type SkippedItem } from './tolerant';

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
 * Reais as a server may write them: a number (34.5) or a decimal string with a dot or a comma
 * ("34.50", "34,50", "R$ 34,50", "1.234,56", "1,234.56"), exact to the cent. Anything else is
 * undefined, never a guess: three digits after a lone separator ("1.234") may be thousands or
 * fractions of a cent, and more than two decimals are no price in reais.
 */
export function reaisToCents(value: number | string): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    const cents = Math.round(value * 100);
    return Math.abs(value * 100 - cents) < 1e-6 && Number.isSafeInteger(cents) ? cents : undefined;
  }
  const text = value.replace(/R\$/gi, '').replace(/[\s\u00a0\u202f]/g, '');
  let whole: string;
  let fraction = '';
  let match: RegExpExecArray | null;
  if (/^\d+$/.test(text)) whole = text;
  else if ((match = /^(\d+)[.,](\d{1,2})$/.exec(text))) [, whole = '', fraction = ''] = match;
  else if ((match = /^(\d{1,3}(?:\.\d{3})+),(\d{1,2})$/.exec(text))) [, whole = '', fraction = ''] = match;
  else if ((match = /^(\d{1,3}(?:,\d{3})+)\.(\d{1,2})$/.exec(text))) [, whole = '', fraction = ''] = match;
  else return undefined;
  // Integer arithmetic on the digits: a float error never reaches a price.
  const cents = Number(whole.replace(/[.,]/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** A price in cents: a whole number, or its digits as text ("3400"); null or "" read as absent. */
const centsSpelled = () =>
  z
    .preprocess((value) => {
      if (typeof value !== 'string') return value;
      const digits = value.trim();
      return digits === '' ? undefined : /^\d+$/.test(digits) ? Number(digits) : value;
    }, cents().nullish())
    .transform((value) => value ?? undefined)
    .optional();

/** A price in reais (see reaisToCents), handed on in cents; null or "" read as absent. */
const reaisSpelled = () =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return undefined;
      const inCents = reaisToCents(value);
      if (inCents === undefined) {
        ctx.addIssue({ code: 'custom', message: rule('priceInReais'), input: value });
        return z.NEVER;
      }
      return inCents;
    })
    .optional();

/** ISO 4217 in any case ("brl"), or R$, which names one currency only; "" reads as absent. */
const currencySpelled = () =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? (value.trim() === 'R$' ? 'BRL' : value.trim().toUpperCase()) : value),
      z
        .string()
        .regex(/^[A-Z]{3}$/)
        .or(z.literal('')),
    )
    .nullish()
    .transform((value) => value || undefined)
    .optional();

/**
 * One shipping option. The spec promises only the three ids reused at shipment creation; the
 * display fields are what the project's sandbox sends and are optional so a real server that
 * names them differently still yields usable options. Unknown fields are kept (loose).
 * Display extras that come as null or "" read as absent. Where the spec leaves the price "not
 * shown", every spelling a server may use is read: `priceCents` as a whole number of cents or
 * its digits as text, or `price` in reais as a number or a decimal string (see reaisToCents);
 * `priceCents` wins when both are there, and `price` is handed on as `priceCents`. The currency
 * in any case. A price that is none of these is an issue here (money is never guessed from a
 * malformed value); quoteResponseSchema then keeps the option without a price.
 */
export const quoteOptionSchema = z
  .looseObject({
    quoteId: uuid(),
    carrierId: uuid(),
    serviceLevelId: uuid(),
    carrierName: displayText(),
    serviceName: displayText(),
    priceCents: centsSpelled(),
    price: reaisSpelled(),
    // ISO 4217; the sandbox sends 'BRL', an international option may be priced otherwise.
    currency: currencySpelled(),
    deliveryDaysMin: displayNumber(z.number().int().nonnegative()),
    deliveryDaysMax: displayNumber(z.number().int().nonnegative()),
  })
  .transform(({ price, ...option }) => {
    const priceCents = option.priceCents ?? price;
    return priceCents === undefined ? option : { ...option, priceCents };
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

/** The three ids an option is bought by: without them it cannot be used at all. */
const optionIdsSchema = z.looseObject({ quoteId: uuid(), carrierId: uuid(), serviceLevelId: uuid() });

/** The fields whose spelling decides an option's price: one of them unreadable, and it has none. */
const PRICE_FIELDS = ['priceCents', 'price', 'currency'];

export interface ReadOptions {
  options: QuoteOption[];
  /** Options left out: their ids cannot be read (index in the server's list, why). */
  skipped: SkippedItem[];
  /** Options kept without the fields named (a display field unreadable, or no price that can be trusted). */
  partlyRead: SkippedItem[];
}

/**
 * The options of a quote, one by one. An option is never hidden because one field is spelled
 * another way: an option whose ids read is kept, and a display field that cannot be read is left
 * out of it (the operator sees "—" where it would be). A price that cannot be read, or whose
 * currency cannot, takes the other price fields with it: the option is shown unpriced, and the
 * rate rule never picks it (desk/rules/pick-option.ts). Only an option whose ids cannot be read
 * is left out (it cannot be bought) and reported.
 */
export function readQuoteOptions(raw: readonly unknown[]): ReadOptions {
  const { items, skipped: unreadable } = parseListItems(quoteOptionSchema, raw);
  if (unreadable.length === 0) return { options: items, skipped: [], partlyRead: [] };
  const options: QuoteOption[] = [];
  const skipped: SkippedItem[] = [];
  const partlyRead: SkippedItem[] = [];
  raw.forEach((item, index) => {
    const whole = quoteOptionSchema.safeParse(item);
    if (whole.success) return void options.push(whole.data);
    if (!isRecord(item) || !optionIdsSchema.safeParse(item).success) {
      skipped.push({ index, issues: formatIssues(whole.error, 'en') });
      return;
    }
    const bad = new Set(whole.error.issues.map((issue) => String(issue.path[0])));
    if (PRICE_FIELDS.some((field) => bad.has(field))) for (const field of PRICE_FIELDS) bad.add(field);
    const kept = quoteOptionSchema.safeParse(Object.fromEntries(Object.entries(item).filter(([key]) => !bad.has(key))));
    if (!kept.success) {
      skipped.push({ index, issues: formatIssues(whole.error, 'en') });
      return;
    }
    options.push(kept.data);
    partlyRead.push({ index, issues: formatIssues(whole.error, 'en') });
  });
  return { options, skipped, partlyRead };
}

/**
 * 2.8 Quote response. Options are read one by one (readQuoteOptions): one whose ids the app
 * cannot read is left out and reported in `skipped`; one with a field it cannot read is kept
 * without it and reported in `partlyRead`; the operator gets every option that can be bought.
 */
export const quoteResponseSchema = z
  .object({
    shippingOptions: z.array(z.unknown()),
    issues: z.array(z.looseObject({})).optional(),
    quotedAt: dateTime(),
    expiresAt: dateTime(),
  })
  .transform(({ shippingOptions, ...rest }) => {
    const { options, skipped, partlyRead } = readQuoteOptions(shippingOptions);
    return {
      shippingOptions: options,
      ...rest,
      validForMs: validForMs(rest),
      ...reported(skipped),
      ...(partlyRead.length ? { partlyRead } : {}),
    };
  });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
