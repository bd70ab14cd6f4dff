// What every domain of the main process builds on: the typed internal event bus, the lock that
// keeps one station process per data folder (and, next to them, the storage layer every SQLite
// file is opened with), where that folder is by default, and the security headers of every page
// and asset the shells serve.
export { createBus, type Bus, type BusListener } from './bus';
export {
  describeLockRefusal,
  lockDataFolder,
  LOCK_FILE,
  type DataFolderLock,
  type LockHolder,
  type LockOutcome,
  type LockRefusal,
} from './instance-lock';
export * from './db';
export { backupOf, writeFileDurably, type DurableWriteOptions } from './durable-file';
export { openPrivate, privateFile, privateFolder, touchPrivate } from './private-files';
export { realAfter, type After } from './timer';
export { schemaCompilersOnFirstUse } from './fastify-compilers';
export { defaultDataDir } from './data-dir';
export { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './csp';
