// The desk's side of the scale: which weight may be taken into a parcel, and the proof that goes
// with it. Three rules, and why:
// - Only a stable reading whose frame is fresh (MAX_READING_AGE_MS) is a weight to take: a parcel
//   still rocking, or a scale gone quiet, must never become a label's weight.
// - A stable weight that was already bought with is not taken again until the scale settles anew
//   (`settledAfter`): one parcel resting on the pan is never weighed for two labels.
// - Weigh on scan re-checks the scale right before the purchase (`stillOnScale`): the same stable
//   run must still be there, fresh. A parcel swapped or touched between the reading and the buy
//   (the quote takes a second or two) buys nothing.
// Taking a reading (Alt+W) is remembered, so the purchase made with that weight records the scale,
// its device and the frame's time as its source; any other weight was typed (or a preset's).
import { said, type Said } from '../../../shared/messages';
import {
  MAX_READING_AGE_MS,
  weightToTake,
  type ScaleReading,
  type ScaleState,
  type WeightTake,
} from '../../../shared/scale';
import { Failure } from '../../ipc';
import { realAfter, type After } from '../../platform';
import { gramsOf, type WeightOrigin } from './weight-record';

export interface ScaleSource {
  current(): ScaleState;
  subscribe(listener: (state: ScaleState) => void): () => void;
}

/** How long a reading taken with Alt+W stands for "this weight came from the scale". */
const TAKEN_KEEP_MS = 30 * 60_000;

export class ScaleWeigher {
  /** When the stable run last bought with began (ms): a weight must settle after it. */
  private usedStableSince = Number.NEGATIVE_INFINITY;
  private taken: ScaleReading[] = [];
  private readonly now: () => number;
  private readonly after: After;

  constructor(
    private readonly scale: ScaleSource,
    options: { now?: () => number; after?: After } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.after = options.after ?? realAfter;
  }

  /** The weight to take now, or why not (Alt+W and the batch's confirm). */
  take(): WeightTake {
    const take = weightToTake(this.scale.current(), this.now(), { settledAfter: this.usedStableSince });
    if (take.ok) this.remember(take.reading);
    return take;
  }

  /**
   * Where a parcel's weight came from: the scale when a reading of exactly this weight was taken
   * lately (the newest such), else `otherwise` (typed, or the preset's when none was given).
   */
  originOf(weightKg: number | undefined, otherwise: 'typed' | 'preset' | 'csv'): WeightOrigin {
    if (weightKg === undefined) return { source: otherwise };
    const grams = gramsOf(weightKg);
    const since = this.now() - TAKEN_KEEP_MS;
    const reading = this.taken.findLast((r) => r.grams === grams && Date.parse(r.at) >= since);
    return reading ? { source: 'scale', reading } : { source: otherwise };
  }

  /**
   * The first weight that may be taken, waiting up to `timeoutMs` for one. On timeout: a
   * Failure saying why the last state was not a weight (unstable, no scale, …).
   */
  waitForWeight(timeoutMs: number): Promise<Extract<WeightTake, { ok: true }>> {
    const first = this.take();
    if (first.ok) return Promise.resolve(first);
    let last: WeightTake = first;
    return new Promise((resolve, reject) => {
      const cancelTimeout = this.after(timeoutMs, () => {
        stop();
        clearInterval(ticker);
        const reason: Said = said(last.ok ? 'scale.waiting' : last.messageKey);
        reject(new Failure('scale', said('scale.weighTimeout', { seconds: Math.round(timeoutMs / 1000), reason })));
      });
      const check = () => {
        const take = this.take();
        last = take;
        if (!take.ok) return;
        cancelTimeout();
        clearInterval(ticker);
        stop();
        resolve(take);
      };
      // Every frame, and a tick: a weight without a motion flag turns stable by time alone.
      const stop = this.scale.subscribe(check);
      const ticker = setInterval(check, 100);
    });
  }

  /** Null when the reading a purchase is about to use is still what the scale shows; else why not. */
  stillOnScale(reading: ScaleReading): Said | null {
    const now = this.scale.current();
    if (now.kind !== 'reading') return said(now.messageKey);
    if (!now.stable || now.stableSince === null) return said('scale.unstable');
    if (this.now() - Date.parse(now.at) > MAX_READING_AGE_MS) return said('scale.stale');
    if (reading.stableSince === null || Date.parse(reading.stableSince) <= this.usedStableSince)
      return said('scale.already-used');
    if (now.grams !== reading.grams || now.stableSince !== reading.stableSince || now.device.id !== reading.device.id)
      return said('scale.weightChanged', { was: reading.grams, now: now.grams });
    return null;
  }

  /** A label was bought with this reading: its stable run cannot weigh another. */
  used(reading: ScaleReading): void {
    if (reading.stableSince) this.usedStableSince = Math.max(this.usedStableSince, Date.parse(reading.stableSince));
  }

  private remember(reading: ScaleReading): void {
    const since = this.now() - TAKEN_KEEP_MS;
    this.taken = [...this.taken.filter((r) => Date.parse(r.at) >= since).slice(-49), reading];
  }
}
