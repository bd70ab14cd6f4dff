// A print job's bytes live in a table of their own: a change of the job's state (claimed,
// sending, done) does not write the label again into the WAL, and a print-queue.sqlite written
// before the split (bytes in the job's row, user_version 2) opens with every job's bytes kept.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { JobStore } from '../../../electron/main/printing/queue/job-store';
import type { PrinterTarget } from '../../../electron/main/printing';

const target: PrinterTarget = { kind: 'network', host: '127.0.0.1', port: 9100 };
const document = { kind: 'label' as const, contentType: 'application/pdf' as const };
const label = (size: number, fill: number) => new Uint8Array(size).fill(fill);

describe("a print job's bytes", () => {
  it('are written once: claiming, sending and finishing a 256 KiB label add far less than the label to the WAL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'job-bytes-'));
    const store = new JobStore(dir, Date.now);
    const wal = join(dir, 'print-queue.sqlite-wal');
    const bytes = label(256 * 1024, 7);
    const { job } = store.insert({ key: 'label:a', reprintOf: null, document, target, bytes }, { claimIfFirst: true });
    expect(job).toMatchObject({ status: 'printing', phase: 'claimed', attempts: 1, bytesKept: true });
    const afterInsert = statSync(wal).size;
    store.setPhase(job.id, 'sending');
    store.done(job.id);
    const grew = statSync(wal).size - afterInsert;
    // With the bytes in the job's row each of the two changes wrote the label again (> 512 KiB).
    expect(grew).toBeLessThan(64 * 1024);
    expect(store.bytes(job.id)).toEqual(bytes);
    store.close();
  });

  it('of a queue written before the split (bytes in the job row) are all kept, and pruning drops them from the new table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'job-bytes-old-'));
    const file = join(dir, 'print-queue.sqlite');
    const old = new DatabaseSync(file);
    old.exec(`PRAGMA journal_mode = WAL;
      CREATE TABLE print_jobs (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, idempotency_key TEXT UNIQUE,
        reprint_of TEXT, document TEXT NOT NULL, target TEXT NOT NULL, target_key TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('queued', 'printing', 'done', 'failed')), phase TEXT,
        attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at INTEGER, cups_job INTEGER,
        byte_length INTEGER NOT NULL, bytes BLOB, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, notes TEXT);
      CREATE INDEX print_jobs_open ON print_jobs (status, target_key, seq);
      PRAGMA user_version = 2;`);
    const insert = old.prepare(
      `INSERT INTO print_jobs (id, idempotency_key, document, target, target_key, status, byte_length, bytes, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'network:127.0.0.1:9100', ?, ?, ?, 1, 1)`,
    );
    const kept = label(3000, 1);
    insert.run('done-1', 'label:1', JSON.stringify(document), JSON.stringify(target), 'done', 3000, kept);
    insert.run('pruned-2', 'label:2', JSON.stringify(document), JSON.stringify(target), 'done', 10, null);
    insert.run('queued-3', 'label:3', JSON.stringify(document), JSON.stringify(target), 'queued', 5, label(5, 3));
    old.close();

    const store = new JobStore(dir, Date.now);
    expect(store.get('done-1')).toMatchObject({ bytesKept: true, byteLength: 3000 });
    expect(store.bytes('done-1')).toEqual(kept);
    expect(store.get('pruned-2')).toMatchObject({ bytesKept: false });
    expect(store.bytes('pruned-2')).toBeUndefined();
    expect(store.bytes('queued-3')).toEqual(label(5, 3));

    // Keep only the newest job's bytes: the finished older one loses them, the open one never does.
    store.pruneBytes(0);
    expect(store.get('done-1')).toMatchObject({ bytesKept: false });
    expect(store.bytes('done-1')).toBeUndefined();
    expect(store.bytes('queued-3')).toEqual(label(5, 3));
    store.close();
  });
});
