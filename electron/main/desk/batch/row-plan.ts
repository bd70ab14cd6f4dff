// One CSV row → a shipment plan, or every reason it cannot be one (in the operator's
// language). Numbers take a comma or a dot; money columns are reais ("1.234,56") except the
// *Cents ones; documents and CEPs may be typed formatted. The plan is then checked with the
// contract, the same rules the server applies, so a row that passes here is refused only for
// business reasons (price, balance), never for its shape.
import { partyProblems } from '../../../shared/contract';
import type { Invoice, Locale, ParcelProduct, ShipmentAddress, TipoDace } from '../../../shared/contract';
import {
  BATCH_DIMENSION_COLUMNS,
  BATCH_RECIPIENT_COLUMNS,
  type BatchCsvColumn,
  type PresetView,
} from '../../../shared/desk';
import { parseDecimal, parseMoney, reais } from '../money';
import { beyondCarriers, checkPlan, parcelFromPreset, type ShipPlan } from '../ship/plan';
import { said, type KeysUnder } from '../../../shared/messages';
import { translate } from '../../i18n';
import type { CsvRecord } from './csv-columns';

type RowRule = KeysUnder<'desk.row.'>;
type Problem = (column: string, rule: RowRule, params?: Record<string, string | number>) => void;

export interface RowContext {
  locale: Locale;
  sender: ShipmentAddress;
  preset(name: string): PresetView | undefined;
  presetNames(): string[];
  /** The address-book recipient with this key; throws when there is none. */
  recipient(key: string): ShipmentAddress;
  /** A scale is configured: a row without a weight is weighed at the desk instead of refused. */
  weighAtDesk?: boolean;
}

export interface RowPlan {
  plan: ShipPlan | null;
  messages: string[];
  externalRef: string | null;
  recipientName: string | null;
  recipientCity: string | null;
}

/** Contract paths read as the CSV's column names. */
const COLUMN_OF_PATH: Array<[RegExp, string]> = [
  [/^destAddress\./, ''],
  [/^originAddress\./, 'sender.'],
  [/^invoice\.valor/, 'invoiceValor'],
  [/^invoice\.numero/, 'invoiceNumero'],
  [/^invoice\.serie/, 'invoiceSerie'],
  [/^invoice\.dataEmissao/, 'invoiceDataEmissao'],
  [/^invoice\.type/, 'invoiceType'],
  [/^invoice\./, ''],
  [/^parcel\.products/, 'products'],
  [/^parcel\./, ''],
];
const asColumns = (issue: string): string =>
  COLUMN_OF_PATH.reduce(
    (text, [pattern, column]) => (pattern.test(text) ? text.replace(pattern, column) : text),
    issue,
  );

const columnOf = (line: string): string => line.slice(0, line.indexOf(':'));

export function planRow(record: CsvRecord, ctx: RowContext): RowPlan {
  const f = record.fields;
  const { locale } = ctx;
  const messages: string[] = [];
  // A check line names its column, then the rule, in the operator's language (stored with the row).
  const problem: Problem = (column, rule, params) =>
    messages.push(`${column}: ${translate(said(`desk.row.${rule}`, params), locale)}`);
  // An absent column is undefined; one the parser cannot read is a problem naming the rule.
  const parsed =
    (parse: (raw: string) => { value: number } | { rule: 'notNumber' | 'notMoney' | 'moneyAmbiguous' }) =>
    (column: BatchCsvColumn): number | undefined => {
      const raw = f[column];
      if (raw === undefined) return undefined;
      const read = parse(raw);
      if ('rule' in read) problem(column, read.rule, { raw });
      return 'value' in read ? read.value : undefined;
    };
  const number = parsed((raw) => {
    const value = parseDecimal(raw);
    return value === null ? { rule: 'notNumber' } : { value };
  });
  // "2,500" could be R$ 2,50 or R$ 2.500,00: the row says so instead of "not an amount".
  const money = parsed((raw) => {
    const read = parseMoney(raw);
    if (read.ok) return { value: read.value };
    return { rule: read.error.problem === 'ambiguous' ? 'moneyAmbiguous' : 'notMoney' };
  });

  const externalRef = f.externalRef ?? null;
  if (!externalRef) problem('externalRef', 'required');
  else if (externalRef.length > 100) problem('externalRef', 'max100');

  // Recipient: an address-book entry or the columns, never both (which one would win is a guess).
  let dest: ShipmentAddress | undefined;
  const typedRecipient = BATCH_RECIPIENT_COLUMNS.some((c) => f[c] !== undefined);
  if (f.recipientKey) {
    if (typedRecipient) problem('recipientKey', 'recipientBoth');
    try {
      dest = ctx.recipient(f.recipientKey);
    } catch {
      problem('recipientKey', 'recipientUnknown', { key: f.recipientKey });
    }
  } else {
    dest = recipientFromColumns(f);
    // The same checks as the address-book form: a CPF with wrong check digits or a CEP that is
    // not 8 digits is refused here, before any money is spent, with its column and why.
    const bad = partyProblems(dest);
    if (bad.cpfCnpj === 'cpfCnpjCheck') problem('cpfCnpj', 'cpfCnpjCheck');
    else if (bad.cpfCnpj === 'cpfCnpj') problem('cpfCnpj', 'cpfCnpjLength');
    if (bad.zip === 'cep') problem('zip', 'cep');
    if (bad.state === 'uf') problem('state', 'uf');
  }

  // Parcel: a preset (weight may be typed over its usual one), or format + dimensions + weight.
  const weightKg = number('weightKg');
  let declaredValueCents = f.declaredValueCents === undefined ? money('declaredValue') : undefined;
  if (f.declaredValueCents !== undefined) {
    declaredValueCents = /^\d+$/.test(f.declaredValueCents) ? Number(f.declaredValueCents) : undefined;
    if (declaredValueCents === undefined) problem('declaredValueCents', 'wholeCents');
    if (f.declaredValue !== undefined) problem('declaredValue', 'valueBoth');
  }
  const products = f.products === undefined ? undefined : parseProducts(f.products, problem);
  const extras = {
    ...(weightKg === undefined ? {} : { weightKg }),
    ...(declaredValueCents === undefined ? {} : { declaredValueCents }),
    ...(f.contentDescription ? { contentDescription: f.contentDescription } : {}),
    ...(products ? { products } : {}),
  };
  let parcel: ShipPlan['parcel'] | undefined;
  let weighAtDesk = false;
  if (f.preset) {
    const preset = ctx.preset(f.preset);
    if (BATCH_DIMENSION_COLUMNS.some((c) => f[c] !== undefined)) problem('preset', 'presetBoth');
    if (!preset) problem('preset', 'noSuchPreset', { name: f.preset, names: ctx.presetNames().join(', ') || '—' });
    else parcel = parcelFromPreset(preset, extras);
  } else {
    const format = f.format ?? '2';
    if (!['1', '2', '3'].includes(format)) problem('format', 'format');
    const dims = {
      lengthCm: number('lengthCm'),
      widthCm: number('widthCm'),
      heightCm: number('heightCm'),
      thicknessCm: number('thicknessCm'),
      diameterCm: number('diameterCm'),
    };
    parcel = {
      format: format as '1' | '2' | '3',
      weightKg: weightKg ?? Number.NaN,
      ...Object.fromEntries(Object.entries(dims).filter(([, v]) => v !== undefined)),
      ...extras,
    };
    if (weightKg === undefined) {
      // A weight typed but unreadable ("abc") already has its one reason (not a number).
      if (!ctx.weighAtDesk && f.weightKg === undefined) problem('weightKg', 'weightRequired');
      // A stand-in so the contract check below reports the other fields; a row weighed at the
      // desk replaces it with the scale's reading before it is quoted.
      parcel.weightKg = 1;
      weighAtDesk = ctx.weighAtDesk === true;
    }
  }

  // A weight or a size no carrier takes (a scanner's code in weightKg, 120 for 12,0): refused
  // here, before any quote, in the ship screen's words, after the column to change.
  if (dest && parcel) {
    for (const refusal of beyondCarriers({ dest, parcel })) {
      const typedWeight = refusal.field === 'weight' && f.weightKg !== undefined;
      const column =
        f.preset && !typedWeight ? 'preset' : refusal.field === 'weight' ? 'weightKg' : `${refusal.field}Cm`;
      messages.push(`${column}: ${translate(said(`limits.${refusal.problem}`, refusal.params), locale)}`);
    }
  }

  const invoice = invoiceFromColumns(f, problem, money);
  if (invoice?.type === 'DCE' && parcel) dceAgreesWithDeclared(invoice, parcel, problem);
  const tipoDace = f.tipoDace?.toUpperCase();
  if (tipoDace !== undefined && !['T', 'R', 'C'].includes(tipoDace)) problem('tipoDace', 'tipoDace');

  const base = {
    externalRef,
    recipientName: dest?.personName ?? f.name ?? null,
    recipientCity: dest?.city ?? f.city ?? null,
  };
  if (!dest || !parcel) return { ...base, plan: null, messages };
  const plan: ShipPlan = {
    externalRef,
    origin: ctx.sender,
    dest,
    parcel,
    ...(invoice ? { invoice } : {}),
    ...(tipoDace && ['T', 'R', 'C'].includes(tipoDace) ? { tipoDace: tipoDace as TipoDace } : {}),
    ...(weighAtDesk ? { weighAtDesk: true as const } : {}),
  };
  const checked = checkPlan(plan, locale);
  if (!checked.ok) {
    // One reason per column: where the desk's own check already named a column (a CEP, a UF), the
    // contract's line for it says the same thing again and is left out.
    const named = new Set(messages.map(columnOf));
    messages.push(
      ...checked.error.issues.map(asColumns).filter((m) => !messages.includes(m) && !named.has(columnOf(m))),
    );
  }
  return { ...base, plan: messages.length === 0 ? plan : null, messages };
}

function recipientFromColumns(f: CsvRecord['fields']): ShipmentAddress {
  const country = (f.country ?? 'BR').toUpperCase();
  const brazil = country === 'BR';
  const fields = {
    name: f.name ?? '',
    personName: f.personName ?? f.name ?? '',
    phone: f.phone ?? '',
    email: f.email,
    street: f.street ?? '',
    number: f.number ?? '',
    complement: f.complement,
    district: f.district,
    city: f.city ?? '',
    state: brazil ? (f.state ?? '').toUpperCase() : (f.state ?? ''),
    // Formatted documents and CEPs ("111.444.777-35", "20040-002") are what people type.
    zip: brazil ? (f.zip ?? '').replace(/[\s.-]/g, '') : (f.zip ?? ''),
    cpfCnpj: f.cpfCnpj?.replace(/[\s./-]/g, ''),
    country,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as ShipmentAddress;
}

function parseProducts(raw: string, problem: Problem): ParcelProduct[] | undefined {
  const items: ParcelProduct[] = [];
  for (const [i, part] of raw
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .entries()) {
    const [content, quantity, valueCents, ncm] = part.split('|').map((p) => p.trim());
    if (!content || !/^\d+$/.test(quantity ?? '') || !/^\d+$/.test(valueCents ?? '')) {
      problem('products', 'product', { n: i + 1 });
      return undefined;
    }
    items.push({ content, quantity: Number(quantity), valueCents: Number(valueCents), ...(ncm ? { ncm } : {}) });
  }
  return items;
}

/**
 * A DC-e whose items, or its valor, add up to something else than the declared value: the carrier
 * charges and insures on the declared value, the DC-e says what the parcel holds, and the two must
 * tell one story. The ship screen refuses the same before Buy (issue 17.6); a batch row is refused
 * at import, before any money is spent. Nothing to compare when no value is declared.
 */
function dceAgreesWithDeclared(invoice: Invoice, parcel: ShipPlan['parcel'], problem: Problem): void {
  const declared = parcel.declaredValueCents;
  if (declared === undefined) return;
  const amounts = { declared: reais(declared) };
  if (parcel.products?.length) {
    const items = parcel.products.reduce((sum, item) => sum + item.quantity * item.valueCents, 0);
    if (items !== declared) problem('products', 'dceItemsDiffer', { ...amounts, items: reais(items) });
  }
  // valor is in reais (spec 2.9); compared in whole cents.
  if (invoice.valor !== undefined && Math.round(invoice.valor * 100) !== declared)
    problem('invoiceValor', 'dceValorDiffers', { ...amounts, valor: reais(Math.round(invoice.valor * 100)) });
}

function invoiceFromColumns(
  f: CsvRecord['fields'],
  problem: Problem,
  money: (c: BatchCsvColumn) => number | undefined,
): Invoice | undefined {
  const any = ['invoiceType', 'chaveNFe', 'invoiceNumero', 'invoiceSerie', 'invoiceValor', 'invoiceDataEmissao'].some(
    (c) => f[c as BatchCsvColumn] !== undefined,
  );
  if (!any) return undefined;
  const type = f.invoiceType?.toUpperCase();
  if (type !== 'NFE' && type !== 'DCE') {
    problem('invoiceType', 'invoiceType');
    return undefined;
  }
  const valor = money('invoiceValor');
  return {
    type,
    ...(f.chaveNFe ? { chaveNFe: f.chaveNFe.replace(/\s/g, '') } : {}),
    ...(f.invoiceNumero ? { numero: f.invoiceNumero } : {}),
    ...(f.invoiceSerie ? { serie: f.invoiceSerie } : {}),
    // The contract's one money field in reais (spec 2.9), kept to the cent.
    ...(valor === undefined ? {} : { valor: valor / 100 }),
    ...(f.invoiceDataEmissao ? { dataEmissao: f.invoiceDataEmissao } : {}),
  };
}
