// Every wait of the workflow, in one place so that close() can end them all: plain sleeps
// (between emit attempts, while a label is PENDING), and a purchase's wait for a busy server,
// which the operator may stop (labels:stop-waiting; the emit loop then holds the purchase as
// maybe bought). After close() every wait rejects: unfinished emissions resume at the next start.
import { Failure } from '../ipc';
import { said } from '../../shared/messages';

export class Pauses {
  private readonly sleeping = new Set<() => void>();
  /** Purchases waiting for a busy server, by shipment: calling one stops that wait. */
  private readonly waiting = new Map<string, () => void>();
  private shut = false;

  get closed(): boolean {
    return this.shut;
  }

  /** Waits `ms`; rejects (closing()) when the workflow is or becomes closed. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.shut) return reject(closing());
      const wake = () => {
        clearTimeout(timer);
        this.sleeping.delete(wake);
        if (this.shut) reject(closing());
        else resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleeping.add(wake);
    });
  }

  /** A purchase's wait for a busy server: `stopped` when the operator stopped it first. */
  async waitUnlessStopped(shipmentId: string, ms: number): Promise<'elapsed' | 'stopped'> {
    let stopped = false;
    let wake: (() => void) | undefined;
    const stoppedEarly = new Promise<void>((resolve) => (wake = resolve));
    this.waiting.set(shipmentId, () => {
      stopped = true;
      wake?.();
    });
    try {
      await Promise.race([this.sleep(ms), stoppedEarly]);
    } finally {
      this.waiting.delete(shipmentId);
    }
    return stopped ? 'stopped' : 'elapsed';
  }

  /** The operator stops a purchase's wait for a busy server. False when that purchase was not waiting. */
  stopWaiting(shipmentId: string): boolean {
    const stop = this.waiting.get(shipmentId);
    if (!stop) return false;
    stop();
    return true;
  }

  /** From now on every wait rejects; the running ones are woken to do so. */
  close(): void {
    this.shut = true;
    for (const wake of [...this.sleeping]) wake();
  }
}

/** What a call gets when the workflow closes under it (the purchase resumes at the next start). */
export function closing(): Failure {
  return new Failure('internal', said('workflow.closingResumes'));
}
