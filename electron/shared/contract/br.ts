// CPF/CNPJ check digits, for forms only. The wire contract stops at the spec's digit pattern:
// the server decides which documents it accepts, and refusing a document the server would take
// could block a real shipment. A form warns the operator before a typo reaches the carrier.
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** True for an 11-digit CPF or 14-digit CNPJ whose check digits are right; digits only. */
export function isValidCpfCnpj(document: string): boolean {
  if (/^[0-9]{11}$/.test(document)) return isValidCpf(document);
  if (/^[0-9]{14}$/.test(document)) return isValidCnpj(document);
  return false;
}
