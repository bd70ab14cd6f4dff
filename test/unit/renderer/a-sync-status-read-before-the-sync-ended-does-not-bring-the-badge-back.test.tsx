// The address book's status reaches the page two ways: the answer to `addressbook.status` (the
// ship screen reads it when it opens, beside eight other calls) and main's `sync-status` events.
// They travel apart (in the browser host, a POST and the event stream), so under load they cross:
// the status was read while the first sync ran, the sync ended (its event arrived), and then the
// answer came. Found by CI: the header's "Syncing · 0%" stayed 30 s and more after a sync of a
// few records, until the next change minutes later (nothing else tells the page). Main stamps
// every change (`changedAt`); the page keeps the newest it has seen.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AddressBookStatus } from '../../../electron/shared/addressbook';
import { listenToStation } from '../../../renderer/src/app/stationEvents';
import { SyncBadge } from '../../../renderer/src/features/addressbook/SyncBadge';
import { renderDesk, useStore } from './support/render';
import { installStation, type FakeStation } from './support/station';

const status = (extra: Partial<AddressBookStatus>): AddressBookStatus => ({
  state: 'idle',
  lastSyncAt: null,
  offlineSince: null,
  outboxCount: 0,
  needsAttentionCount: 0,
  server: 'http://127.0.0.1:4010',
  tenantId: '11111111-1111-4111-8111-111111111111',
  changedAt: 1_796_000_000_000.25,
  ...extra,
});

const progress = {
  kind: 'recipient',
  pass: 1,
  records: 0,
  total: 0,
  pages: 0,
  pageCount: 1,
  secondsLeft: null,
} as const;
const running = status({ state: 'running', progress, changedAt: 1_796_000_000_100.5 });
const synced = status({ lastSyncAt: '2026-12-07T18:00:00.300Z', changedAt: 1_796_000_000_300.75 });

function desk(answer: (fake: FakeStation) => AddressBookStatus): FakeStation {
  const fake: FakeStation = installStation({ 'addressbook.status': () => answer(fake) });
  renderDesk(<SyncBadge />);
  listenToStation();
  return fake;
}

describe('a sync status read before a change the page already heard of', () => {
  it('keeps the sync ended when the status answer read while it ran arrives after its end', async () => {
    const fake = desk((station) => {
      // Read while the sync ran; its end is sent on the event stream before this answer arrives.
      station.emit('sync-status', synced);
      return running;
    });
    fake.emit('sync-status', running);
    expect((await screen.findByTestId('sync-badge')).textContent).toMatch(/Sincronizando · 0%/);

    await useStore.getState().loadBookStatus();
    expect(useStore.getState().bookStatus).toEqual(synced);
    expect(screen.queryByTestId('sync-badge')).toBeNull();
  });

  it('takes an answer as new as the last event, and a later sync after it', async () => {
    // The outbox count changed in main without an event yet: the answer carries the same stamp.
    const waiting = { ...synced, outboxCount: 1 };
    const fake = desk(() => waiting);
    fake.emit('sync-status', synced);
    await useStore.getState().loadBookStatus();
    expect((await screen.findByTestId('sync-badge')).textContent).toMatch(/1/);

    fake.emit('sync-status', status({ state: 'running', progress, changedAt: synced.changedAt + 1 }));
    expect(useStore.getState().bookStatus?.state).toBe('running');
  });
});
