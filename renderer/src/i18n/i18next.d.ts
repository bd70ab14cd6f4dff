import type { ptBR } from './pt-BR';

// Typed keys: t('ship.quote.title') is checked against the pt-BR messages.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptBR };
    returnNull: false;
  }
}
