// What goes into the full-text index and how the operator's keystrokes become an FTS query.
// The tokenizer (unicode61, remove_diacritics 2) folds case and accents on both sides, so
// "sao" finds "São Paulo"; numbers are indexed both as the digits and as they are printed, so
// "123.456.789-09", "12345678909" and "456" all find the same CPF.
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

// A sync folds and cuts the text of every record it writes (~100,000 of a big loja), so what
// ASCII text needs is done without the Unicode steps it would come out of unchanged: ASCII is
// already NFC and NFD, has no marks, and its letters and digits are [A-Za-z0-9]. Unicode property
// classes cost several times the ASCII ones (measured: ~4 of a record's ~8 µs cutting words),
// and most accented text is ASCII once its combining accents (U+0300-U+036F) are removed.
const ASCII = /^[\0-\x7f]*$/;
const ACCENTS = /[\u0300-\u036f]/g;
const MARKS = /\p{M}/gu;

/** Lower case, no accents: fold() before its spaces are made single. */
function lowerNoMarks(value: string): string {
  if (ASCII.test(value)) return value.toLowerCase();
  // Removing the usual accents first, then every mark if anything else is left, removes every mark.
  const bare = value.normalize('NFD').replace(ACCENTS, '');
  return (ASCII.test(bare) ? bare : bare.replace(MARKS, '')).toLowerCase();
}

/** Lower case, no accents, single spaces: the key lists sort by and records are compared by. */
export function fold(value: string): string {
  return lowerNoMarks(value).replace(/\s+/g, ' ').trim();
}

/**
 * Letters and digits apart: "santos1987" is indexed as "santos 1987". Unique tokens such as an
 * e-mail's "silva1987" would otherwise make a prefix like "silv" expand to thousands of terms,
 * which FTS5 merges one by one (measured: 10+ ms per keystroke at 100,000 recipients).
 */
const splitRuns = (value: string): string => value.replace(/(\p{L})(?=\p{N})|(\p{N})(?=\p{L})/gu, '$1$2 ');

const NUMBER = /\p{N}/u;

/** NFC, letters and digits apart (text with no digit has no run to split; ASCII is NFC already). */
function text(value: string | null | undefined): string {
  if (!value) return '';
  const nfc = ASCII.test(value) ? value : value.normalize('NFC');
  return NUMBER.test(nfc) ? splitRuns(nfc) : nfc;
}

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
  // The groups of 000.000.000-00 and 00.000.000/0000-00 (formatCpf, formatCnpj) after the first.
  if (d.length === 11) return `${d} ${d.slice(3, 6)} ${d.slice(6, 9)} ${d.slice(9)}`;
  if (d.length === 14) return `${d} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8, 12)} ${d.slice(12)}`;
  return text(value);
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
  const person =
    fields.person && fields.person !== fields.name && fold(fields.person) !== fold(fields.name) ? fields.person : '';
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
  return wordText(ftsJoined(fts));
}

/** The FTS row's columns in order, one space apart. */
export const ftsJoined = (fts: FtsDocument): string =>
  `${fts.name} ${fts.person} ${fts.company} ${fts.document} ${fts.phone} ${fts.email} ${fts.city} ${fts.zip}`;

const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const NOT_WORD_ASCII = /[^a-z0-9]+/g;

/** searchText of the joined columns: every run of letters and digits of the folded text, after a space. */
export function wordText(joined: string): string {
  const folded = lowerNoMarks(joined);
  // Lower-case ASCII: its letters and digits are [a-z0-9].
  let words = folded.replace(ASCII.test(folded) ? NOT_WORD_ASCII : NOT_WORD, ' ');
  if (words.endsWith(' ')) words = words.slice(0, -1);
  return words.startsWith(' ') ? words : ` ${words}`;
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
