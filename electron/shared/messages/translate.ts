// What main renders itself (the documents it prints, the logs, an Error's message): the one
// translate() of ./words.ts with the whole catalogue of both languages loaded, since main may say
// any key at any time. The page never imports this file: it loads each area with its screen.
import { en } from './en';
import { ptBR } from './pt-BR';
import { addWords } from './words';

addWords('pt-BR', ptBR);
addWords('en', en);

export { translate, type Locale } from './words';
