// How many characters of each address field a carrier prints on its label (issue 29, item 4):
// the station warns before buying when a field is longer, saying what comes out and what is left
// off, and the training server cuts a field at the same place when it draws the label, as the
// carrier's label would. The contract gives no limits (spec 2.9: which fields are required is
// "not shown", lengths are not given at all), so these are the carriers' published figures:
//
// - Correios: the schema of the "pré-lista de postagem" (PLP) XML of SIGEP WEB, from which the
//   Correios print the label (the XSD of correioslog versão 2.3, Correios' "Manual para Integração
//   via Web Services", Anexo 04): nome_destinatario 50, logradouro_destinatario 50,
//   numero_end_destinatario 18, complemento_destinatario 30, bairro_destinatario 30,
//   cidade_destinatario 30 (the sender's fields the same).
// - Jadlog and DHL Express publish no label field lengths that could be found here: they get the
//   conservative default, as does any carrier this table does not know.
// - The default: 35 characters a line, the street with its number and a person's name each as
//   one UN/EDIFACT NAD element (an..35, what carriers' EDI and label layouts keep), the complement
//   20 and the number 10 (both well under every figure above), district and city 30 as Correios'.
//   A field within these reaches any carrier's label whole.
//
// Characters are counted as a person reads them (code points, spaces inside included, the ends
// trimmed): "Av. Paulista" is 12.
import { carrierOf, type CarrierRef } from './carrier-limits';

/** The address fields a label prints (the shipment address's names, spec 2.9). */
export const LABEL_FIELDS = ['personName', 'street', 'number', 'complement', 'district', 'city'] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];
export type LabelFieldLimits = Readonly<Record<LabelField, number>>;

/** Each carrier's published limits, by the slug carrier-limits.ts knows it by. */
export const LABEL_FIELD_LIMITS: Readonly<Record<string, LabelFieldLimits>> = {
  correios: { personName: 50, street: 50, number: 18, complement: 30, district: 30, city: 30 },
};

/** Any carrier without published figures: short enough for every label known here. */
export const DEFAULT_LABEL_FIELD_LIMITS: LabelFieldLimits = {
  personName: 35,
  street: 35,
  number: 10,
  complement: 20,
  district: 30,
  city: 30,
};

/** The limits of the carrier a quote, an option or a label names; the default for one not in the table. */
export function labelFieldLimits(ref: CarrierRef = {}): { carrier: string | null; limits: LabelFieldLimits } {
  const carrier = carrierOf(ref);
  const limits = carrier ? LABEL_FIELD_LIMITS[carrier.slug] : undefined;
  return limits ? { carrier: carrier!.name, limits } : { carrier: null, limits: DEFAULT_LABEL_FIELD_LIMITS };
}

/** Each field's limit and the carrier that sets it (null: the default's). */
export interface StrictestLimits {
  limits: LabelFieldLimits;
  carrier: Readonly<Record<LabelField, string | null>>;
}

/**
 * The shortest limit of each field among `carriers` (the options on screen, or the loja's
 * carriers): a field within it reaches whichever of them is bought. None: the default.
 */
export function strictestLabelLimits(carriers: readonly CarrierRef[]): StrictestLimits {
  const each = (carriers.length ? carriers : [{}]).map((ref) => labelFieldLimits(ref));
  const pick = (field: LabelField) =>
    each.reduce((best, next) => (next.limits[field] < best.limits[field] ? next : best));
  const limits = {} as Record<LabelField, number>;
  const carrier = {} as Record<LabelField, string | null>;
  for (const field of LABEL_FIELDS) {
    const strictest = pick(field);
    limits[field] = strictest.limits[field];
    carrier[field] = strictest.carrier;
  }
  return { limits, carrier };
}

/** The fields of an address as a label prints them (the person's name falls back to the address's name). */
export interface LabelAddress {
  name?: string | undefined;
  personName?: string | undefined;
  street: string;
  number: string;
  complement?: string | undefined;
  district?: string | undefined;
  city: string;
}

const chars = (text: string) => [...text.replace(/\s+/g, ' ').trim()];

function printedValue(address: LabelAddress, field: LabelField): string {
  if (field === 'personName') return address.personName || address.name || '';
  return address[field] ?? '';
}

/** A field a label would shorten: how long it is, what comes out, and what is left off. */
export interface ShortenedField {
  field: LabelField;
  length: number;
  max: number;
  printed: string;
  cut: string;
}

/** The fields of `address` longer than `limits`, in the label's order. */
export function shortenedFields(address: LabelAddress, limits: LabelFieldLimits): ShortenedField[] {
  return LABEL_FIELDS.flatMap((field) => {
    const text = chars(printedValue(address, field));
    const max = limits[field];
    if (text.length <= max) return [];
    return [
      {
        field,
        length: text.length,
        max,
        printed: text.slice(0, max).join('').trimEnd(),
        cut: text.slice(max).join('').trim(),
      },
    ];
  });
}

/** Whose address a label prints: the sender's (origin) or the recipient's (destination). */
export type LabelParty = 'origin' | 'destination';

/** A field the label would shorten, whose it is, and the carrier whose label sets its length (null: the default's). */
export interface LabelFitLine extends ShortenedField {
  party: LabelParty;
  carrier: string | null;
}

/**
 * The rule of issue 29, item 4, for every way a label is bought (the ship screen's buy panel, F9's
 * confirmation, a batch row): each party's fields longer than the strictest label among `carriers`
 * (the chosen option's carrier, or every carrier the label may come from; none known: the
 * default), sender first, each in the label's order.
 */
export function labelFitLines(
  parties: Partial<Record<LabelParty, LabelAddress | null | undefined>>,
  carriers: readonly CarrierRef[],
): LabelFitLine[] {
  const { limits, carrier } = strictestLabelLimits(carriers);
  return (['origin', 'destination'] as const).flatMap((party) => {
    const address = parties[party];
    return address
      ? shortenedFields(address, limits).map((cut) => ({ ...cut, party, carrier: carrier[cut.field] }))
      : [];
  });
}

/** The address as the carrier's label prints it: each field cut at its limit, nothing else changed. */
export function fitToLabel<A extends LabelAddress>(address: A, limits: LabelFieldLimits): A {
  const fitted: A = { ...address };
  for (const cut of shortenedFields(address, limits)) {
    if (cut.field === 'personName') fitted.personName = cut.printed;
    else fitted[cut.field] = cut.printed;
  }
  return fitted;
}
