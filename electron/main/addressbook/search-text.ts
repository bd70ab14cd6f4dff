// What goes into the full-text index and how the operator's keystrokes become an FTS query.
// The tokenizer (unicode61, remove_diacritics 2) folds case and accents on both sides, so
// "sao" finds "São Paulo"; numbers are indexed both as the digits and as they are printed, so
// "123.456.789-09", "12345678909" and "456" all find the same CPF.
import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';

/** One FTS row; the column order is the table's (migration 2). */
export interface FtsDocument {
  name: string;
  person: string;
  company: string;
  document: string;
  phone: string;
  email: string;
  city: string;
  zip: string;
}

export const FTS_COLUMNS = ['name', 'person', 'company', 'document', 'phone', 'email', 'city', 'zip'] as const;

const digits = (value: string): string => value.replace(/\D/g, '');

/** Lower case, no accents, single spaces: the key lists sort by and records are compared by. */
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Letters and digits apart: "santos1987" is indexed as "santos 1987". Unique tokens such as an
 * e-mail's "silva1987" would otherwise make a prefix like "silv" expand to thousands of terms,
 * which FTS5 merges one by one (measured: 10+ ms per keystroke at 100,000 recipients).
 */
const splitRuns = (value: string): string => value.replace(/(\p{L})(?=\p{N})|(\p{N})(?=\p{L})/gu, '$1$2 ');

const text = (value: string | null | undefined): string => splitRuns((value ?? '').normalize('NFC'));

/**
 * An e-mail as its local part's words plus its domain as one token ("exemplocombr"): "com"
 * and "br" as words would sit in every document and slow every query starting with c or b.
 */
export function emailText(value: string | null | undefined): string {
  const [local = '', ...domain] = (value ?? '').split('@');
  return `${text(local)} ${domain.join('').replace(/\./g, '')}`.trim();
}

// Every query term is a prefix, so a printed group that starts the digit string ("123" of
// 123.456.789-09, "01310" of 01310-100, "98765" of 987654321) is found through the digits
// and is not indexed again: fewer tokens, faster syncs.

/** CPF/CNPJ as digits and the printed groups after the first (456 789 09; 345 678 0001 95). */
export function documentText(value: string | null | undefined): string {
  const d = digits(value ?? '');
  const printed = d.length === 11 ? formatCpf(d) : d.length === 14 ? formatCnpj(d) : null;
  if (printed === null) return text(value);
  return [d, ...printed.split(/\D+/).slice(1)].join(' ');
}

/**
 * Phone digits whole (DDD and number), the number without DDD, its last four, and the DDD, so
 * "98765", "11 98765-4321" and "+55 11 98765 4321" all find 11 98765-4321.
 */
export function phoneText(value: string | null | undefined): string {
  let d = digits(value ?? '');
  if (d.length >= 12 && d.startsWith('55')) d = d.slice(2);
  const forms = new Set<string>([d]);
  if (d.length === 10 || d.length === 11) {
    // A Brazilian number (DDD + 8 or 9 digits); "55" lets "+55 11 98765 4321" match too.
    const local = d.slice(2);
    forms.add('55').add(d.slice(0, 2)).add(local).add(local.slice(-4));
  }
  forms.delete('');
  return [...forms].join(' ');
}

/** CEP as digits and its last three (01310-100 → 01310100 100). */
export function zipText(value: string | null | undefined): string {
  const d = digits(value ?? '');
  return d.length === 8 ? `${d} ${d.slice(5)}` : text(value);
}

export function ftsDocument(fields: {
  name: string;
  person?: string | null | undefined;
  company?: string | null | undefined;
  cpfCnpj?: string | null | undefined;
  phone: string;
  email?: string | null | undefined;
  city?: string | null | undefined;
  zip?: string | null | undefined;
}): FtsDocument {
  // The person is usually the name again; indexing it twice only slows every query.
  const person = fields.person && fold(fields.person) !== fold(fields.name) ? fields.person : '';
  return {
    name: text(fields.name),
    person: text(person),
    company: text(fields.company),
    document: documentText(fields.cpfCnpj),
    phone: phoneText(fields.phone),
    email: emailText(fields.email),
    city: text(fields.city),
    zip: zipText(fields.zip),
  };
}

/**
 * The words of an FTS row as the tokenizer cuts them (letters and digits, accents and case
 * folded), each after one space: " maria silva 12345678909 …". A row's words start where this
 * text has " " + term, so search can check a term with instr() on the row, not in the index.
 */
export function searchText(fts: FtsDocument): string {
  const words = fold(FTS_COLUMNS.map((column) => fts[column]).join(' ')).match(/[\p{L}\p{N}]+/gu) ?? [];
  return ` ${words.join(' ')}`;
}

/** At most this many terms: a pasted paragraph must not become a 500-term query. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 64;

/**
 * The FTS5 query for what the operator typed, or null when nothing searchable is left. Every
 * term becomes a quoted prefix ("mar"*), so quotes, -, *, (, AND/OR/NOT or NEAR typed by the
 * operator are plain text and can never make the query fail. A term is a run of letters or of
 * digits with accents removed: one token of unicode61, never a phrase. After an @, the domain
 * is one term, as it is indexed.
 */
export function ftsQuery(input: string, options: { latinOnly?: boolean } = {}): string | null {
  const terms = queryTerms(input, options);
  return terms.length === 0 ? null : ftsMatch(terms);
}

/** Every term a quoted prefix, all of them required. */
export const ftsMatch = (terms: readonly string[]): string => terms.map((term) => `"${term}"*`).join(' ');

/** The terms of what the operator typed, each a prefix to look for (see ftsQuery). */
export function queryTerms(input: string, options: { latinOnly?: boolean } = {}): string[] {
  const at = input.indexOf('@');
  const typed = at < 0 ? input : `${input.slice(0, at)} ${input.slice(at + 1).replace(/\./g, '')}`;
  const folded = typed.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  // latinOnly: the fallback should SQLite's tokenizer ever split a letter JS calls a letter.
  const terms = folded.match(options.latinOnly ? /[A-Za-z\u00C0-\u024F]+|[0-9]+/g : /\p{L}+|\p{N}+/gu) ?? [];
  return [...new Set(terms.map((term) => term.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/**
 * How many of the query's terms begin a word of the entry's name (its folded name_key): the
 * relevance of a match that is not recently used. A name hit is what the operator means by the
 * entry they typed; a hit in the e-mail, the city or a number ranks after it.
 */
export function nameHits(terms: readonly string[], nameKey: string): number {
  const words = splitRuns(nameKey).split(/[^\p{L}\p{N}]+/u);
  return terms.reduce((hits, term) => {
    const folded = term.toLowerCase();
    return words.some((word) => word.startsWith(folded)) ? hits + 1 : hits;
  }, 0);
}
