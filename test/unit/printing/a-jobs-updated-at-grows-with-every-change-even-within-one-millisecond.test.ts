// The page keeps the newest of two views of a print job (the answer to a call and the job's own
// events cross under load) by `updatedAt`. That only works if every change makes it larger:
// a move, its claim and its release often land in the same millisecond. A real SQLite file,
// with the clock held still.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JobStore } from '../../../electron/main/printing/queue/job-store';

describe("a print job's updatedAt", () => {
  it('grows with each change made in the same millisecond, and follows the clock again when it moves on', () => {
    let now = Date.parse('2026-11-27T14:06:00.000Z');
    const store = new JobStore(mkdtempSync(join(tmpdir(), 'job-store-')), () => now);
    const { job } = store.insert({
      key: 'k1',
      reprintOf: null,
      document: { kind: 'label', labelId: 'L1', contentType: 'application/zpl' },
      target: { kind: 'cups', name: 'SS-First' },
      bytes: new Uint8Array([0x5e, 0x58, 0x41]),
    });
    const seen = [job.updatedAt];
    const step = (change: () => unknown) => {
      change();
      seen.push(store.get(job.id)!.updatedAt);
    };
    step(() => store.claim(job.id));
    step(() => store.setPhase(job.id, 'cups-held', 41));
    step(() => store.setPhase(job.id, 'cups-cancelling'));
    step(() => store.moveTo(job.id, { kind: 'cups', name: 'SS-Spare' }));
    step(() => store.claim(job.id));
    step(() => store.done(job.id));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6].map((ms) => new Date(now + ms).toISOString()));

    now += 60_000;
    step(() => store.setError(job.id, null));
    expect(seen.at(-1)).toBe(new Date(now).toISOString());
    store.close();
  });
});
