// The desk's words to the operator in the operator's language (pt-BR is the desk's default).
// Each text is written in both languages where it is said; what the server said is added verbatim.
import type { Locale } from '../../shared/contract';

export type { Locale } from '../../shared/contract';

/** The English or the Portuguese text, by the operator's language. */
export const say = (locale: Locale, en: string, pt: string): string => (locale === 'en' ? en : pt);
