// The start checks each station database (PRAGMA quick_check) and moves a damaged one aside for a
// fresh one. A file that only could not be read at that moment is not damaged: another program
// holding its lock (a support person's SQLite browser, a backup tool in exclusive mode) answered
// "database is locked", which was taken for damage, and the print queue or the purchase journal
// was moved aside and started anew, its unsettled jobs and purchases out of the desk's sight. Now
// the start stops in words, the file left where it was, as it was; only SQLite's word on the
// bytes (quick_check, SQLITE_CORRUPT, SQLITE_NOTADB) is damage.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { setAsideDamaged } from '../../../electron/main/app/storage-check';
import { silentLogger } from '../../../electron/main/log';
import { checkIntegrity, DatabaseRefused } from '../../../electron/main/platform';
import { JobStore } from '../../../electron/main/printing/queue/job-store';
import { translate } from '../../../electron/shared/messages';

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** A data folder with a print queue the station made, held by another program in exclusive mode. */
function heldQueue() {
  const dataDir = mkdtempSync(join(tmpdir(), 'held-db-'));
  new JobStore(dataDir, Date.now).close();
  const file = join(dataDir, 'print-queue.sqlite');
  const before = sha(file);
  const other = new DatabaseSync(file);
  other.exec('PRAGMA locking_mode = EXCLUSIVE');
  other.exec('BEGIN IMMEDIATE');
  other.exec('COMMIT');
  return { dataDir, file, before, release: () => other.close() };
}

function refusalOf(run: () => unknown): DatabaseRefused {
  try {
    run();
  } catch (error) {
    if (error instanceof DatabaseRefused) return error;
    throw error;
  }
  throw new Error('nothing was refused');
}

describe('a database another program holds at the start', () => {
  it('is not damaged: the check stops in words, naming the file, and leaves it as it was', () => {
    const held = heldQueue();
    try {
      const refusal = refusalOf(() => checkIntegrity(held.file));
      expect(refusal.reason).toBe('unreadable');
      expect(refusal.file).toBe(held.file);
      expect(refusal.detail).toMatch(/locked/);
      expect(translate(refusal.said, 'pt-BR')).toContain(`não conseguiu ler o arquivo ${held.file}`);
      expect(translate(refusal.said, 'en')).toContain('it was neither changed nor moved');
      expect(sha(held.file)).toBe(held.before);
    } finally {
      held.release();
    }
    // Once the other program lets go, the same file checks sound.
    expect(checkIntegrity(held.file)).toEqual({ ok: true, value: 'sound' });
  });

  it('is never moved aside by the start: no fresh queue replaces it', () => {
    const held = heldQueue();
    try {
      expect(() => setAsideDamaged(held.dataDir, silentLogger())).toThrow(DatabaseRefused);
      expect(readdirSync(held.dataDir).filter((name) => name.includes('.damaged-'))).toEqual([]);
      expect(sha(held.file)).toBe(held.before);
    } finally {
      held.release();
    }
  });
});
