// The station's words, rendered in main only for what main itself writes: the documents it
// prints (the pickup list, test pages), the logs (in English, for support) and an Error's
// message. Screens never get a sentence from here: main sends a Said (key + parameters) and the
// page translates it with the same resources (electron/shared/messages) through i18next.

export type { Locale } from '../../shared/contract';
export { translate } from '../../shared/messages';
