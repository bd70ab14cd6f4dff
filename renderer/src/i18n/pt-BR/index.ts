// pt-BR, the desk's default language and the source of every message key.
import { app } from './app';
import { desk } from './desk';
import { ship } from './ship';
import { speed } from './speed';

export const ptBR = { ...app, ...ship, ...desk, ...speed };
