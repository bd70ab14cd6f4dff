// The page's side of the one catalogue (electron/shared/messages): its i18next instance, bound to
// React, with the desk's two languages. pt-BR is the source of truth: its areas define the keys,
// and en must have exactly the same shape (checked by the compiler and a test), so a screen can
// never show a raw key in one language only.
//
// The first screen carries only its own words (issue 30, item 8): the splash's and the login's
// (the `app` area, and `scan`: a scanner typing into the login is told off too) and what main may
// say before a session (station.common, .api, .session, .station) are in the first script, before the first paint; the rest of pt-BR is a chunk the station's chunk
// waits for (App's loadStation), and English a chunk of its own, loaded when a desk set to English
// starts or the operator picks it; the screen changes language once its words are there, never
// to raw keys.
import type { TFunction } from 'i18next';
import { setI18n } from 'react-i18next';
import { app } from '../../../electron/shared/messages/pt-BR/app';
import { api } from '../../../electron/shared/messages/pt-BR/station/api';
import { common } from '../../../electron/shared/messages/pt-BR/station/common';
import { scan } from '../../../electron/shared/messages/pt-BR/scan';
import { session } from '../../../electron/shared/messages/pt-BR/station/session';
import { stationSection } from '../../../electron/shared/messages/pt-BR/station/station';
import type { Said } from '../../../electron/shared/messages/said';
import { addWords, translate, words, type Say, type Tree } from '../../../electron/shared/messages/words';

export type Language = 'pt-BR' | 'en';
export const LANGUAGES: readonly Language[] = ['pt-BR', 'en'];

/** The one instance of the shared catalogue (electron/shared/messages/words.ts), bound to React. */
export const i18n = words;
setI18n(i18n);
addWords('pt-BR', { ...app, ...scan, station: { common, api, session, station: stationSection } });

/** Each language's whole catalogue, a chunk of its own (a local file in both shells, so offline too). */
const CATALOGUES: Record<Language, () => Promise<Tree>> = {
  'pt-BR': () => import('../../../electron/shared/messages/pt-BR').then((m) => m.ptBR),
  en: () => import('../../../electron/shared/messages/en').then((m) => m.en),
};

const loading = new Map<Language, Promise<void>>();
/** Languages whose whole catalogue is in (the first screen's words, or the contract's, do not count). */
const loaded = new Set<Language>();

/** The language's whole catalogue in i18next, loaded once. */
export function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
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
 * Shows the desk in `language`: at once when its words are loaded (pt-BR's first screen always
 * is; await loadLanguage first to be sure), else as soon as they are, the screen staying in the
 * language it was in meanwhile; words that could not load (a local file: hardly ever) leave it there.
 */
export function setLanguage(language: Language): void {
  wanted = language;
  if (loaded.has(language) || (language === 'pt-BR' && i18n.language === 'pt-BR')) return apply(language);
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
