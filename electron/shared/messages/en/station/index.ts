// `station.*` in English: the same keys as pt-BR (the compiler checks each section against its source).
import { common } from './common';
import { printing } from './printing';
import { thermal } from './thermal';
import { workflow } from './workflow';
import { api } from './api';
import { session } from './session';
import { addressbook } from './addressbook';
import { desk } from './desk';
import { warehouse } from './warehouse';
import { stationSection } from './station';
import { scale } from './scale';
import { limits } from './limits';
import { contract } from './contract';
import type { station as source } from '../../pt-BR/station';
import type { Messages } from '../../said';

export const station: Messages<typeof source> = {
  common,
  printing,
  thermal,
  workflow,
  api,
  session,
  addressbook,
  desk,
  warehouse,
  station: stationSection,
  scale,
  limits,
  contract,
};
