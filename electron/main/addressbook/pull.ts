// Pulls every page of one kind (pageSize 100, the spec's maximum, or the smaller size the server
// echoes) and reconciles the local copy: new and changed records applied page by page, each page
// in its own transaction, and records gone from the server deleted only after a pull that saw
// all of them.
import { said } from '../../shared/messages';
import type { AddressKind } from '../../shared/addressbook';
import type { AddressBookApi, AddressBookScope } from './api';
import type { Db } from '../platform';
import { AddressBookError, SyncCancelled } from './failures';
import type { KindSpec } from './kinds';
import type { RecordStore } from './records';
import type { SyncState } from './sync-state';

export const PAGE_SIZE = 100;

export interface PullReport {
  kind: AddressKind;
  pages: number;
  seen: number;
  changed: number;
  deleted: number;
  /** Records the server listed that the app could not read (left out, see the api log). */
  skipped: number;
  /** False when the server's list moved during the pull: nothing was deleted this time. */
  complete: boolean;
}

export interface PullContext {
  db: Db;
  api: AddressBookApi;
  scope: AddressBookScope;
  records: RecordStore;
  syncState: SyncState;
  now: () => number;
  /** True once the address book was closed or switched loja: stop before writing anything. */
  stopped: () => boolean;
}

type Page = {
  data: Array<{ id: string; lojaId: string }>;
  total: number;
  pageSize: number;
  skipped?: readonly unknown[];
};

function fetchPage(api: AddressBookApi, kind: AddressKind, page: number): Promise<Page> {
  const params = { page, pageSize: PAGE_SIZE };
  return kind === 'sender' ? api.listSenders(params) : api.listRecipients(params);
}

export async function pullKind(ctx: PullContext, spec: KindSpec): Promise<PullReport> {
  const startedAt = ctx.now();
  const generation = ctx.syncState.begin(spec.kind);
  const report: PullReport = {
    kind: spec.kind,
    pages: 0,
    seen: 0,
    changed: 0,
    deleted: 0,
    skipped: 0,
    complete: false,
  };
  let page = 1;
  let next = fetchPage(ctx.api, spec.kind, page);
  let total = 0;
  let firstTotal: number | null = null;
  for (;;) {
    const answer = await next;
    if (ctx.stopped()) throw new SyncCancelled('the address book was closed during a sync');
    total = answer.total;
    firstTotal ??= total;
    const listed = answer.data.length + (answer.skipped?.length ?? 0);
    // Pages follow the size the server echoes: one that caps below what was asked (50 of 100)
    // numbers its pages in its own size, and the sync must walk all of them, not stop at 100.
    const size = Math.min(PAGE_SIZE, answer.pageSize > 0 ? answer.pageSize : PAGE_SIZE);
    const more = listed > 0 && page * size < total;
    if (more) {
      // Ask for the next page before writing this one: the server works while we write.
      next = fetchPage(ctx.api, spec.kind, page + 1);
      next.catch(() => undefined); // awaited on the next turn; this only silences "unhandled"
    }
    const foreign = answer.data.find((record) => record.lojaId !== ctx.scope.tenantId);
    if (foreign) {
      // The spec: a record is used with the store it belongs to. Never file it under another.
      throw new AddressBookError('contract', said('addressbook.foreignRecord'), {
        source: 'system',
        lines: [`lojaId ${foreign.lojaId} ≠ ${ctx.scope.tenantId}`],
      });
    }
    ctx.db.tx(() => {
      for (const record of answer.data) {
        if (ctx.records.applyServerRecord(spec, record, generation) !== 'unchanged') report.changed++;
      }
    });
    report.pages++;
    report.seen += answer.data.length;
    // A skipped record is not seen, so this pull cannot be complete and deletes nothing: a
    // record the app failed to read is never taken for one the server dropped.
    report.skipped += answer.skipped?.length ?? 0;
    if (!more) break;
    page++;
  }
  ctx.db.tx(() => {
    const seen = ctx.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM ${spec.table} WHERE partition_id = ? AND server_id IS NOT NULL AND seen_gen = ?`,
      ctx.records.partitionId,
      generation,
    )!.n;
    // Offset pages shift when the server's list changes mid-pull: a record may have slipped
    // between two pages. Deleting "unseen" records then could delete live ones; wait for the
    // next pull instead.
    report.complete = seen === total && firstTotal === total;
    if (!report.complete) return;
    report.deleted = ctx.records.deleteGone(spec, generation, startedAt);
    ctx.syncState.complete(spec.kind, generation, new Date(ctx.now()).toISOString());
  });
  return report;
}
