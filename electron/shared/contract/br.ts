// Brazilian documents and addresses as a desk checks them before anything leaves: CPF/CNPJ check
// digits, the 8-digit CEP and a real UF. One set of checks for every way a recipient enters the
// station (the address-book forms, the ship screen, the batch CSV). The wire contract stops at
// the spec's digit patterns: the server decides which documents it accepts, and refusing one the
// server would take could block a real shipment; these checks catch the desk's typing slips.
import { getStates, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/** True for an 11-digit CPF or 14-digit CNPJ whose check digits are right; digits only. */
export function isValidCpfCnpj(document: string): boolean {
  if (/^[0-9]{11}$/.test(document)) return isValidCpf(document);
  if (/^[0-9]{14}$/.test(document)) return isValidCnpj(document);
  return false;
}

const UFS: ReadonlySet<string> = new Set(getStates().map((state) => state.code));

/** One of Brazil's 27 UFs ("SP", "rj" …). */
export const isUf = (text: string): boolean => UFS.has(text.trim().toUpperCase());

/** Why a Brazilian party would be refused by the desk; the key names the field. */
export type PartyProblem = 'required' | 'cpfCnpj' | 'cpfCnpjCheck' | 'cep' | 'uf';

/**
 * The desk's checks of a party's document and address in Brazil (formatted input is fine:
 * "111.444.777-35", "20040-002"). Outside Brazil nothing here applies.
 */
export function partyProblems(party: {
  cpfCnpj?: string | undefined;
  zip?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
}): Partial<Record<'cpfCnpj' | 'zip' | 'state', PartyProblem>> {
  if ((party.country ?? 'BR') !== 'BR') return {};
  const problems: Partial<Record<'cpfCnpj' | 'zip' | 'state', PartyProblem>> = {};
  const document = (party.cpfCnpj ?? '').replace(/\D/g, '');
  if (!document) problems.cpfCnpj = 'required';
  else if (document.length !== 11 && document.length !== 14) problems.cpfCnpj = 'cpfCnpj';
  else if (!isValidCpfCnpj(document)) problems.cpfCnpj = 'cpfCnpjCheck';
  if ((party.zip ?? '').replace(/\D/g, '').length !== 8) problems.zip = 'cep';
  if (!isUf(party.state ?? '')) problems.state = 'uf';
  return problems;
}
