// The one storage layer: how every SQLite file of the station is opened, migrated, checked and
// moved aside when damaged.
export { Db, isBusy, type Param, type Synchronous } from './database';
export { latestVersion, migrate, userVersion, type Migration } from './migrate';
export { openConnection, type ConnectionOptions } from './connection';
export { DatabaseRefused, isForeignFile, keepPrivate, openDatabase, type OpenOptions } from './open';
export { isNotWritable } from './not-writable';
export { checkIntegrity, moveAside, type Damage, type Integrity } from './integrity';
export { salvageInto, type Salvaged } from './salvage';
