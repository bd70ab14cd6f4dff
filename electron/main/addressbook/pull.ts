// Pulls every page of one kind (pageSize 100, the spec's maximum, or the smaller size the server
// echoes) and reconciles the local copy, without stopping the desk:
// - pages are asked a few at a time (pacer.ts: fewer when the server says it is busy);
// - what arrives is written in batches of a few pages, each batch one short transaction that
//   also saves the pass's checkpoint (sync-state.ts), so the records are searchable as they come
//   and a pass cut by a restart, a lost network or a loja switch asks only for the pages it has
//   not written;
// - a record is written only when it changed (records.ts compares updatedAt and the fields);
// - the spec promises no order, so pages shift when the server's list changes during a pass (a
//   record inserted or deleted moves every later one): a pass ends by counting the distinct
//   records it saw against the server's `total`. Only a pass that agrees deletes what it did not
//   see (gone from the server); one that does not is walked again, up to MAX_PASSES, and then
//   says what differs.
import { said } from '../../shared/messages';
import type { AddressKind, SyncProgress } from '../../shared/addressbook';
import type { AddressBookApi, AddressBookScope, ListWatch } from './api';
import type { Db } from '../platform';
import { Bits } from './bits';
import { AddressBookError, SyncCancelled } from './failures';
import type { KindSpec } from './kinds';
import { Pacer } from './pacer';
import type { RecordStore } from './records';
import type { Pass, SyncState } from './sync-state';

export const PAGE_SIZE = 100;
/** List pages asked at once (the first page is asked alone: it tells the total and the page size). */
export const SYNC_CONCURRENCY = 4;
/** Passes walked in one sync before it says what differs (a quiet list agrees on the first). */
export const MAX_PASSES = 3;
/**
 * Records written in one transaction: a batch holds the desk's thread for a few ms (a page of new
 * records costs ~8 ms of CPU here, most of it SQLite's row and FTS inserts; three pages in one
 * transaction ~15% less than one by one), then answers that came meanwhile send the next pages
 * and the desk's own work gets its turn.
 */
const BATCH_RECORDS = 300;
/**
 * The pass's checkpoint is saved with every batch while its bit sets are small (a loja of up to
 * ~250,000 records); beyond that at most once a second (a restart then asks again for at most a
 * second's pages), so a million-record pass does not write its 125 KB set with every batch.
 */
const CHECKPOINT_EVERY_BATCH_BYTES = 32 * 1024;
const CHECKPOINT_MS = 1_000;
const PROGRESS_MS = 250;

export interface PullReport {
  kind: AddressKind;
  /** Pages the last pass wrote in this sync (a resumed pass: those after the restart). */
  pages: number;
  /** Distinct records the last pass saw. */
  seen: number;
  /** Records written (new or changed), every pass. */
  changed: number;
  deleted: number;
  /** Records the server listed that the app could not read (left out, see the api log). */
  skipped: number;
  /** True when a pass agreed with the server's total (and so deleted what it did not see). */
  complete: boolean;
  passes: number;
  /** Pages a resumed pass had written before this sync (0: it began in this sync). */
  resumedPages: number;
  /** Calls the server refused with 429/503 (sent again after the wait it asked). */
  throttled: number;
  /** When no pass agreed: what the server counts and what the last pass saw. */
  differs: { onServer: number; seen: number; skipped: number } | null;
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
  /** List pages asked at once (default SYNC_CONCURRENCY). */
  concurrency?: number;
  /** How far the pass is, a few times a second while it runs. */
  onProgress?: (progress: SyncProgress) => void;
}

type Page = {
  data: Array<{ id: string; lojaId: string }>;
  total: number;
  pageSize: number;
  skipped?: readonly unknown[];
};

interface PassOutcome {
  pages: number;
  changed: number;
  skipped: number;
  onServer: number;
  /** The server's page size changed during the pass: its page numbers mean other records now. */
  sizeChanged: boolean;
}

function fetchPage(api: AddressBookApi, kind: AddressKind, page: number, watch: ListWatch): Promise<Page> {
  const params = { page, pageSize: PAGE_SIZE };
  return kind === 'sender' ? api.listSenders(params, watch) : api.listRecipients(params, watch);
}

/** Pages follow the size the server echoes: one that caps below what was asked numbers its pages in its own size. */
const sizeOf = (answer: Page) => Math.min(PAGE_SIZE, answer.pageSize > 0 ? answer.pageSize : PAGE_SIZE);

export async function pullKind(ctx: PullContext, spec: KindSpec): Promise<PullReport> {
  const report: PullReport = {
    kind: spec.kind,
    pages: 0,
    seen: 0,
    changed: 0,
    deleted: 0,
    skipped: 0,
    complete: false,
    passes: 0,
    resumedPages: 0,
    throttled: 0,
    differs: null,
  };
  const pacer = new Pacer(ctx.concurrency ?? SYNC_CONCURRENCY);
  while (report.passes < MAX_PASSES) {
    const pass = ctx.syncState.openPass(spec.kind, ctx.now());
    report.passes++;
    if (report.passes === 1) report.resumedPages = pass.resumedPages;
    const outcome = await walkPass(ctx, spec, pass, pacer, report.passes);
    report.pages = outcome.pages;
    report.changed += outcome.changed;
    report.skipped = outcome.skipped;
    report.seen = pass.seen.size;
    report.throttled = pacer.throttles;
    const agrees = !outcome.sizeChanged && outcome.skipped === 0 && pass.seen.size === outcome.onServer;
    ctx.db.tx(() => {
      if (agrees) {
        report.deleted += ctx.records.deleteUnseen(spec, pass.seen, pass.startedAt);
        ctx.syncState.complete(spec.kind, pass.generation, new Date(ctx.now()).toISOString());
      }
      ctx.syncState.endPass(spec.kind);
    });
    if (agrees) {
      report.complete = true;
      report.differs = null;
      return report;
    }
    report.differs = { onServer: outcome.onServer, seen: pass.seen.size, skipped: outcome.skipped };
    // A record the app cannot read stays unreadable on the next pass: nothing to gain by walking again.
    if (outcome.skipped > 0) break;
  }
  return report;
}

/** One pass over the list: every page the server's total calls for, written as it arrives. */
function walkPass(
  ctx: PullContext,
  spec: KindSpec,
  pass: Pass,
  pacer: Pacer,
  passNumber: number,
): Promise<PassOutcome> {
  const outcome: PassOutcome = { pages: 0, changed: 0, skipped: 0, onServer: pass.total ?? 0, sizeChanged: false };
  /** Pages asked in this run (on their way, arrived or written). */
  const launched = new Bits();
  const arrived: Array<{ page: number; answer: Page }> = [];
  let maxTotal = pass.total ?? 0;
  let low = 1;
  let stopLaunching = false;
  let writeScheduled = false;
  let quietTimer: NodeJS.Timeout | undefined;
  let lastCheckpoint = performance.now();
  let lastProgress = 0;
  const runStarted = performance.now();

  const pageCount = () => (pass.pageSize === null ? 1 : Math.ceil(maxTotal / pass.pageSize));
  const nextPage = (): number | null => {
    if (stopLaunching) return null;
    // The first answer says the page size and the total: the first page goes alone.
    if (pass.pageSize === null) return launched.size === 0 && !pass.pagesDone.has(1) ? 1 : null;
    const count = pageCount();
    while (low <= count && (pass.pagesDone.has(low) || launched.has(low))) low++;
    return low <= count ? low : null;
  };

  const progress = (force: boolean) => {
    if (!ctx.onProgress) return;
    const at = performance.now();
    if (!force && at - lastProgress < PROGRESS_MS) return;
    lastProgress = at;
    const pages = pass.pagesDone.size;
    const count = Math.max(pageCount(), pages);
    const written = pages - pass.resumedPages;
    const elapsed = (at - runStarted) / 1000;
    ctx.onProgress({
      kind: spec.kind,
      pass: passNumber,
      records: pass.seen.size,
      total: outcome.onServer,
      pages,
      pageCount: count,
      secondsLeft: written >= 2 && elapsed > 0 ? Math.ceil(((count - pages) * elapsed) / written) : null,
    });
  };

  return new Promise<PassOutcome>((resolve, reject) => {
    let dead = false;

    /** Writes pages that arrived, BATCH_RECORDS at most, with the checkpoint when due. */
    const writeSome = (final: boolean) => {
      const batch: typeof arrived = [];
      let records = 0;
      while (arrived.length && (final || records < BATCH_RECORDS)) {
        const next = arrived.shift()!;
        batch.push(next);
        records += next.answer.data.length;
      }
      if (!batch.length && !final) return;
      for (const { answer } of batch) {
        const foreign = answer.data.find((record) => record.lojaId !== ctx.scope.tenantId);
        if (foreign) {
          // The spec: a record is used with the store it belongs to. Never file it under another.
          throw new AddressBookError('contract', said('addressbook.foreignRecord'), {
            source: 'system',
            lines: [`lojaId ${foreign.lojaId} ≠ ${ctx.scope.tenantId}`],
          });
        }
      }
      ctx.db.tx(() => {
        for (const { page, answer } of batch) {
          for (const record of answer.data) {
            const { outcome: applied, rid } = ctx.records.applySynced(spec, record, pass.generation);
            if (applied !== 'unchanged') outcome.changed++;
            pass.seen.add(rid);
          }
          outcome.pages++;
          // A skipped record is not seen, so this pass cannot agree and deletes nothing: a record
          // the app failed to read is never taken for one the server dropped. Its page is asked
          // again by a resumed pass, which then knows of it too.
          if (answer.skipped?.length) outcome.skipped += answer.skipped.length;
          else pass.pagesDone.add(page);
        }
        const small = pass.seen.byteLength <= CHECKPOINT_EVERY_BATCH_BYTES;
        if (final || small || performance.now() - lastCheckpoint >= CHECKPOINT_MS) {
          ctx.syncState.savePass(pass);
          lastCheckpoint = performance.now();
        }
      });
      progress(final);
    };

    const fail = (error: unknown, keepArrived: boolean) => {
      if (dead) return;
      dead = true;
      clearTimeout(quietTimer);
      // Pages that came before the failure are kept for the resumed pass (never after a cancel:
      // the book is closed, perhaps its database too).
      if (keepArrived && !ctx.stopped()) {
        try {
          writeSome(true);
        } catch {
          // the failure that stopped the pass is the one to report
        }
      }
      reject(error);
    };
    const cancelled = () => fail(new SyncCancelled('the address book was closed during a sync'), false);

    const pump = () => {
      if (dead) return;
      if (ctx.stopped()) return cancelled();
      let page: number | null;
      while (pacer.canSend && (page = nextPage()) !== null) launch(page);
      const more = nextPage() !== null;
      if (more && pacer.inFlight < pacer.limit && pacer.quietLeftMs > 0 && !quietTimer) {
        // The server asked for quiet: the next page waits for it.
        quietTimer = setTimeout(() => {
          quietTimer = undefined;
          pump();
        }, pacer.quietLeftMs);
      }
      if (!more && pacer.inFlight === 0 && arrived.length === 0 && !writeScheduled) {
        dead = true;
        try {
          writeSome(true);
          progress(true);
          resolve(outcome);
        } catch (error) {
          reject(error);
        }
      }
    };

    const scheduleWrite = () => {
      if (writeScheduled) return;
      writeScheduled = true;
      // After this turn: answers that came together are written together, and the desk's own
      // work (a scan, a label) gets its turn between two batches.
      setImmediate(() => {
        writeScheduled = false;
        if (dead) return;
        if (ctx.stopped()) return cancelled();
        try {
          writeSome(false);
        } catch (error) {
          return fail(error, false);
        }
        if (arrived.length) scheduleWrite();
        pump();
      });
    };

    const take = (page: number, answer: Page) => {
      const size = sizeOf(answer);
      if (pass.pageSize === null) {
        pass.pageSize = size;
        pass.total = answer.total;
      } else if (size !== pass.pageSize) {
        outcome.sizeChanged = true;
        stopLaunching = true;
      }
      outcome.onServer = answer.total;
      maxTotal = Math.max(maxTotal, answer.total);
      arrived.push({ page, answer });
    };

    const launch = (page: number) => {
      launched.add(page);
      pacer.inFlight++;
      const sentAt = pacer.now();
      fetchPage(ctx.api, spec.kind, page, { onThrottled: (waitMs) => pacer.throttled(waitMs) }).then(
        (answer) => {
          pacer.inFlight--;
          if (dead) return;
          if (ctx.stopped()) return cancelled();
          pacer.answered(sentAt);
          take(page, answer);
          scheduleWrite();
          pump();
        },
        (error: unknown) => {
          pacer.inFlight--;
          fail(error, true);
        },
      );
    };

    progress(true);
    pump();
  });
}
