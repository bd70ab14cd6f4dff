// One CSV row → a shipment plan, or every reason it cannot be one (in the operator's
// language). Numbers take a comma or a dot; money columns are reais ("1.234,56") except the
// *Cents ones; documents and CEPs may be typed formatted. The plan is then checked with the
// contract, the same rules the server applies, so a row that passes here is refused only for
// business reasons (price, balance), never for its shape.
import { partyProblems } from '../../../shared/contract';
import type { Invoice, Locale, ParcelProduct, ShipmentAddress, TipoDace } from '../../../shared/contract';
import type { PresetView } from '../../../shared/desk';
import { toStationError } from '../../ipc';
import { parseDecimal, parseReaisToCents } from '../money';
import { checkPlan, parcelFromPreset, type ShipPlan } from '../ship/plan';
import { say, type Column, type CsvRecord } from './csv-columns';

export interface RowContext {
  locale: Locale;
  sender: ShipmentAddress;
  preset(name: string): PresetView | undefined;
  presetNames(): string[];
  /** The address-book recipient with this key; throws when there is none. */
  recipient(key: string): ShipmentAddress;
}

export interface RowPlan {
  plan: ShipPlan | null;
  messages: string[];
  externalRef: string | null;
  recipientName: string | null;
  recipientCity: string | null;
}

const RECIPIENT_FIELDS: Column[] = [
  'name',
  'personName',
  'cpfCnpj',
  'phone',
  'email',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
  'zip',
  'country',
];
const DIMENSION_FIELDS: Column[] = ['format', 'lengthCm', 'widthCm', 'heightCm', 'thicknessCm', 'diameterCm'];

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

export function planRow(record: CsvRecord, ctx: RowContext): RowPlan {
  const f = record.fields;
  const { locale } = ctx;
  const messages: string[] = [];
  const problem = (column: string, en: string, pt: string) => messages.push(`${column}: ${say(locale, en, pt)}`);
  const number = (column: Column): number | undefined => {
    const raw = f[column];
    if (raw === undefined) return undefined;
    const value = parseDecimal(raw);
    if (value === null)
      problem(column, `must be a number (e.g. 1,5), got "${raw}"`, `deve ser um número (ex.: 1,5), veio "${raw}"`);
    return value ?? undefined;
  };
  const money = (column: Column): number | undefined => {
    const raw = f[column];
    if (raw === undefined) return undefined;
    const cents = parseReaisToCents(raw);
    if (cents === null)
      problem(
        column,
        `must be an amount in reais (e.g. 100,00), got "${raw}"`,
        `deve ser um valor em reais (ex.: 100,00), veio "${raw}"`,
      );
    return cents ?? undefined;
  };

  const externalRef = f.externalRef ?? null;
  if (!externalRef) problem('externalRef', 'is required', 'é obrigatório');
  else if (externalRef.length > 100)
    problem('externalRef', 'must have at most 100 characters', 'deve ter no máximo 100 caracteres');

  // Recipient: an address-book entry or the columns, never both (which one would win is a guess).
  let dest: ShipmentAddress | undefined;
  const typedRecipient = RECIPIENT_FIELDS.some((c) => f[c] !== undefined);
  if (f.recipientKey) {
    if (typedRecipient)
      problem(
        'recipientKey',
        'use recipientKey or the recipient columns, not both',
        'use recipientKey ou as colunas do destinatário, não os dois',
      );
    try {
      dest = ctx.recipient(f.recipientKey);
    } catch (error) {
      problem('recipientKey', toStationError(error).message, `não está no catálogo de endereços (${f.recipientKey})`);
    }
  } else {
    dest = recipientFromColumns(f);
    // The same checks as the address-book form: a CPF with wrong check digits or a CEP that is
    // not 8 digits is refused here, before any money is spent, with its column and why.
    const bad = partyProblems(dest);
    if (bad.cpfCnpj === 'cpfCnpjCheck')
      problem(
        'cpfCnpj',
        'the check digits do not match (a typing slip?)',
        'os dígitos verificadores não conferem (erro de digitação?)',
      );
    else if (bad.cpfCnpj === 'cpfCnpj')
      problem('cpfCnpj', 'must have 11 (CPF) or 14 (CNPJ) digits', 'deve ter 11 (CPF) ou 14 (CNPJ) dígitos');
    if (bad.zip === 'cep') problem('zip', 'must be a CEP of 8 digits', 'deve ser um CEP de 8 dígitos');
    if (bad.state === 'uf')
      problem('state', 'must be a Brazilian UF (SP, RJ, …)', 'deve ser uma UF do Brasil (SP, RJ, …)');
  }

  // Parcel: a preset (weight may be typed over its usual one), or format + dimensions + weight.
  const weightKg = number('weightKg');
  let declaredValueCents = f.declaredValueCents === undefined ? money('declaredValue') : undefined;
  if (f.declaredValueCents !== undefined) {
    declaredValueCents = /^\d+$/.test(f.declaredValueCents) ? Number(f.declaredValueCents) : undefined;
    if (declaredValueCents === undefined)
      problem('declaredValueCents', 'must be a whole number of cents', 'deve ser um número inteiro de centavos');
    if (f.declaredValue !== undefined)
      problem(
        'declaredValue',
        'use declaredValue or declaredValueCents, not both',
        'use declaredValue ou declaredValueCents, não os dois',
      );
  }
  const products = f.products === undefined ? undefined : parseProducts(f.products, problem);
  const extras = {
    ...(weightKg === undefined ? {} : { weightKg }),
    ...(declaredValueCents === undefined ? {} : { declaredValueCents }),
    ...(f.contentDescription ? { contentDescription: f.contentDescription } : {}),
    ...(products ? { products } : {}),
  };
  let parcel: ShipPlan['parcel'] | undefined;
  if (f.preset) {
    const preset = ctx.preset(f.preset);
    if (DIMENSION_FIELDS.some((c) => f[c] !== undefined))
      problem(
        'preset',
        'use a preset or format and dimensions, not both',
        'use um pacote salvo ou formato e dimensões, não os dois',
      );
    if (!preset) {
      const names = ctx.presetNames().join(', ') || '—';
      problem(
        'preset',
        `no preset named "${f.preset}" in this loja (${names})`,
        `não há pacote salvo "${f.preset}" nesta loja (${names})`,
      );
    } else parcel = parcelFromPreset(preset, extras);
  } else {
    const format = f.format ?? '2';
    if (!['1', '2', '3'].includes(format))
      problem(
        'format',
        'must be 1 (envelope), 2 (box) or 3 (cylinder)',
        'deve ser 1 (envelope), 2 (caixa) ou 3 (cilindro)',
      );
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
      problem('weightKg', 'is required (or give a preset)', 'é obrigatório (ou informe um pacote salvo)');
      parcel.weightKg = 1; // a stand-in so the contract check below reports the other fields
    }
  }

  const invoice = invoiceFromColumns(f, problem, money);
  const tipoDace = f.tipoDace?.toUpperCase();
  if (tipoDace !== undefined && !['T', 'R', 'C'].includes(tipoDace))
    problem('tipoDace', 'must be T, R or C', 'deve ser T, R ou C');

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
  };
  const checked = checkPlan(plan, locale);
  if (!checked.ok) messages.push(...checked.issues.map(asColumns).filter((m) => !messages.includes(m)));
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

function parseProducts(
  raw: string,
  problem: (column: string, en: string, pt: string) => void,
): ParcelProduct[] | undefined {
  const items: ParcelProduct[] = [];
  for (const [i, part] of raw
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .entries()) {
    const [content, quantity, valueCents, ncm] = part.split('|').map((p) => p.trim());
    if (!content || !/^\d+$/.test(quantity ?? '') || !/^\d+$/.test(valueCents ?? '')) {
      problem(
        'products',
        `item ${i + 1} must be description|quantity|valueCents (e.g. Camiseta|2|5000)`,
        `item ${i + 1} deve ser descrição|quantidade|valorCentavos (ex.: Camiseta|2|5000)`,
      );
      return undefined;
    }
    items.push({ content, quantity: Number(quantity), valueCents: Number(valueCents), ...(ncm ? { ncm } : {}) });
  }
  return items;
}

function invoiceFromColumns(
  f: CsvRecord['fields'],
  problem: (column: string, en: string, pt: string) => void,
  money: (c: Column) => number | undefined,
): Invoice | undefined {
  const any = ['invoiceType', 'chaveNFe', 'invoiceNumero', 'invoiceSerie', 'invoiceValor', 'invoiceDataEmissao'].some(
    (c) => f[c as Column] !== undefined,
  );
  if (!any) return undefined;
  const type = f.invoiceType?.toUpperCase();
  if (type !== 'NFE' && type !== 'DCE') {
    problem('invoiceType', 'must be NFE or DCE', 'deve ser NFE ou DCE');
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
