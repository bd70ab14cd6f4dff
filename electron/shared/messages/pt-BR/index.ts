// pt-BR, the desk's default language and the source of every key: one catalogue for the page and
// for main, one key space. Each area is a file of its own (the page loads it with the screen that
// uses it); `station.*` holds what main says (a Said's key is a key under `station.`), the rest
// what the screens say. en must have exactly this shape (checked by the compiler and a test).
import { app } from './app';
import { desk } from './desk';
import { firstDay } from './firstDay';
import { paper } from './paper';
import { scale } from './scale';
import { scan } from './scan';
import { ship } from './ship';
import { speed } from './speed';
import { station } from './station';
import { warehouse } from './warehouse';

export const ptBR = {
  ...app,
  ...ship,
  ...desk,
  ...scan,
  ...speed,
  ...scale,
  ...warehouse,
  ...paper,
  ...firstDay,
  station,
};
