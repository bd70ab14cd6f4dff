// A keyboard-wedge barcode scanner is a keyboard that types very fast: a whole code in a few
// milliseconds, then Enter. Typed into a field that is not the scan box (a weight, a CEP, a
// quantity) it would stay there as a value nobody typed. This tells such a burst from a person
// typing, from the keys alone: no person keeps a run of keys a few milliseconds apart.
//
// Why these numbers: scanners send a key every 1–20 ms (a "slow" inter-character delay set in
// the scanner is rarely above 30 ms); people average 200–250 ms between keys, the fastest
// typists about 100 ms, a practised numeric keypad 180 ms or more. Two keys rolled over can
// come 10–30 ms apart, but not most of a run of them. A held key repeats every 30–40 ms and says
// so (event.repeat), so it never counts. The margin above a scanner's own pace is for a busy
// page: keys reach it later than they were sent (measured in Chromium on a loaded two-core
// desk: a scanner at 5 ms a key arrives 10–45 ms apart, now and then 60 ms or more).

export const WEDGE = {
  /** At least this many characters before the Enter (the shortest codes, EAN-8, have 8). */
  minChars: 4,
  /** Keys at most this far apart belong to one run of fast keys. */
  maxGapMs: 80,
  /**
   * A busy page (drawing what the last key changed, a garbage collection) can hold a scanner's
   * next key back this long: a run of fast keys this close after another is the same burst. A
   * person's keys are not joined this way: see burstBefore.
   */
  stallMs: 500,
  /** A burst is a scanner's only when half its gaps, the Enter's included, are this short or shorter… */
  medianGapMs: 45,
  /**
   * …or this short for a code of `longCode` keys or more: nobody keeps 55 ms a key up over eight
   * keys (over 200 words a minute), while a busy page may hand a scanner's keys over that slowly.
   */
  longCode: 8,
  longCodeMedianGapMs: 55,
  /**
   * A stalled desk can hold a scanner's next key back well beyond stallMs (seen: 700–900 ms on a
   * loaded two-core desk). Keys the field refused (see refused: a letter typed into a number
   * field) this close before a burst are its first keys: a person types no letter into a weight,
   * and the field goes back to its value from before them; so is a run of three keys or more at
   * a scanner's pace.
   */
  refusedHeadMs: 2000,
  /**
   * A run begun by a key the field refused (a code's letters into a weight) is a scanner's at
   * this median pace too, slower than a burst but faster than the fastest typist (about 100 ms).
   */
  refusedMedianGapMs: 90,
} as const;

/** The event a field gets after a burst was taken out of it (app/wedgeGuard; ui/Field says it). */
export const WEDGE_EVENT = 'station-wedge-scan';

/** What the field tells the operator after a burst: sent to the scan, or refused and why. */
export interface WedgeNote {
  text: string;
  outcome: 'sent' | 'refused-in-dialog' | 'refused-no-loja';
}

/** One key as the detector needs it (from a keydown). */
export interface KeyFact {
  key: string;
  /** When it was pressed, in ms on any monotonic clock (event.timeStamp). */
  time: number;
  /** A held key's repeats: never a scanner's. */
  repeat?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  isComposing?: boolean;
  /** The field does not take this character as typing: a letter in a number field (see refused). */
  foreign?: boolean;
}

/** A scanner's burst, caught at its Enter: what it typed, and the field's value before it began. */
export interface WedgeBurst {
  text: string;
  valueBefore: string;
  /** When its first key was pressed (KeyFact.time). */
  startTime: number;
}

interface Typed {
  char: string;
  time: number;
  /** null for a key typed into no field (the page's shortcuts): it is never refused. */
  valueBefore: string | null;
  foreign?: boolean;
}

/** Keys that only change what the next key means: a scanner sends Shift around capitals. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock']);
/** Keys kept for one field at most; a code longer than this is no barcode a desk reads. */
const KEEP = 128;

/**
 * Follows the keys of one field after another. `key()` is called on each keydown with the
 * field's value at that moment (before the key changes it; null with no field focused) and
 * answers the burst at its Enter.
 */
export class WedgeDetector {
  private field: unknown = null;
  private run: Typed[] = [];

  key(field: unknown, fact: KeyFact, valueBefore: string | null): WedgeBurst | null {
    if (field !== this.field) {
      this.field = field;
      this.run = [];
    }
    if (fact.isComposing || MODIFIERS.has(fact.key)) return null;
    if (fact.key === 'Enter') {
      const burst = fact.ctrlKey || fact.altKey || fact.metaKey ? null : burstBefore(this.run, fact.time, valueBefore);
      this.run = [];
      return burst;
    }
    if (fact.key.length !== 1 || fact.repeat || fact.ctrlKey || fact.altKey || fact.metaKey) {
      // Backspace, an arrow, a shortcut: a person at work. What came before is not a scan.
      this.run = [];
      return null;
    }
    this.run.push({ char: fact.key, time: fact.time, valueBefore, foreign: fact.foreign === true });
    if (this.run.length > KEEP) this.run.shift();
    return null;
  }

  /** Forgets the keys seen (the field lost the focus). */
  reset(): void {
    this.field = null;
    this.run = [];
  }
}

/**
 * The run of keys that ends at an Enter pressed at `enterTime`, when it is a scanner's.
 * `valueNow` (the field at the Enter) tells which keys the field refused: see refused.
 */
export function burstBefore(run: readonly Typed[], enterTime: number, valueNow: string | null): WedgeBurst | null {
  const last = run.at(-1);
  if (!last || enterTime - last.time > WEDGE.stallMs) return null;
  let start = timedStart(run, enterTime) ?? refusedStart(run, enterTime, valueNow);
  if (start === null) return null;
  // A stalled desk cut the code after keys the field refused: they are its first keys, so the
  // code is read whole (never without its "PED"), and the field goes back to its value from
  // before them.
  while (start > 0 && refused(run, start - 1, valueNow) && gapBefore(run, start) <= WEDGE.refusedHeadMs) start--;
  const keys = run.slice(start);
  return { text: keys.map((k) => k.char).join(''), valueBefore: keys[0]!.valueBefore ?? '', startTime: keys[0]!.time };
}

const gapBefore = (run: readonly Typed[], i: number) =>
  i > 0 ? run[i]!.time - run[i - 1]!.time : Number.POSITIVE_INFINITY;

/**
 * Whether the key `i` is no typing of the field's: a character it does not take (a letter in a
 * number field, which may keep it to be refused), or one that left it as it was (a mask dropped it).
 */
function refused(run: readonly Typed[], i: number, valueNow: string | null): boolean {
  if (run[i]!.foreign) return true;
  const after = i + 1 < run.length ? run[i + 1]!.valueBefore : valueNow;
  return after !== null && after === run[i]!.valueBefore;
}

/** Where the burst told by its timing alone begins, if there is one. */
function timedStart(run: readonly Typed[], enterTime: number): number | null {
  // The last run of fast keys…
  let start = run.length - 1;
  while (gapBefore(run, start) <= WEDGE.maxGapMs) start--;
  // …and the runs before it that the page held back a moment: one at a scanner's pace, or one
  // that began after a pause (the scanner's first keys, then the page drew them). Keys a person
  // was typing right before, at a person's pace, are not one of them: they stay in the field.
  // A stall longer than stallMs (up to refusedHeadMs) is joined over only by a run of three keys
  // or more at a scanner's pace: no person types so, and a stalled desk cut the code there.
  while (gapBefore(run, start) <= WEDGE.refusedHeadMs) {
    const stalled = gapBefore(run, start) > WEDGE.stallMs;
    let head = start - 1;
    while (gapBefore(run, head) <= WEDGE.maxGapMs) head--;
    const afterPause = !stalled && gapBefore(run, head) > WEDGE.stallMs;
    const fast = start - head >= (stalled ? 3 : 2) && scannerPace(run.slice(head, start));
    if (!afterPause && !fast) break;
    start = head;
  }
  const keys = run.slice(start);
  return keys.length >= WEDGE.minChars && scannerPace(keys, enterTime) ? start : null;
}

/**
 * Where a run begun by a key the field refused begins, when it is a scanner's all the same: a
 * desk so loaded that it handed the keys over slower than a burst (see refusedMedianGapMs).
 */
function refusedStart(run: readonly Typed[], enterTime: number, valueNow: string | null): number | null {
  let start = run.length - 1;
  while (gapBefore(run, start) <= WEDGE.stallMs) start--;
  const keys = run.slice(start);
  if (keys.length < WEDGE.minChars || !refused(run, start, valueNow)) return null;
  return scannerPace(keys, enterTime, WEDGE.refusedMedianGapMs) ? start : null;
}

/** Whether half the gaps between `keys` (and to the Enter, when given) are a scanner's. */
function scannerPace(keys: readonly Typed[], enterTime?: number, medianMs?: number): boolean {
  const gaps = keys.slice(1).map((k, i) => k.time - keys[i]!.time);
  if (enterTime !== undefined) gaps.push(enterTime - keys.at(-1)!.time);
  gaps.sort((a, b) => a - b);
  const limit = medianMs ?? (keys.length >= WEDGE.longCode ? WEDGE.longCodeMedianGapMs : WEDGE.medianGapMs);
  return gaps[Math.floor((gaps.length - 1) / 2)]! <= limit;
}
