// The fiscal document a parcel travels under: an NF-e (its 44-digit access key, check digit
// verified) or a content declaration (DC-e: the items, their quantities and values, and the
// total). The invoice is not priced by the quote, so editing it never asks for a new quote.
import { isValidNfeKey } from '@brazilian-utils/brazilian-utils';
import type { Invoice, ParcelProduct } from '../../../../electron/shared/contract';
import { parseBRL } from '../../lib/format';

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

export type InvoiceProblem = 'required' | 'chaveLength' | 'chaveCheckDigit' | 'quantity' | 'money' | 'noProducts';
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

/** The NF-e key's problem, if any: it must be 44 digits with a right check digit. */
export function chaveProblem(chave: string): InvoiceProblem | undefined {
  const digits = onlyDigits(chave);
  if (!digits) return 'required';
  if (digits.length !== 44) return 'chaveLength';
  return isValidNfeKey(digits) ? undefined : 'chaveCheckDigit';
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

export function buildInvoice(form: InvoiceForm): BuiltInvoice {
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
    if (valueCents === null) errors[`products.${row.id}.value`] = 'money';
    if (row.content.trim() && Number.isInteger(quantity) && quantity >= 1 && valueCents !== null) {
      products.push({ content: row.content.trim(), quantity, valueCents });
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  // valor is in reais (the one money field of the contract that is not in cents).
  const valor = productsTotalCents(rows) / 100;
  return { ok: true, invoice: { type: 'DCE', valor, ...extra }, products };
}
