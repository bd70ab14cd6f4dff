// The station's words in one i18next instance a process: main (documents, logs, an Error's
// message) and the page (react-i18next binds its screens to this same instance) add the areas of
// the catalogue they need and say a Said with the one translate() below, under the same plural
// rules. No catalogue is imported here: main adds all of them (./translate.ts), the page each
// area with the screen that uses it.
import i18next from 'i18next';
import { isSaid, type Said } from './said';

export type Locale = 'pt-BR' | 'en';
export const LOCALES: readonly Locale[] = ['pt-BR', 'en'];

export type Tree = { [key: string]: string | Tree };

/**
 * Brazilian counts: CLDR's Portuguese rule puts 0 with 1 ("one": i = 0..1), so i18next would
 * write "0 endereço"; in Brazil a count of none is plural ("0 endereços"). Every `x_other` gets a
 * `x_zero` twin (i18next reads `_zero` for a count of 0 before the language's own form), unless
 * the catalogue writes one itself ("Nenhum …"). English says "0 addresses" either way.
 */
export function withPluralZero<T extends Tree>(tree: T): T {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string') {
      out[key] = withPluralZero(value);
      continue;
    }
    out[key] = value;
    const zero = key.endsWith('_other') ? `${key.slice(0, -'_other'.length)}_zero` : null;
    if (zero && !(zero in tree)) out[zero] = value;
  }
  return out as T;
}

export const words = i18next.createInstance();
void words.init({
  resources: {},
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already; documents and logs are not HTML
  returnNull: false,
});

/** Adds an area (or a whole language) of the catalogue, deep-merged with what is there. */
export function addWords(locale: Locale, tree: Tree): void {
  words.addResourceBundle(locale, 'translation', withPluralZero(tree), true, true);
}

/** A `t` as i18next and react-i18next give one, called with any key of the catalogue. */
export type Say = (key: string, options: Record<string, unknown>) => string;

// The typed t takes only literal keys of the renderer's typing (i18next.d.ts); a Said's key is
// checked against the catalogue when it is made (said()), so t is called as the plain function it is.
const anyKey: Say = words.t.bind(words) as never;
const inLocale =
  (locale: Locale): Say =>
  (key, options) =>
    anyKey(key, { ...options, lng: locale });

/**
 * The Said in words: in a language (main: documents, logs), or through a screen's `t` (the page:
 * react-i18next's, so the screen follows a change of language). Its Said parameters are
 * translated first. A key the loaded words do not hold (a newer main) shows the key, never nothing.
 */
export function translate(message: Said, language: Locale | Say = 'en'): string {
  const t = typeof language === 'function' ? language : inLocale(language);
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    params[name] = isSaid(value) ? translate(value, t) : value;
  }
  return t(`station.${message.key}`, params);
}
