// Masks as the operator types: CEP 01310-100, CPF 111.444.777-35, CNPJ 11.222.333/0001-81,
// phone (11) 98765-4321. The library formats partial input too, so the mask grows with typing.
// The 44-digit NF-e key stays plain digits (with a count), read in a monospace field.
import { formatCep, formatCnpj, formatCpf, formatPhone, getStates } from '@brazilian-utils/brazilian-utils';

export const digitsOf = (text: string) => text.replace(/\D/g, '');

export const maskCep = (text: string) => formatCep(digitsOf(text).slice(0, 8));

export function maskCpfCnpj(text: string): string {
  const digits = digitsOf(text).slice(0, 14);
  return digits.length <= 11 ? formatCpf(digits) : formatCnpj(digits);
}

/** Brazilian phones get (DD) NNNNN-NNNN; anything starting with + is left as typed. */
export function maskPhone(text: string): string {
  if (text.trim().startsWith('+')) return text.replace(/[^0-9+\-()\s]/g, '').slice(0, 20);
  const digits = digitsOf(text).slice(0, 11);
  return digits.length <= 2 ? digits : formatPhone(digits, { mask: 'nanp' });
}

/** Digits only, at most 44: grouped in fours it would not fit the field at a readable size. */
export const maskNfeKey = (text: string) => digitsOf(text).slice(0, 44);

export const maskUf = (text: string) =>
  text
    .replace(/[^a-zA-Z]/g, '')
    .slice(0, 2)
    .toUpperCase();

export const UFS: readonly string[] = getStates()
  .map((s) => s.code)
  .sort();

// The same UF check as the batch and main (electron/shared/contract/br.ts).
export { isUf } from '../../../electron/shared/contract';

/** A document for display: CPF or CNPJ masked, anything else as it is. */
export function showDocument(doc: string | null | undefined): string {
  if (!doc) return '';
  const digits = digitsOf(doc);
  if (digits.length === 11) return formatCpf(digits);
  if (digits.length === 14) return formatCnpj(digits);
  return doc;
}

export function showCep(zip: string, country = 'BR'): string {
  return country === 'BR' && /^\d{8}$/.test(zip) ? formatCep(zip) : zip;
}

/** A stored phone for display: Brazilian digits masked, anything else as it is. */
export function showPhone(phone: string): string {
  return /^\d{10,11}$/.test(phone) ? maskPhone(phone) : phone;
}
