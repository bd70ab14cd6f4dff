// The browser host brings main's events over one stream (GET /events); when it drops, the page
// opens it again, but the host keeps no backlog: what main said meanwhile never comes. Once the
// stream is open again the page reads again what it learns only from events (the warehouse's
// status, the address book's sync status, print jobs, the session, ...), so the header shows the
// journal lost and the outbox waiting, and the label's job done, though their events were lost.
// Real: the page's transport (renderer/src/bridge/host-transport.ts), its SSE reader, window.station
// and the store and badges. Scripted: the host's HTTP answers (a renderer test may not import main;
// the host's own side of the stream is covered by test/integration/core/browser-host-*).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStationApi } from '../../../electron/preload/api';
import type { AddressBookStatus } from '../../../electron/shared/addressbook';
import type { EventName, StationEvents } from '../../../electron/shared/ipc';
import type { PrintJobView } from '../../../electron/shared/printing';
import type { WarehouseStatus } from '../../../electron/shared/warehouse';
import { listenToStation } from '../../../renderer/src/app/stationEvents';
import { createHostTransport } from '../../../renderer/src/bridge/host-transport';
import { SyncBadge } from '../../../renderer/src/features/addressbook/SyncBadge';
import { WarehouseBadge } from '../../../renderer/src/features/warehouse/WarehouseBadge';
import { LOGGED_IN, printJobView } from './support/fixtures';
import { renderDesk, useStore } from './support/render';

const warehouse = (patch: Partial<WarehouseStatus>): WarehouseStatus => ({
  mode: 'online',
  desk: 'Bancada 3',
  where: 'estacao@db.armazem.example:5432/armazem',
  lastContactAt: new Date().toISOString(),
  pending: 0,
  problem: null,
  changedAt: 1,
  ...patch,
});
const book = (patch: Partial<AddressBookStatus>): AddressBookStatus => ({
  state: 'idle',
  lastSyncAt: '2026-11-26T14:00:00.000Z',
  offlineSince: null,
  outboxCount: 0,
  needsAttentionCount: 0,
  server: 'https://api.example.com',
  tenantId: LOGGED_IN.tenantId!,
  changedAt: 1,
  ...patch,
});

/**
 * The host as the page's fetch sees it: each /rpc/<channel> answers from `answers` (or refuses),
 * and /events is one stream at a time that `emit` writes to; an event with no stream open is lost
 * (the host keeps no backlog). `drop` ends the open stream and holds the next until `reopen`.
 */
function scriptedHost(answers: Record<string, () => unknown>) {
  const encoder = new TextEncoder();
  let open: ReadableStreamDefaultController<Uint8Array> | null = null;
  let held: Promise<void> | null = null;
  let release: () => void = () => undefined;
  const host = {
    opens: 0,
    reads: [] as string[],
    fetch: async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const path = new URL(String(input)).pathname;
      if (path === '/events') {
        if (held) await held;
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => {
            open = controller;
            controller.enqueue(encoder.encode(': connected\n\n'));
          },
        });
        init?.signal?.addEventListener('abort', () => (open = null));
        host.opens += 1;
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      const channel = path.replace('/rpc/', '');
      host.reads.push(channel);
      const answer = answers[channel];
      const result = answer
        ? { ok: true, value: answer() }
        : { ok: false, error: { kind: 'internal', said: { key: 'common.unexpected' } } };
      return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
    },
    emit<E extends EventName>(name: E, payload: StationEvents[E]) {
      open?.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`));
    },
    drop() {
      held = new Promise((ok) => (release = ok));
      open?.close();
      open = null;
    },
    reopen() {
      held = null;
      release();
    },
  };
  return host;
}

let stops: Array<() => void> = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

describe('the browser host: main events sent while the event stream was down', () => {
  it('are read again once the stream reopens (not at its first open), and the page shows them', async () => {
    const main = {
      warehouse: warehouse({}),
      book: book({}),
      jobs: [printJobView({ jobId: 'job-7', status: 'queued' })] as PrintJobView[],
    };
    const host = scriptedHost({
      'session:state': () => LOGGED_IN,
      'warehouse:status': () => main.warehouse,
      'addressbook:status': () => main.book,
      'printers:jobs': () => main.jobs,
    });
    const transport = createHostTransport({
      origin: 'http://127.0.0.1:5555',
      key: 'k',
      reconnectMs: 10,
      fetch: host.fetch,
    });
    stops.push(() => transport.close());
    window.station = createStationApi(transport);
    renderDesk(
      <>
        <WarehouseBadge />
        <SyncBadge />
      </>,
      { state: { session: LOGGED_IN, warehouseStatus: main.warehouse, bookStatus: main.book, printJobs: main.jobs } },
    );
    stops.push(listenToStation());
    await expect.poll(() => host.opens).toBe(1);
    expect(screen.getByTestId('warehouse-badge').textContent).toBe('Armazém conectado');
    // An event on the open stream arrives as ever.
    host.emit('sync-status', book({ state: 'running', changedAt: 2 }));
    await expect.poll(() => useStore.getState().bookStatus?.state).toBe('running');
    // The first open is the boot's (bootStation reads them itself): nothing is read again there.
    expect(host.reads).toEqual([]);

    // The stream drops, and stays down while main says three things: lost.
    host.drop();
    main.warehouse = warehouse({ mode: 'offline', pending: 2, changedAt: 2 });
    main.book = book({ outboxCount: 3, changedAt: 3 });
    main.jobs = [printJobView({ jobId: 'job-7', status: 'done', updatedAt: '2026-11-26T14:07:00.000Z' })];
    host.emit('warehouse-status', main.warehouse);
    host.emit('sync-status', main.book);
    host.emit('print-job', main.jobs[0]!);

    host.reopen();
    await expect.poll(() => host.opens).toBe(2);
    await expect.poll(() => screen.getByTestId('warehouse-badge').getAttribute('data-mode')).toBe('offline');
    expect(screen.getByTestId('warehouse-badge').textContent).toContain('2 pendentes');
    await expect.poll(() => screen.queryByTestId('sync-badge')?.textContent).toBe('3 pendentes');
    await expect.poll(() => useStore.getState().printJobs.find((j) => j.jobId === 'job-7')?.status).toBe('done');
  });
});
