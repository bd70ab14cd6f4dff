// Opens (or creates) the sandbox database in a data dir: WAL so readers never wait for the
// writer, a busy timeout so a second process on the same dir queues instead of failing, the
// schema, and the demo seed on first start.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { readMeta, writeMeta } from './meta';
import { SCHEMA, SCHEMA_VERSION, TABLES } from './schema';
import { seed } from './seed';
import { Sql } from './sql';

export function openDatabase(dataDir: string): Sql {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, 'sandbox.sqlite'), { timeout: 10_000 });
  db.exec('PRAGMA journal_mode = WAL');
  // NORMAL is durable across process crashes in WAL mode; only a power cut may lose the last
  // commits, which is fine for a training server and keeps writes fast.
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  const sql = new Sql(db);
  sql.checkpointEvery(1000);
  sql.immediate(() => sql.exec(SCHEMA));
  if (readMeta(sql, 'schema_version') === undefined) initialise(sql);
  return sql;
}

function initialise(sql: Sql, signingSecret?: string): void {
  sql.immediate(() => {
    if (readMeta(sql, 'schema_version') !== undefined) return; // another process got here first
    writeMeta(sql, 'schema_version', String(SCHEMA_VERSION));
    // Signs download URLs; kept in the data dir so URLs handed out before a restart still work.
    writeMeta(sql, 'signing_secret', signingSecret ?? randomBytes(32).toString('hex'));
    writeMeta(sql, 'clock_offset_ms', '0');
    seed(sql, Date.now());
  });
}

/** Empties every table and writes the seed again (POST /__sandbox/reset). */
export function resetDatabase(sql: Sql): void {
  sql.immediate(() => {
    // The signing secret outlives a reset: the running server signs with the one it read at start.
    const secret = readMeta(sql, 'signing_secret');
    for (const table of TABLES) sql.run(`DELETE FROM ${table}`);
    initialise(sql, secret);
  });
}
