// Main's side of the address book's status order (the page keeps the newest by `changedAt`, see
// test/unit/renderer/a-sync-status-read-before-the-sync-ended-does-not-bring-the-badge-back): every
// change told to listeners is stamped later than the one before, a status read with no change
// between carries the last stamp, and the book of the next loja (a new tracker) stamps later
// still, so its first status is never taken for an old one.
import { describe, expect, it } from 'vitest';
import type { AddressBookStatus } from '../../../electron/shared/addressbook';
import { StatusTracker } from '../../../electron/main/addressbook/status';

const tracker = (tenantId: string) =>
  new StatusTracker({
    scope: { server: 'http://127.0.0.1:4010', tenantId },
    lastSyncAt: () => null,
    outboxCounts: () => ({ total: 0, needsAttention: 0 }),
    now: () => Date.now(),
  });

describe('the sync status stamps', () => {
  it('grow with every change, stay between changes, and a later book starts later', async () => {
    const book = tracker('loja-a');
    const heard: AddressBookStatus[] = [];
    book.subscribe((status) => heard.push(status));
    const before = book.snapshot();

    let release!: () => void;
    const sync = book.whileRunning(() => new Promise<void>((resolve) => (release = resolve)));
    const whileRunning = book.snapshot();
    release();
    await sync;
    const after = book.snapshot();

    expect(heard.map((status) => status.state)).toEqual(['running', 'idle']);
    expect(whileRunning).toEqual(heard[0]);
    expect(after).toEqual(heard[1]);
    expect(whileRunning.changedAt).toBeGreaterThan(before.changedAt);
    expect(after.changedAt).toBeGreaterThan(whileRunning.changedAt);
    // Nothing changed: the same status, the same stamp.
    book.changed();
    expect(heard).toHaveLength(2);
    expect(book.snapshot().changedAt).toBe(after.changedAt);

    expect(tracker('loja-b').snapshot().changedAt).toBeGreaterThan(after.changedAt);
  });
});
