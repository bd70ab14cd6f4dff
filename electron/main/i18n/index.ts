// The station's words, rendered in main only for what main itself writes: the documents it
// prints (the pickup list, test pages), the logs (in English, for support) and an Error's
// message. Screens never get a sentence from here: main sends a Said (key + parameters) and the
// page translates it with the same resources (electron/shared/messages) through i18next.
import i18next from 'i18next';
import { isSaid, stationEn, stationPtBR, type Said } from '../../shared/messages';
import type { Locale } from '../../shared/contract';

export type { Locale } from '../../shared/contract';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { 'pt-BR': { translation: stationPtBR }, en: { translation: stationEn } },
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The Said in a language, its Said parameters translated first. */
export function translate(message: Said, locale: Locale = 'en'): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    params[name] = isSaid(value) ? translate(value, locale) : value;
  }
  return i18n.t(message.key, { ...params, lng: locale });
}

/** What a service says when its caller gives no locale: the desk's default. */
export const DEFAULT_LOCALE = (): Locale => 'pt-BR';
