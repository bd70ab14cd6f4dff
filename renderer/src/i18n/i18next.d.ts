import type { ptBR } from '../../../electron/shared/messages/pt-BR';

// Typed keys: t('ship.quote.title') is checked against the pt-BR catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptBR };
    returnNull: false;
  }
}
