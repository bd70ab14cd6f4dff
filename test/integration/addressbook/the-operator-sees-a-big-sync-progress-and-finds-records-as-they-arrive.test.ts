// Issue 31.2: while a big loja's first sync runs, the operator sees how far it is (records,
// pages, time left, in the status the renderer gets) and the records already written are found
// by search before the sync ends; the desk's thread writes none of them (the sync's writer thread
// does, through its own connection: TEMP triggers on the desk's connection count no insert).
// Real sandbox over HTTP (50 ms of latency a call), real SQLite.
import { expect, it } from 'vitest';
import { AddressBookService } from '../../../electron/main/addressbook';
import type { AddressBookStatus } from '../../../electron/shared/addressbook';
import type { RecipientResponse } from '../../../electron/shared/contract';
import { IDS } from '../../support/sandbox';
import { useAddressBookDesk } from './support/address-book-desk';
import { serverRecipients } from './support/server-view';

const statuses: AddressBookStatus[] = [];
const foundWhileRunning: Array<{ records: number; found: boolean }> = [];
let firstPage: RecipientResponse[] = [];

const desk = useAddressBookDesk({
  seedRecipients: 3_000,
  service: (dataDir, login) => {
    const service = new AddressBookService({
      dataDir,
      apiFor: () => login.api,
      background: false,
      syncConcurrency: 4,
    });
    return service;
  },
});

it('reports records, pages and time left as it goes, and finds early records before it ends', async () => {
  const onServer = await serverRecipients(desk.login.api);
  firstPage = onServer.slice(0, 100);
  // Progress is said at most every 250 ms (PROGRESS_MS), and after the first page a batch waits
  // for 6 pages or 500 ms before it is written (pull.ts): the 30 pages (the first alone, then 4 at
  // a time) take 9 round trips, ~1.35 s at 150 ms, so batches are written and said with pages
  // left however fast the writer is (at 50 ms the whole pass took ~450 ms, inside one batch's
  // wait on a fast machine, and only its end was said with two batches written).
  await desk.sandbox.admin.faults({ latencyMs: 150 });
  desk.service.db.exec('CREATE TEMP TABLE desk_inserts (rid INTEGER NOT NULL)');
  desk.service.db.exec(
    'CREATE TEMP TRIGGER desk_insert AFTER INSERT ON main.recipients BEGIN INSERT INTO desk_inserts VALUES (NEW.rid); END',
  );
  const unsubscribe = desk.service.onStatus((status) => {
    statuses.push(status);
    const progress = status.progress;
    if (progress?.kind === 'recipient' && progress.records >= 300 && foundWhileRunning.length === 0) {
      const wanted = firstPage.find((record) => record.cpfCnpj)!;
      const hits = desk.book.search('recipient', wanted.cpfCnpj!).entries;
      foundWhileRunning.push({ records: progress.records, found: hits.some((entry) => entry.serverId === wanted.id) });
    }
  });
  try {
    const report = await desk.book.syncNow();
    expect(report.failure).toBeNull();
  } finally {
    unsubscribe();
    await desk.sandbox.admin.faults({ latencyMs: 0 });
  }
  const progress = statuses.flatMap((s) =>
    s.progress?.kind === 'recipient' ? [{ ...s.progress, state: s.state }] : [],
  );
  expect(progress.length).toBeGreaterThanOrEqual(3);
  for (const [i, step] of progress.entries()) {
    expect(step.state).toBe('running');
    if (i > 0) {
      expect(step.records).toBeGreaterThanOrEqual(progress[i - 1]!.records);
      expect(step.pages).toBeGreaterThanOrEqual(progress[i - 1]!.pages);
    }
  }
  const pageCount = Math.ceil(onServer.length / 100);
  expect(progress.at(-1)).toMatchObject({
    records: onServer.length,
    total: onServer.length,
    pages: pageCount,
    pageCount,
  });
  expect(progress.some((step) => typeof step.secondsLeft === 'number' && step.pages < pageCount)).toBe(true);
  // Searchable as they arrive: a record of the first page found while the sync was still running.
  expect(foundWhileRunning).toEqual([{ records: expect.any(Number), found: true }]);
  expect(foundWhileRunning[0]!.records).toBeLessThan(onServer.length);
  // Written by the sync's own thread: the book has them all, the desk's connection inserted none.
  expect(desk.book.list('recipient').total).toBe(onServer.length);
  expect(desk.service.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM desk_inserts')!.n).toBe(0);
  // Done: the status says so, with no progress left on it.
  expect(statuses.at(-1)).toMatchObject({ state: 'idle', tenantId: IDS.demoLoja });
  expect(statuses.at(-1)!.progress).toBeUndefined();
});
