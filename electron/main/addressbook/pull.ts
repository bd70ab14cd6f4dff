// Pulls every page of one kind (pageSize 100, the spec's maximum, or the smaller size the server
// echoes) and reconciles the local copy, without stopping the desk:
// - pages are asked a few at a time (pacer.ts: fewer when the server says it is busy), and the
//   window stays full while pages are written: what arrives waits in a queue for the writer (up to
//   QUEUED_PAGES; only a writer that far behind holds new calls back);
// - the writer runs on a thread of its own (sync-writer.ts, pass-writer.ts): each batch of a few
//   pages (arrived-pages.ts: six, or what came in half a second) is one short transaction that
//   also saves the pass's checkpoint (sync-state.ts), so the records are searchable as they come
//   and a pass cut by a restart, a lost network or a loja switch asks only for the pages it has
//   not written, while this thread reads the next answers;
// - a record is written only when it changed (records.ts compares updatedAt and the fields);
// - the spec promises no order, so pages shift when the server's list changes during a pass (a
//   record inserted or deleted moves every later one): a pass ends by counting the distinct
//   records it saw against the server's `total`. Only a pass that agrees deletes what it did not
//   see, and only what the server does not list either (lookup.ts asks it). A pass that does not
//   agree is walked again, up to MAX_PASSES, and then says what differs.
import type { AddressKind, SyncProgress } from '../../shared/addressbook';
import type { AddressBookApi, AddressBookScope } from './api';
import { Bits } from './bits';
import { SyncCancelled } from './failures';
import type { KindSpec } from './kinds';
import { Pacer } from './pacer';
import { ArrivedPages, QUEUED_PAGES } from './arrived-pages';
import { fetchPage, sizeOf, type Page } from './list-pages';
import { lookUp, NOT_LISTED } from './lookup';
import type { PageToWrite } from './pass-writer';
import type { SyncState } from './sync-state';
import type { SyncWriter } from './sync-writer';

/** List pages asked at once (the first page is asked alone: it tells the total and the page size). */
export const SYNC_CONCURRENCY = 4;
/** Passes walked in one sync before it says what differs (a quiet list agrees on the first). */
export const MAX_PASSES = 3;
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
  /**
   * Records the last pass did not see that the server still lists (looked up before deleting, see
   * lookUp), or that no lookup settled: kept.
   */
  kept: number;
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
  api: AddressBookApi;
  scope: AddressBookScope;
  /** Opens a kind's pass (its checkpoint row). */
  syncState: SyncState;
  /** Writes the pages and keeps the pass (on its own thread). */
  writer: SyncWriter;
  now: () => number;
  /** True once the address book was closed or switched loja: stop before writing anything. */
  stopped: () => boolean;
  /** List pages asked at once (default SYNC_CONCURRENCY). */
  concurrency?: number;
  /** How far the pass is, a few times a second while it runs. */
  onProgress?: (progress: SyncProgress) => void;
}

interface PassOutcome {
  pages: number;
  changed: number;
  skipped: number;
  onServer: number;
  /** The server's page size changed during the pass: its page numbers mean other records now. */
  sizeChanged: boolean;
}

export async function pullKind(ctx: PullContext, spec: KindSpec): Promise<PullReport> {
  const report: PullReport = {
    kind: spec.kind,
    pages: 0,
    seen: 0,
    changed: 0,
    deleted: 0,
    kept: 0,
    skipped: 0,
    complete: false,
    passes: 0,
    resumedPages: 0,
    throttled: 0,
    differs: null,
  };
  const pacer = new Pacer(ctx.concurrency ?? SYNC_CONCURRENCY);
  while (report.passes < MAX_PASSES) {
    // Opened here (a short read, or the new pass's row): the first pages leave while the writer's
    // thread starts, and it reads the same checkpoint at its first batch.
    const opened = ctx.syncState.openPass(spec.kind, ctx.now());
    const pass: PassView = { ...opened, seen: opened.seen.size };
    report.passes++;
    if (report.passes === 1) report.resumedPages = pass.resumedPages;
    const outcome = await walkPass(ctx, spec, pass, pacer, report.passes);
    report.pages = outcome.pages;
    report.changed += outcome.changed;
    report.skipped = outcome.skipped;
    report.seen = pass.seen;
    report.throttled = pacer.throttles;
    const agrees = !outcome.sizeChanged && outcome.skipped === 0 && pass.seen === outcome.onServer;
    // What the pass did not see is deleted only once the server does not list it either.
    const lookups = { ...ctx, concurrency: ctx.concurrency ?? SYNC_CONCURRENCY };
    const listed = agrees
      ? await lookUp(lookups, spec, await ctx.writer.unseen(spec.kind, pass.generation))
      : NOT_LISTED;
    const finished = await ctx.writer.finish(spec.kind, pass.generation, agrees, ctx.now(), listed);
    report.deleted += finished.deleted;
    report.kept = finished.kept;
    if (agrees) {
      report.complete = true;
      report.differs = null;
      return report;
    }
    report.differs = { onServer: outcome.onServer, seen: pass.seen, skipped: outcome.skipped };
    // A record the app cannot read stays unreadable on the next pass: nothing to gain by walking again.
    if (outcome.skipped > 0) break;
  }
  return report;
}

/** The pass as this thread follows it: the writer's thread holds its bit set of rows seen. */
interface PassView {
  generation: number;
  pageSize: number | null;
  total: number | null;
  /** Pages written (the writer said so). */
  pagesDone: Bits;
  /** Distinct records written so far (the writer's count). */
  seen: number;
  resumedPages: number;
}

/** One pass over the list: every page the server's total calls for, written as it arrives. */
function walkPass(
  ctx: PullContext,
  spec: KindSpec,
  pass: PassView,
  pacer: Pacer,
  passNumber: number,
): Promise<PassOutcome> {
  const outcome: PassOutcome = { pages: 0, changed: 0, skipped: 0, onServer: pass.total ?? 0, sizeChanged: false };
  /** Pages asked in this run (on their way, arrived, being written or written). */
  const launched = new Bits();
  /** Pages arrived and not yet handed to the writer. */
  const arrived = new ArrivedPages(ctx.scope.tenantId);
  /** The batch the writer is writing now (one at a time). */
  let writing: Promise<unknown> | null = null;
  let maxTotal = pass.total ?? 0;
  let low = 1;
  let stopLaunching = false;
  let quietTimer: NodeJS.Timeout | undefined;
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
      records: pass.seen,
      total: outcome.onServer,
      pages,
      pageCount: count,
      secondsLeft: written >= 2 && elapsed > 0 ? Math.ceil(((count - pages) * elapsed) / written) : null,
    });
  };

  const shape = () => ({ pageSize: pass.pageSize, total: pass.total });

  return new Promise<PassOutcome>((resolve, reject) => {
    let dead = false;

    /** The writer wrote a batch: the pages it counts done, what it changed, the rows seen. */
    const wrote = (batch: readonly PageToWrite[], result: { changed: number; seen: number; done: number[] }) => {
      for (const page of result.done) pass.pagesDone.add(page);
      outcome.pages += batch.length;
      outcome.changed += result.changed;
      pass.seen = result.seen;
      for (const page of batch) outcome.skipped += page.skipped;
    };

    const fail = (error: unknown, keepArrived: boolean) => {
      if (dead) return;
      dead = true;
      clearTimeout(quietTimer);
      arrived.stop();
      // Pages that came before the failure are kept for the resumed pass (never after a cancel:
      // the book is closed). The writer writes in the order asked: after the batch on its way.
      let kept: Promise<unknown> = Promise.resolve();
      if (keepArrived && !ctx.stopped()) {
        try {
          kept = ctx.writer.write(spec.kind, pass.generation, arrived.take(true), shape(), true, ctx.now());
        } catch {
          // a foreign record: nothing more is written; the failure that stopped the pass is the one to report
        }
      }
      void kept.catch(() => undefined).then(() => reject(error));
    };
    const cancelled = () => fail(new SyncCancelled('the address book was closed during a sync'), false);

    /** Hands the writer what arrived, one batch at a time; each written batch is searchable. */
    const writeNext = () => {
      if (dead || writing || !arrived.ready(pacer.inFlight === 0 && nextPage() === null, writeNext)) return;
      let batch: PageToWrite[];
      try {
        batch = arrived.take(false);
      } catch (error) {
        return fail(error, false);
      }
      writing = ctx.writer.write(spec.kind, pass.generation, batch, shape(), false, ctx.now()).then(
        (result) => {
          writing = null;
          if (dead) return;
          const first = pass.seen === 0;
          wrote(batch, result);
          // The first records searchable are said at once; then a few times a second.
          progress(first && pass.seen > 0);
          if (ctx.stopped()) return cancelled();
          writeNext();
          pump();
        },
        (error: unknown) => {
          writing = null;
          fail(error, false);
        },
      );
    };

    const pump = () => {
      if (dead) return;
      if (ctx.stopped()) return cancelled();
      let page: number | null;
      // A writer far behind holds new calls back (the queue stays bounded); otherwise the window stays full.
      while (pacer.canSend && arrived.length < QUEUED_PAGES && (page = nextPage()) !== null) launch(page);
      const more = nextPage() !== null;
      if (more && pacer.inFlight < pacer.limit && pacer.quietLeftMs > 0 && !quietTimer) {
        // The server asked for quiet: the next page waits for it.
        quietTimer = setTimeout(() => {
          quietTimer = undefined;
          pump();
        }, pacer.quietLeftMs);
      }
      if (!more && pacer.inFlight === 0 && arrived.length === 0 && !writing) {
        dead = true;
        // The pass's checkpoint as it ends (a restart before the pass is closed resumes at its end).
        ctx.writer.write(spec.kind, pass.generation, [], shape(), true, ctx.now()).then(() => {
          progress(true);
          resolve(outcome);
        }, reject);
      }
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
      arrived.push(page, answer);
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
          // The next page leaves before this one is handed over: the window stays full.
          pump();
          writeNext();
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
