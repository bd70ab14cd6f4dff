// A real desk.db (SQLite) in a temp folder for each call, closed and removed after the test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDeskDb, type Db } from '../../../../electron/main/desk/db';

/** Returns `open`: each call opens a new desk.db in its own temp folder named after `prefix`. */
export function useDeskDbs(prefix: string): () => Db {
  const opened: Array<{ dir: string; db: Db }> = [];
  afterEach(() => {
    for (const { dir, db } of opened.splice(0)) {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    const db = openDeskDb(dir);
    opened.push({ dir, db });
    return db;
  };
}
