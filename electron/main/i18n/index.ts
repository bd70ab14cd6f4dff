// The station's own words to the operator, in pt-BR (the desk's default) and en.
export { catalog, DEFAULT_LOCALE, type Locale, type MessageEntry, type Params } from './catalog';
