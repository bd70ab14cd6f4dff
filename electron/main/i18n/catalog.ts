// A service's own words to the operator, in both languages (pt-BR is the desk's default). Each
// service keeps its catalogue next to its code; this turns one into its `t` function. Only what
// the station says goes through here: the server's and the printer's words stay verbatim.
import type { Locale } from '../../shared/contract';

export type { Locale } from '../../shared/contract';

export type MessageEntry = Record<Locale, string>;
export type Params = Record<string, string | number>;

/** `t(locale, key, params)`: the message in the operator's language, `{name}` filled from params. */
export function catalog<K extends string>(
  messages: Record<K, MessageEntry>,
): (locale: Locale, key: K, params?: Params) => string {
  return (locale, key, params = {}) =>
    messages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
}

/** What a service says when its caller gives no locale: the desk's default. */
export const DEFAULT_LOCALE = (): Locale => 'pt-BR';
