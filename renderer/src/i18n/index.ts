// i18next with the desk's two languages. pt-BR is the source of truth: its message objects define
// the keys, and en must have exactly the same shape (checked by the compiler), so a screen can
// never show a raw key in one language only. Initialised synchronously: the first paint is
// already in the right language.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ptBR } from './pt-BR';

export type Language = 'pt-BR' | 'en';
export const LANGUAGES: readonly Language[] = ['pt-BR', 'en'];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'pt-BR': { translation: ptBR }, en: { translation: en } },
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export function setLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'pt-BR');
