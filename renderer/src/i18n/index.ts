// i18next with the desk's two languages. pt-BR is the source of truth: its message objects define
// the keys, and en must have exactly the same shape (checked by the compiler), so a screen can
// never show a raw key in one language only. Initialised synchronously with pt-BR, the desk's
// default: the first paint is in it. English is a chunk of its own (issue 30, item 8: the first
// screen carries only itself), loaded when a desk set to English starts or the operator picks it;
// the screen changes language once its words are there, never to raw keys.
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isSaid, type Said } from '../../../electron/shared/messages';
import { ptBR } from './pt-BR';

export type Language = 'pt-BR' | 'en';
export const LANGUAGES: readonly Language[] = ['pt-BR', 'en'];

export const i18n = i18next.createInstance();

type Tree = { [key: string]: string | Tree };

/**
 * Brazilian counts: CLDR's Portuguese rule puts 0 with 1 ("one": i = 0..1), so i18next would
 * write "0 endereço"; in Brazil a count of none is plural ("0 endereços"). Every `x_other` gets a
 * `x_zero` twin (i18next reads `_zero` for a count of 0 before the language's own form), unless
 * the catalogue writes one itself ("Nenhum …").
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

void i18n.use(initReactI18next).init({
  resources: { 'pt-BR': { translation: withPluralZero(ptBR) } },
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

/** The languages other than pt-BR, each its own chunk (a local file in both shells, so offline too). */
const CATALOGUES: Record<Exclude<Language, 'pt-BR'>, () => Promise<Tree>> = {
  en: () => import('./en').then((m) => m.en),
};

const loading = new Map<Language, Promise<void>>();

/** The language's words in i18next, loaded once; pt-BR's are always there. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'pt-BR' || i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let loaded = loading.get(language);
  if (!loaded) {
    loaded = CATALOGUES[language]().then(
      (catalogue) => void i18n.addResourceBundle(language, 'translation', catalogue),
      (error: unknown) => {
        loading.delete(language); // asked again next time
        throw error;
      },
    );
    loading.set(language, loaded);
  }
  return loaded;
}

/** The language the operator asked for last: a slower load of an earlier one never wins. */
let wanted: Language = 'pt-BR';

function apply(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Shows the desk in `language`: at once when its words are loaded (always pt-BR; await
 * loadLanguage first to be sure), else as soon as they are, the screen staying in the language it
 * was in meanwhile; words that could not load (a local file: hardly ever) leave it there.
 */
export function setLanguage(language: Language): void {
  wanted = language;
  if (language === 'pt-BR' || i18n.hasResourceBundle(language, 'translation')) return apply(language);
  loadLanguage(language).then(
    () => {
      if (wanted === language) apply(language);
    },
    () => undefined,
  );
}

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'pt-BR');

/**
 * What main said (a Said: a key of the shared catalogue and its parameters) in the operator's
 * language; a parameter that is itself a Said is translated first. A key this page does not know
 * (a newer main) shows the key rather than nothing.
 */
export function say(message: Said | null | undefined, t: TFunction = i18n.t): string {
  if (!message) return '';
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    params[name] = isSaid(value) ? say(value, t) : value;
  }
  return (t as (key: string, options: Record<string, unknown>) => string)(`station.${message.key}`, params);
}
