// pt-BR, the desk's default language and the source of every message key.
import { app } from './app';
import { desk } from './desk';
import { ship } from './ship';
import { scale } from './scale';
import { warehouse } from './warehouse';
import { speed } from './speed';
import { paper } from './paper';
import { firstDay } from './firstDay';
import { stationPtBR } from '../../../../electron/shared/messages';

/** `station.*`: what main says (a Said's key), from the catalogue main and the page share. */
export const ptBR = {
  ...app,
  ...ship,
  ...desk,
  ...speed,
  ...scale,
  ...warehouse,
  ...paper,
  ...firstDay,
  station: stationPtBR,
};
