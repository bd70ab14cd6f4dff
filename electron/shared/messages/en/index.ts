// English: the same keys as pt-BR (the compiler checks each area against its source).
import type { ptBR } from '../pt-BR';
import type { Messages } from '../said';
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

export const en: Messages<typeof ptBR> = {
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
