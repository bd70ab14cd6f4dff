// JobStore.insert answers the new job from what it wrote (the statement returns its status), not
// by reading it back: that answer must be exactly the row as every reader sees it (get), whether
// the job was claimed (first for its printer) or queued behind another; and a key already there
// writes nothing and answers the first job.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JobStore } from '../../../electron/main/printing/queue/job-store';
import type { PrinterTarget } from '../../../electron/main/printing';

const target: PrinterTarget = { kind: 'network', host: '127.0.0.1', port: 9100 };
const label = { kind: 'label' as const, contentType: 'application/pdf' as const, shipmentId: 's-1', labelId: 'l-1' };
const bytes = new Uint8Array(2048).fill(9);

describe("a new print job's answer", () => {
  it('is the row it wrote, claimed when first for its printer and queued behind it otherwise', () => {
    let clock = 1_790_000_000_000;
    const store = new JobStore(mkdtempSync(join(tmpdir(), 'job-insert-')), () => clock);
    const first = store.insert(
      { key: 'label:l-1', reprintOf: null, document: label, target, bytes },
      { claimIfFirst: true },
    );
    clock += 7;
    const second = store.insert(
      {
        key: 'label:l-2',
        reprintOf: null,
        document: { ...label, labelId: 'l-2' },
        target,
        bytes: bytes.subarray(0, 10),
      },
      { claimIfFirst: true },
    );
    const reprint = store.insert({ key: null, reprintOf: first.job.id, document: label, target, bytes });

    expect(first).toMatchObject({ created: true, job: { status: 'printing', phase: 'claimed', attempts: 1 } });
    expect(second).toMatchObject({
      created: true,
      job: { status: 'queued', phase: null, attempts: 0, byteLength: 10 },
    });
    expect(second.job.nextAttemptAt).toBe(new Date(clock).toISOString());
    for (const answered of [first.job, second.job, reprint.job]) expect(answered).toEqual(store.get(answered.id));
    store.close();
  });

  it('for a key already there is the first job, and nothing new is written', () => {
    const store = new JobStore(mkdtempSync(join(tmpdir(), 'job-insert-key-')), Date.now);
    const first = store.insert(
      { key: 'label:l-1', reprintOf: null, document: label, target, bytes },
      { claimIfFirst: true },
    );
    const again = store.insert(
      { key: 'label:l-1', reprintOf: null, document: label, target, bytes: new Uint8Array(5) },
      { claimIfFirst: true },
    );

    expect(again.created).toBe(false);
    expect(again.job).toEqual(store.get(first.job.id));
    expect(store.list(10)).toHaveLength(1);
    expect(store.bytes(first.job.id)).toEqual(bytes);
    store.close();
  });
});
