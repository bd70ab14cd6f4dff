// What the station says, as data: a message key and its parameters, never a sentence built in
// main. translate() (./words.ts) puts it in words (`station.` + key of the catalogue) in main and
// in the page alike; a parameter may be another Said (a reason inside a sentence), translated the
// same way. Nothing here loads a catalogue or zod: the page's first script imports it.
import type { station } from './pt-BR/station';

/** The shape every language must have: pt-BR's keys with any text as values. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** i18next's plural forms: `parcels_one` and `parcels_other` are said as `parcels` with a count. */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Singular<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Singular<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key main may say: `printing.printerMissing`, `workflow.notCharged`, … */
export type StationMessageKey = Leaves<typeof station>;

/** The keys under one section, without its prefix: `KeysUnder<'desk.row.'>` is 'required' | … */
export type KeysUnder<Prefix extends string> = StationMessageKey extends infer K
  ? K extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;

export type SaidParam = string | number | Said;
export interface Said {
  key: StationMessageKey;
  params?: Record<string, SaidParam>;
}

/** `said('printing.printerMissing', { name })`. */
export function said(key: StationMessageKey, params?: Record<string, SaidParam | undefined>): Said {
  if (!params) return { key };
  const kept = Object.entries(params).filter((entry): entry is [string, SaidParam] => entry[1] !== undefined);
  return kept.length ? { key, params: Object.fromEntries(kept) } : { key };
}

/** Text that is not the station's (a file's own words, a legacy record) carried as is. */
export const verbatim = (text: string): Said => ({ key: 'common.verbatim', params: { text } });

export const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { key?: unknown }).key === 'string' &&
  ((value as { params?: unknown }).params === undefined ||
    (typeof (value as { params?: unknown }).params === 'object' && (value as { params?: unknown }).params !== null));

/**
 * Lines said apart from the station's sentence, and whose they are: the server's messages
 * (validation lists one per field), the printer's or the operating system's words verbatim, or
 * the station's own field checks (already in the operator's language, one per field). Shown
 * under a heading that names the source, never mixed with each other.
 */
export interface Quoted {
  source: 'server' | 'printer' | 'system' | 'checks';
  lines: string[];
}
