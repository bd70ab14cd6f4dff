// `station.*` of the catalogue: every key the station says from main. Main sends a key and its
// parameters (a `Said`, its key without `station.`); the page translates it (translate() in
// ../words.ts), and main itself renders one only for what it prints or logs. `{{name}}` is filled
// from the parameters; a parameter may itself be a Said.
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

export const station = {
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
