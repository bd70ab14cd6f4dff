// English: the same keys as pt-BR (the compiler checks each part against its source).
import type { ptBR } from '../pt-BR';
import type { Messages } from '../types';
import { app } from './app';
import { desk } from './desk';
import { ship } from './ship';
import { scale } from './scale';
import { warehouse } from './warehouse';
import { speed } from './speed';
import { paper } from './paper';
import { firstDay } from './firstDay';
import { stationEn } from '../../../../electron/shared/messages';

export const en: Messages<typeof ptBR> = {
  ...app,
  ...ship,
  ...desk,
  ...speed,
  ...scale,
  ...warehouse,
  ...paper,
  ...firstDay,
  station: stationEn,
};
