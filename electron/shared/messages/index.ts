// Main's face of the catalogue (the page imports ./said, ./words and the areas it needs instead).
export * from './said';
export * from './said-schema';
export { ptBR } from './pt-BR';
export { en } from './en';
export { translate, type Locale } from './translate';
export { LOCALES, withPluralZero } from './words';
