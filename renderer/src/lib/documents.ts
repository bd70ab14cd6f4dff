// A CEP, CPF/CNPJ or phone as the operator typed it: the field shows exactly that, never a value
// re-punctuated into another one (7 digits of a CEP are not "13101-00"). Complete, it is shown
// in its usual punctuation (the same digits); incomplete or wrong, it stays as typed and is
// refused with why, and with the likely fix when there is one: the leading zero a spreadsheet
// drops from "01310-100" or "012.345.678-90", the 55 of the country or the 0 of a trunk call
// in front of a phone, the 9 a mobile number got in 2016. Check digits and phone numbering by
// @brazilian-utils (DESIGN: a maintained library, not hand-written).
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
} from '@brazilian-utils/brazilian-utils';

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Why a likely fix is likely: a key of errors.fix in the messages. */
export type FixWhy = 'leadingZero' | 'leadingZeros' | 'countryCode' | 'trunkZero' | 'mobileNine';

/** Why a typed value is refused: a key of errors.field in the messages. */
export type DocumentProblem =
  | 'required'
  | 'cep'
  | 'cepChars'
  | 'cpfCnpj'
  | 'cpfCnpjChars'
  | 'cpfCnpjCheck'
  | 'phone'
  | 'phoneChars'
  | 'phoneInvalid'
  | 'phoneAbroad';

/** What a typed value is: refused (why, its parameters, the likely fix) or right. */
export type Checked =
  | { problem: DocumentProblem; params?: Record<string, string | number>; fix?: { value: string; why: FixWhy } }
  | { problem: null };

/**
 * The text shown for a value once the operator leaves the field: its usual punctuation when its
 * digits are all there, the text as typed otherwise. Nothing but punctuation ever changes.
 */
export type Tidy = (text: string) => string;

/** Only digits and the punctuation these numbers are written with. */
const NUMERIC = /^[\d\s.\-/()]*$/;

const zeros = (n: number): FixWhy => (n === 1 ? 'leadingZero' : 'leadingZeros');

// ---- CEP --------------------------------------------------------------------------------

export function checkCep(text: string): Checked {
  const d = digitsOf(text);
  if (!text.trim()) return { problem: 'required' };
  if (!NUMERIC.test(text)) return { problem: 'cepChars' };
  if (d.length === 8) return { problem: null };
  // CEPs run from 01000-000: one zero at most can have been lost in front.
  const fix = d.length === 7 && d[0] !== '0' ? { value: formatCep(d, { pad: true }), why: zeros(1) } : undefined;
  return { problem: 'cep', params: { n: d.length }, ...(fix ? { fix } : {}) };
}

export const tidyCep: Tidy = (text) => {
  const d = digitsOf(text);
  return NUMERIC.test(text) && d.length === 8 ? formatCep(d) : text;
};

// ---- CPF / CNPJ -------------------------------------------------------------------------

/** A CPF (11) or CNPJ (14) padded with the zeros it lost in front, when its check digits then hold. */
function paddedDocument(d: string): { value: string; why: FixWhy } | undefined {
  if (d.length >= 9 && d.length < 11 && isValidCpf(d.padStart(11, '0')))
    return { value: formatCpf(d.padStart(11, '0')), why: zeros(11 - d.length) };
  if (d.length >= 12 && d.length < 14 && isValidCnpj(d.padStart(14, '0')))
    return { value: formatCnpj(d.padStart(14, '0')), why: zeros(14 - d.length) };
  return undefined;
}

export function checkCpfCnpj(text: string): Checked {
  const d = digitsOf(text);
  if (!text.trim()) return { problem: 'required' };
  if (!NUMERIC.test(text)) return { problem: 'cpfCnpjChars' };
  if (d.length === 11) return isValidCpf(d) ? { problem: null } : { problem: 'cpfCnpjCheck' };
  if (d.length === 14) return isValidCnpj(d) ? { problem: null } : { problem: 'cpfCnpjCheck' };
  const fix = paddedDocument(d);
  return { problem: 'cpfCnpj', params: { n: d.length }, ...(fix ? { fix } : {}) };
}

export const tidyCpfCnpj: Tidy = (text) => {
  const d = digitsOf(text);
  if (!NUMERIC.test(text)) return text;
  if (d.length === 11) return formatCpf(d);
  if (d.length === 14) return formatCnpj(d);
  return text;
};

// ---- phone ------------------------------------------------------------------------------

/** A number written for abroad ("+1 212 555 0100"): the spec's 8–20 characters. */
const ABROAD = /^[0-9+\-()\s]{8,20}$/;

/** A Brazilian number as typed with something extra or missing, and what it most likely is. */
function phoneFix(d: string): { value: string; why: FixWhy } | undefined {
  const ok = (n: string) => n.length >= 10 && n.length <= 11 && isValidPhone(n);
  const show = (n: string) => formatPhone(n, { mask: 'nanp' });
  if ((d.length === 12 || d.length === 13) && d.startsWith('55') && ok(d.slice(2)))
    return { value: show(d.slice(2)), why: 'countryCode' };
  if ((d.length === 11 || d.length === 12) && d.startsWith('0') && ok(d.slice(1)))
    return { value: show(d.slice(1)), why: 'trunkZero' };
  // A mobile written before the 9 in front (2016): DDD, then 8 digits starting 6–9.
  if (d.length === 10 && /[6-9]/.test(d[2]!) && ok(`${d.slice(0, 2)}9${d.slice(2)}`))
    return { value: show(`${d.slice(0, 2)}9${d.slice(2)}`), why: 'mobileNine' };
  return undefined;
}

/** A phone in Brazil (DDD and number) unless it is written for abroad (+…), or the party is abroad. */
export function checkPhone(text: string, brazil = true): Checked {
  const typed = text.trim();
  if (!typed) return { problem: 'required' };
  if (!brazil || typed.startsWith('+')) return ABROAD.test(typed) ? { problem: null } : { problem: 'phoneAbroad' };
  if (!NUMERIC.test(typed)) return { problem: 'phoneChars' };
  const d = digitsOf(typed);
  const fix = phoneFix(d);
  if (d.length !== 10 && d.length !== 11) return { problem: 'phone', params: { n: d.length }, ...(fix ? { fix } : {}) };
  if (!isValidPhone(d)) return { problem: 'phoneInvalid', ...(fix ? { fix } : {}) };
  return { problem: null };
}

export function tidyPhone(text: string, brazil = true): string {
  const typed = text.trim();
  if (!brazil || typed.startsWith('+') || !NUMERIC.test(typed)) return text;
  const d = digitsOf(typed);
  return d.length === 10 || d.length === 11 ? formatPhone(d, { mask: 'nanp' }) : text;
}
