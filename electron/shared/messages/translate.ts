// What main renders itself (the documents it prints, the logs, an Error's message): the one
// translate() of ./words.ts with the whole catalogue of both languages loaded, since main may say
// any key at any time. The page never imports this file: it loads each area with its screen.
//
// The catalogue goes into i18next at the first sentence main says, not when this file is imported:
// the station's start imports it with every service, and a start says nothing before the page's
// first calls are answered (startup.bench, issue 30 item 8: adding both languages, with the plural
// twins withPluralZero writes, is ~15 ms of CPU a start spent while the page waited for it).
import { en } from './en';
import { ptBR } from './pt-BR';
import { addWords, translate as inWords, type Locale, type Say } from './words';
import type { Said } from './said';

let added = false;

/** ./words.ts's translate(), the catalogue added first if it was not yet. */
export function translate(message: Said, language: Locale | Say = 'en'): string {
  if (!added) {
    addWords('pt-BR', ptBR);
    addWords('en', en);
    added = true;
  }
  return inWords(message, language);
}

export type { Locale } from './words';
