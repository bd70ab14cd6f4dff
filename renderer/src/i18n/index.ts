// The page's side of the one catalogue (electron/shared/messages): its i18next instance, bound to
// React, with the desk's two languages. pt-BR is the source of truth: its areas define the keys,
// and en must have exactly the same shape (checked by the compiler and a test), so a screen can
// never show a raw key in one language only. pt-BR is there before the first paint. English is a chunk of its own (issue 30, item 8: the first
// screen carries only itself), loaded when a desk set to English starts or the operator picks it;
// the screen changes language once its words are there, never to raw keys.
import type { TFunction } from 'i18next';
import { setI18n } from 'react-i18next';
import { ptBR } from '../../../electron/shared/messages/pt-BR';
import type { Said } from '../../../electron/shared/messages/said';
import { addWords, translate, words, type Say, type Tree } from '../../../electron/shared/messages/words';

export type Language = 'pt-BR' | 'en';
export const LANGUAGES: readonly Language[] = ['pt-BR', 'en'];

/** The one instance of the shared catalogue (electron/shared/messages/words.ts), bound to React. */
export const i18n = words;
setI18n(i18n);
addWords('pt-BR', ptBR);

/** The languages other than pt-BR, each its own chunk (a local file in both shells, so offline too). */
const CATALOGUES: Record<Exclude<Language, 'pt-BR'>, () => Promise<Tree>> = {
  en: () => import('../../../electron/shared/messages/en').then((m) => m.en),
};

const loading = new Map<Language, Promise<void>>();
/** Languages whose whole catalogue is in (an area alone, such as the contract's, does not count). */
const loaded = new Set<Language>(['pt-BR']);

/** The language's words in i18next, loaded once; pt-BR's are always there. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'pt-BR' || loaded.has(language)) return Promise.resolve();
  let loadingNow = loading.get(language);
  if (!loadingNow) {
    loadingNow = CATALOGUES[language]().then(
      (catalogue) => {
        addWords(language, catalogue);
        loaded.add(language);
      },
      (error: unknown) => {
        loading.delete(language); // asked again next time
        throw error;
      },
    );
    loading.set(language, loadingNow);
  }
  return loadingNow;
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
  if (loaded.has(language)) return apply(language);
  loadLanguage(language).then(
    () => {
      if (wanted === language) apply(language);
    },
    () => undefined,
  );
}

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'pt-BR');

/**
 * What main said (a Said: a key of the shared catalogue's `station.*` and its parameters) in the
 * operator's language, through the shared translate() with the screen's `t`.
 */
export function say(message: Said | null | undefined, t: TFunction = i18n.t): string {
  return message ? translate(message, t as Say) : '';
}
