// Stored Brazilian values for display: CEP 01310-100, CPF 111.444.777-35, CNPJ 11.222.333/0001-81,
// phone (11) 98765-4321. Fields never mask as the operator types: a value stays as typed until
// its digits are all there (lib/documents.ts), so a missing digit is never punctuated into
// another CEP or document. The UF is the one field put in capitals as typed (the same UF).
import { formatCep, formatCnpj, formatCpf, formatPhone, getStates } from '@brazilian-utils/brazilian-utils';
import { digitsOf } from './documents';

export { digitsOf } from './documents';

export const maskUf = (text: string) =>
  text
    .replace(/[^a-zA-Z]/g, '')
    .slice(0, 2)
    .toUpperCase();

export const UFS: readonly string[] = getStates()
  .map((s) => s.code)
  .sort();

// The same UF check as the batch and main (electron/shared/contract/br.ts).
export { isUf } from '../../../electron/shared/contract/br';

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
  return /^\d{10,11}$/.test(phone) ? formatPhone(phone, { mask: 'nanp' }) : phone;
}
