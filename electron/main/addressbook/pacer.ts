// How many list pages a sync asks for at once. A few at a time (not one by one) so a big loja's
// first sync waits on round trips in parallel; fewer when the server says it is busy: at a 429
// or 503 the limit halves (once per episode) and nothing new is sent until the wait it asked in
// Retry-After has passed (1 s when it says nothing); then each run of answers to calls sent after
// that wait lets one more call go at once, back up to the limit (answers to calls sent before it
// say nothing of whether the server is busy now). The call that was refused is sent again by the
// HTTP client's own retry rules (api/http.ts), which honour the same Retry-After.

/** The longest quiet a server's Retry-After holds new pages for (a wait beyond it is the background's). */
const MAX_QUIET_MS = 60_000;
const QUIET_WITHOUT_RETRY_AFTER_MS = 1_000;

export class Pacer {
  /** Calls allowed at once now (between 1 and max). */
  limit: number;
  inFlight = 0;
  private quietUntil = 0;
  private streak = 0;
  /** Calls refused with 429/503 so far (for the report). */
  throttles = 0;

  constructor(
    readonly max: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.limit = Math.max(1, max);
  }

  /** Whether another call may leave now. */
  get canSend(): boolean {
    return this.inFlight < this.limit && this.quietLeftMs === 0;
  }

  /** How long the server asked for quiet still lasts (ms). */
  get quietLeftMs(): number {
    return Math.max(0, this.quietUntil - this.clock());
  }

  /** The server answered 429/503 to a call; `waitMs` is what its Retry-After asked. */
  throttled(waitMs: number | undefined): void {
    this.throttles++;
    const now = this.clock();
    // Every call on its way meets the same busy server: halve once per episode, not once per call.
    if (now >= this.quietUntil) this.limit = Math.max(1, Math.floor(this.limit / 2));
    this.streak = 0;
    const quiet = Math.min(MAX_QUIET_MS, waitMs ?? QUIET_WITHOUT_RETRY_AFTER_MS);
    this.quietUntil = Math.max(this.quietUntil, now + quiet);
  }

  /** Now on the pacer's clock: a call notes when it left, for answered(). */
  now(): number {
    return this.clock();
  }

  /** A call sent at `sentAt` was answered: after `limit` answers in a row without trouble, one more may go at once. */
  answered(sentAt: number): void {
    if (this.limit >= this.max || sentAt < this.quietUntil) return;
    if (++this.streak >= this.limit) {
      this.limit++;
      this.streak = 0;
    }
  }
}
