// The fiscal document a parcel travels under: an NF-e (its 44-digit access key, check digit
// verified) or a content declaration (DC-e: the items, their quantities and values, and the
// total). The invoice is not priced by the quote, so editing it never asks for a new quote.
import { isValidNfeKey } from '@brazilian-utils/brazilian-utils';
import type { Invoice, ParcelProduct } from '../../../../electron/shared/contract';
import { moneyProblem, parseBRL } from '../../lib/format';

export type InvoiceType = 'NFE' | 'DCE' | 'none';

export interface ProductRow {
  id: number;
  content: string;
  quantity: string;
  value: string;
}

export interface InvoiceForm {
  type: InvoiceType;
  chave: string;
  numero: string;
  serie: string;
  products: ProductRow[];
}

export type ChaveProblem =
  | 'chaveChars'
  | 'chaveLength'
  | 'chaveCheckDigit'
  | 'chaveUf'
  | 'chaveMonth'
  | 'chaveModel'
  | 'chaveNumber'
  | 'chaveEmission'
  | 'chaveCnf'
  | 'chaveInvalid';
export type InvoiceProblem =
  'required' | ChaveProblem | 'quantity' | 'money' | 'moneyAmbiguous' | 'noProducts' | 'dceTotalDiffers';
/** Keys: 'chave', 'products', or `products.<row id>.<content|quantity|value>`. */
export type InvoiceErrors = Record<string, InvoiceProblem>;

let nextRow = 1;
export const newProductRow = (): ProductRow => ({ id: nextRow++, content: '', quantity: '1', value: '' });

export const emptyInvoice = (): InvoiceForm => ({
  type: 'NFE',
  chave: '',
  numero: '',
  serie: '',
  products: [newProductRow()],
});

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The parts of an access key, by position (MOC, NF-e layout, "Chave de Acesso"):
 * cUF 1–2 · AAMM 3–6 · CNPJ 7–20 · mod 21–22 · serie 23–25 · nNF 26–34 · tpEmis 35 · cNF 36–43 · cDV 44.
 */
export interface ChaveFacts {
  /** Digits typed. */
  n: number;
  /** The check digit typed (44th) and the one the first 43 give. */
  typed: string;
  expected: string;
  uf: string;
  month: string;
  model: string;
  tpEmis: string;
  cnf: string;
}

const UF_CODES = new Set('11 12 13 14 15 16 17 21 22 23 24 25 26 27 28 29 31 32 33 35 41 42 43 50 51 52 53'.split(' '));
/** tpEmis of an NF-e / NFC-e (MOC: 1 normal … 9 offline NFC-e; 8 is not used). */
const EMISSION_TYPES = new Set('12345679'.split(''));

/** The key's check digit: modulo 11 of the first 43 digits, weights 2…9 from the right; 0 or 1 left gives 0. */
export function chaveCheckDigit(first43: string): string {
  let sum = 0;
  for (let i = 0; i < first43.length; i++) sum += Number(first43[first43.length - 1 - i]) * (2 + (i % 8));
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

export function chaveFacts(chave: string): ChaveFacts {
  const d = onlyDigits(chave);
  return {
    n: d.length,
    typed: d.slice(43, 44),
    expected: d.length >= 43 ? chaveCheckDigit(d.slice(0, 43)) : '',
    uf: d.slice(0, 2),
    month: d.slice(4, 6),
    model: d.slice(20, 22),
    tpEmis: d.slice(34, 35),
    cnf: d.slice(35, 43),
  };
}

/** A cNF the SEFAZ refuses (rule B03-10, NT 2019.001): a repeated digit, a run of 8, or the invoice's own number. */
function forbiddenCnf(cnf: string, invoiceNumber: number): boolean {
  const run = '01234567890123456789';
  return /^(\d)\1{7}$/.test(cnf) || run.includes(cnf) || Number(cnf) === invoiceNumber;
}

/**
 * What is wrong with an NF-e key, the first thing an operator can check against the paper: its
 * length, then the check digit (a mistyped digit nearly always shows there), then each part
 * that cannot be (a UF, month, model or emission type that does not exist), then the cNF.
 */
export function chaveProblem(chave: string): 'required' | ChaveProblem | undefined {
  const digits = onlyDigits(chave);
  if (!chave.trim()) return 'required';
  // As typed, copied or grouped in fours as the DANFE prints it; a letter is no part of a key.
  if (!/^[\d\s.-]*$/.test(chave)) return 'chaveChars';
  if (digits.length !== 44) return 'chaveLength';
  const facts = chaveFacts(digits);
  if (facts.typed !== facts.expected) return 'chaveCheckDigit';
  if (!UF_CODES.has(facts.uf)) return 'chaveUf';
  const month = Number(facts.month);
  if (month < 1 || month > 12) return 'chaveMonth';
  if (facts.model !== '55' && facts.model !== '65') return 'chaveModel';
  const invoiceNumber = Number(digits.slice(25, 34));
  if (invoiceNumber === 0) return 'chaveNumber';
  if (!EMISSION_TYPES.has(facts.tpEmis)) return 'chaveEmission';
  if (forbiddenCnf(facts.cnf, invoiceNumber)) return 'chaveCnf';
  // Whatever the checks above let through and the shared validator still refuses.
  return isValidNfeKey(digits) ? undefined : 'chaveInvalid';
}

/** The key as shown once the operator leaves the field: its 44 digits together, or the text as typed. */
export function tidyChave(chave: string): string {
  return /^[\d\s.-]*$/.test(chave) && onlyDigits(chave).length === 44 ? onlyDigits(chave) : chave;
}

/**
 * A DC-e whose items add up to something else than the parcel's declared value: the carrier
 * charges (and insures) on the declared value, the fiscal document says the items' total, and
 * the two must tell the same story. Nothing to compare when no value is declared.
 */
export function dceTotalDiffers(form: InvoiceForm, declaredCents: number | undefined): boolean {
  if (form.type !== 'DCE' || declaredCents === undefined) return false;
  const rows = form.products.filter((row) => row.content.trim() || row.value.trim());
  return rows.length > 0 && productsTotalCents(rows) !== declaredCents;
}

/** Sum of quantity × unit value of the rows that parse, in cents. */
export function productsTotalCents(rows: readonly ProductRow[]): number {
  return rows.reduce((sum, row) => {
    const cents = parseBRL(row.value);
    const quantity = Number(row.quantity);
    return cents === null || !Number.isInteger(quantity) ? sum : sum + cents * quantity;
  }, 0);
}

export type BuiltInvoice =
  { ok: true; invoice?: Invoice; products?: ParcelProduct[] } | { ok: false; errors: InvoiceErrors };

/** The invoice to send, or what is wrong; `declaredCents` is the parcel's declared value as quoted. */
export function buildInvoice(form: InvoiceForm, declaredCents?: number): BuiltInvoice {
  const errors: InvoiceErrors = {};
  const extra = {
    ...(form.numero.trim() ? { numero: form.numero.trim() } : {}),
    ...(form.serie.trim() ? { serie: form.serie.trim() } : {}),
  };
  if (form.type === 'none') return { ok: true };
  if (form.type === 'NFE') {
    const problem = chaveProblem(form.chave);
    if (problem) return { ok: false, errors: { chave: problem } };
    return { ok: true, invoice: { type: 'NFE', chaveNFe: onlyDigits(form.chave), ...extra } };
  }
  const products: ParcelProduct[] = [];
  const rows = form.products.filter((row) => row.content.trim() || row.value.trim());
  if (rows.length === 0) errors.products = 'noProducts';
  for (const row of rows) {
    const quantity = Number(row.quantity);
    const valueCents = parseBRL(row.value);
    if (!row.content.trim()) errors[`products.${row.id}.content`] = 'required';
    if (!Number.isInteger(quantity) || quantity < 1) errors[`products.${row.id}.quantity`] = 'quantity';
    if (valueCents === null) errors[`products.${row.id}.value`] = moneyProblem(row.value);
    if (row.content.trim() && Number.isInteger(quantity) && quantity >= 1 && valueCents !== null) {
      products.push({ content: row.content.trim(), quantity, valueCents });
    }
  }
  if (!errors.products && dceTotalDiffers(form, declaredCents)) errors.products = 'dceTotalDiffers';
  if (Object.keys(errors).length) return { ok: false, errors };
  // valor is in reais (the one money field of the contract that is not in cents).
  const valor = productsTotalCents(rows) / 100;
  return { ok: true, invoice: { type: 'DCE', valor, ...extra }, products };
}
