// Keeps one address book in step without anyone asking: a sync now, then every few minutes;
// while the server is unreachable (or the outbox is stuck), retries sooner with a backoff, so
// items typed offline go out soon after the connection returns.
import type { AddressBook } from './address-book';

export interface BackgroundOptions {
  /** Between syncs while all is well (default 5 minutes). */
  intervalMs: number;
  /** First retry after trouble (default 2 s), doubling up to retryMaxMs (default 1 minute). */
  retryMinMs: number;
  retryMaxMs: number;
}

export const DEFAULT_BACKGROUND: BackgroundOptions = { intervalMs: 5 * 60_000, retryMinMs: 2_000, retryMaxMs: 60_000 };

export class BackgroundSync {
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private stopped = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly book: AddressBook,
    private readonly options: BackgroundOptions = DEFAULT_BACKGROUND,
  ) {}

  /** Syncs now, then on schedule. */
  start(): void {
    this.stopped = false;
    // A create or retry that could not be sent must not wait for the next regular sync.
    this.unsubscribe ??= this.book.onTrouble(() => this.soon());
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // A pending sync must never keep the app (or a test run) alive.
    this.timer.unref();
  }

  /** Trouble seen outside a tick: retry after the first backoff step (a tick reschedules itself). */
  private soon(): void {
    if (this.failures === 0) this.failures = 1;
    this.schedule(this.options.retryMinMs);
  }

  private async tick(): Promise<void> {
    this.timer = null;
    const report = await this.book.syncNow().catch(() => null);
    const trouble = !report || report.failure !== null || (report.flush?.stoppedBy ?? null) !== null;
    this.failures = trouble ? this.failures + 1 : 0;
    const { intervalMs, retryMinMs, retryMaxMs } = this.options;
    this.schedule(trouble ? Math.min(retryMaxMs, retryMinMs * 2 ** (this.failures - 1)) : intervalMs);
  }
}
