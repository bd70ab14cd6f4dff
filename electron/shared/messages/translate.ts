// A Said in words, for what is rendered outside a screen's own i18n: the contract's field lines
// (shared by main, the renderer's forms and the sandbox), the documents main prints, the logs.
// The page translates what main sends with its own i18next over these same resources.
import i18next from 'i18next';
import { stationEn } from './en';
import { stationPtBR } from './pt-BR';
import { isSaid, type Said } from './said';

export type Locale = 'pt-BR' | 'en';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { 'pt-BR': { translation: stationPtBR }, en: { translation: stationEn } },
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The renderer types i18next's keys for its own resources (renderer/src/i18n, under `station.`);
// this instance holds the catalogue at its root, so its t is called as the plain function it is.
const t: (key: string, options: Record<string, unknown>) => string = i18n.t.bind(i18n) as never;

/** The Said in a language, its Said parameters translated first. */
export function translate(message: Said, locale: Locale = 'en'): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    params[name] = isSaid(value) ? translate(value, locale) : value;
  }
  return t(message.key, { ...params, lng: locale });
}
