// The pages of a pass that arrived and wait for the writer (pull.ts), and when they make a batch.
// Each batch is one transaction of the writer with the pass's checkpoint, and each commit flushes
// a new FTS segment and writes every index page its records touched, so a batch is worth filling:
// a writer faster than the pages (the writer thread keeps up with 4 pages asked at once) wrote one
// or two pages a transaction, and 100,000 records cost its thread ~25% more CPU than at six pages
// a transaction (measured), CPU the server needs on a 2-core desk (addressbook-sync.bench). So
// after a pass's first batch, written at once (the first records are searchable quickly), a batch
// waits until it is full or its oldest page has waited GATHER_MS: records are still searchable
// within half a second of their arrival, and the progress the operator sees moves as often.
import { refuseForeign, type Page } from './list-pages';
import type { PageToWrite } from './pass-writer';

/**
 * Records written in one transaction (at most). It holds the book's write lock for some tens of
 * ms (a page of new records costs ~8 ms of CPU, most of it SQLite's row and FTS inserts), so a
 * desk's own write (a recipient picked, one typed) never waits long for it.
 */
export const BATCH_RECORDS = 600;
/** Pages fetched and not yet written beyond which no new page is asked (a few MB of records). */
export const QUEUED_PAGES = 32;
/** The longest an arrived page waits for its batch to fill (the pass's last pages do not wait). */
const GATHER_MS = 500;

export class ArrivedPages {
  private readonly pages: Array<{ page: number; answer: Page; at: number }> = [];
  private records = 0;
  private batches = 0;
  private timer: NodeJS.Timeout | undefined;

  /** `tenantId`: the loja every record must belong to (checked as a batch is taken). */
  constructor(private readonly tenantId: string) {}

  get length(): number {
    return this.pages.length;
  }

  push(page: number, answer: Page): void {
    this.pages.push({ page, answer, at: performance.now() });
    this.records += answer.data.length;
  }

  /**
   * Whether a batch is to be written now: the pass's first, a full one, the last (`last`: no page
   * is on its way or left to ask), or one whose oldest page waited GATHER_MS. When not, `wake` is
   * called once that wait is over (once, however often asked).
   */
  ready(last: boolean, wake: () => void): boolean {
    if (this.pages.length === 0) return false;
    if (this.batches === 0 || last || this.records >= BATCH_RECORDS || this.pages.length >= QUEUED_PAGES) return true;
    const left = this.pages[0]!.at + GATHER_MS - performance.now();
    if (left <= 0) return true;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      wake();
    }, left);
    return false;
  }

  /** The next pages to write, BATCH_RECORDS at most (all of them when `all`), checked for their loja. */
  take(all: boolean): PageToWrite[] {
    this.stop();
    this.batches++;
    const batch: PageToWrite[] = [];
    let records = 0;
    while (this.pages.length && (all || records < BATCH_RECORDS)) {
      const { page, answer } = this.pages.shift()!;
      this.records -= answer.data.length;
      refuseForeign(answer.data, this.tenantId);
      batch.push({ page, records: answer.data, skipped: answer.skipped?.length ?? 0 });
      records += answer.data.length;
    }
    return batch;
  }

  /** No batch is waited for any more (the pass failed or a batch was taken). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
