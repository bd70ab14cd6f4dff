// Building blocks shared by the resource schemas. Patterns are exported so forms can reuse them
// for masks and hints without restating them.
import { z } from 'zod';
import { rule, type RuleId } from './rules';
import { anyUuid, serverDateTime } from './tolerant';

export const ZIP_BR_PATTERN = /^[0-9]{8}$/;
export const CPF_CNPJ_PATTERN = /^([0-9]{11}|[0-9]{14})$/;
export const PHONE_PATTERN = /^[0-9+\-()\s]{8,20}$/;
// Spec: "exactly 2 characters (UF)". Letters only: no UF contains a digit, and "S1" would be
// refused by the carrier after the operator has already moved on.
export const UF_PATTERN = /^[A-Za-z]{2}$/;
// ISO 3166-1 alpha-2 codes are capitals. Refusing "br" matters: the Brazil-only rules (CPF/CNPJ,
// 8-digit CEP) key on the exact value "BR", and a lowercase code would silently skip them.
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
export const CHAVE_NFE_PATTERN = /^[0-9]{44}$/;

/** Only the format check gets the catalogue text; a missing value still reads "is required". */
const onFormat = (id: RuleId) => (issue: { code?: string }) => (issue.code === 'invalid_format' ? rule(id) : undefined);

/**
 * Ids are UUIDs in any version (requests echo the server's ids, so they accept the same); see
 * tolerant.ts for why the RFC 9562 version is not checked.
 */
export const uuid = anyUuid;
/** Server date-times only (no request carries one): any ISO 8601 form, handed on in UTC. */
export const dateTime = serverDateTime;
export const isoDate = () => z.iso.date();
export const email = () => z.email();
// The main process fetches these addresses to print them: a file: or javascript: URL from a
// misbehaving server must never reach the downloader.
export const httpUrl = () => z.url({ protocol: /^https?$/, error: onFormat('httpUrl') });

/**
 * NUL and the bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). None
 * belongs in an address, a name or a note, and each is a way to make text lie: NUL cuts a string
 * short in C code downstream (a printer driver, a carrier's system), and an override shows
 * "PED-1234" while the bytes say otherwise, in the audit CSV, on a label, in a search. They are
 * refused where the operator types them, never stripped silently (the operator sees why).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
export const HIDDEN_CHARACTERS = /[\u0000\u202A-\u202E\u2066-\u2069]/u;
export const hasHiddenCharacters = (value: string): boolean => HIDDEN_CHARACTERS.test(value);

/** Free text an operator types (names, notes, references): any string without hidden characters. */
export const typed = () =>
  z.string().refine((value) => !hasHiddenCharacters(value), { error: rule('hiddenCharacters') });

/** A required request string: present, not empty, and free of hidden characters. */
export const text = () => typed().min(1, { error: rule('required') });

export const zipBr = () => z.string().regex(ZIP_BR_PATTERN, { error: rule('zip8') });
export const cpfCnpj = () => z.string().regex(CPF_CNPJ_PATTERN, { error: rule('cpfCnpj') });
export const phone = () => z.string().regex(PHONE_PATTERN, { error: rule('phone') });
export const uf = () => z.string().regex(UF_PATTERN, { error: rule('uf') });
export const countryCode = () => z.string().regex(COUNTRY_PATTERN, { error: rule('country') });

/** Kilograms or centimetres: a zero or negative measure is always a typing slip. */
export const measure = () => z.number().positive();
export const cents = () => z.number().int().nonnegative();
export const count = () => z.number().int().positive();

export const isPresent = (value: unknown): boolean => value !== undefined && value !== null;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A superRefine's reporter of broken rules: `broken('zip', 'zip8')` puts the rule's words on that
 * field (a path of several keys for a nested one).
 */
export const ruleIssues =
  (ctx: { addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void }) =>
  (path: string | readonly (string | number)[], id: RuleId): void =>
    ctx.addIssue({ code: 'custom', path: typeof path === 'string' ? [path] : [...path], message: rule(id) });

/**
 * Cross-field rules run even when a single field already failed, so a form shows every problem
 * in one pass instead of one per submit. The refinement then sees a partly-invalid object and
 * must only look at presence, never trust types.
 */
export const evenWithFieldIssues = {
  when: (payload: { value: unknown }) => isRecord(payload.value),
};

/** Brazil is the default country wherever the spec lets country be absent. */
export const isBrazil = (country: unknown): boolean => country === undefined || country === 'BR';
