// A scanner typing into the wrong field (lib/wedge.ts tells its burst from a person's typing):
// at its Enter the field gets back the value it had before the burst, so the code is never kept
// as a weight, a CEP or a quantity, and the Enter does nothing there (no next field, no quote,
// no save). The code goes to the scan, as if read in the scan box, when the desk can scan (a loja
// open, no dialog over the screen); otherwise it is refused. Either way the field says so.
//
// A field where a scanner is the right tool says what it takes (data-scan-accepts): the NF-e key
// takes the DANFE's 44-digit barcode, the order reference any code. The scan box is not guarded.
//
// A scanner fired while the focus is on no field (the page itself, a button, a preset's chip)
// types into the page's own shortcuts, where 1–9 put a preset on the parcel. Those keys are
// followed too: a burst ends at its Enter in the scan, and that Enter presses nothing. The preset
// keys wait for it (holdPageKey): a digit pressed outside a field acts once no scanner can be
// typing, when no key followed it within WEDGE.maxGapMs (80 ms) or a key came that a scanner does
// not send inside a code (Enter, Backspace, a shortcut). Held, not applied and put back: a preset
// applied moves the focus to the weight, so the rest of the burst would land there cut from its
// first keys; it also announces itself and replaces what Ctrl+Z undoes. Never doing it is simpler
// than undoing all of that, and 80 ms is under what a person notices between a key and what it
// does (about 100 ms): a person's "2" is preset 2 at once to them.
//
// The wait is the page's own clock, and a desk can stall longer than it (a big first sync on two
// cores, another program): the scanner's next keys are then still on their way when the wait
// ends, and its first digit is let through as a preset, which moves the focus to the weight,
// where the rest of the code arrives. The keys' own times (event.timeStamp, when the system got
// them) still tell it: a burst that began within WEDGE.maxGapMs of a key let through is that
// key's code. The preset is taken back (as Ctrl+Z would) and the whole code goes to the scan.
import { useEffect } from 'react';
import { WEDGE, WEDGE_EVENT, WedgeDetector, type KeyFact, type WedgeBurst, type WedgeNote } from '../lib/wedge';
import { inDialog, isTyping, SCAN_INPUT_ID } from '../lib/shortcuts';
import { useStore } from './store';

/** What a field marked data-scan-accepts takes from a scanner. */
const ACCEPTS: Record<string, (text: string) => boolean> = {
  any: () => true,
  'nfe-key': (text) => /^\d{44}$/.test(text.trim()),
};

type Guarded = HTMLInputElement | HTMLTextAreaElement;

function guarded(target: EventTarget | null): Guarded | null {
  if (target instanceof HTMLTextAreaElement) return target;
  if (!(target instanceof HTMLInputElement)) return null;
  if (target.id === SCAN_INPUT_ID) return null;
  // A password may well be typed by a badge reader; it never goes to the scan.
  if (['password', 'checkbox', 'radio', 'button', 'submit', 'file', 'range', 'color'].includes(target.type))
    return null;
  return target;
}

/** The field's name as the operator reads it: its label's words (a shortcut's key left out). */
export function fieldName(field: Guarded): string {
  const label = field.labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
  label?.querySelectorAll('kbd').forEach((key) => key.remove());
  const words = label?.textContent?.replace(/\s+/g, ' ').trim();
  return words || field.getAttribute('aria-label') || field.name || field.id;
}

/**
 * Puts `value` back into a field React controls: through the input's own value setter and an
 * input event, so the field's onChange (its mask, its slice) sees it like any edit.
 */
export function putBack(field: Guarded, value: string): void {
  if (field.value === value) return;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // Only text-like inputs have a caret to place (an e-mail or number input throws).
  if (/^(text|search|tel|url|password)$/.test(field.type) || field instanceof HTMLTextAreaElement)
    field.setSelectionRange(value.length, value.length);
}

/** Where the burst goes: the scan when a loja is open (the scan box is there) and no dialog is over it. */
function outcomeFor(field: Guarded): WedgeNote['outcome'] {
  if (inDialog(field)) return 'refused-in-dialog';
  return document.getElementById(SCAN_INPUT_ID) ? 'sent' : 'refused-no-loja';
}

function handle(field: Guarded, burst: WedgeBurst, event: KeyboardEvent): void {
  const head = takeBackHead(burst.startTime);
  if (head) {
    // The code's first keys were let through as page keys (see the top): the field was not where
    // the scanner was fired, so it says nothing; the code is scanned whole.
    event.preventDefault();
    event.stopImmediatePropagation();
    putBack(field, burst.valueBefore);
    head.undo();
    if (outcomeFor(field) === 'sent') void useStore.getState().scan(head.chars + burst.text);
    return;
  }
  const accepts = ACCEPTS[field.dataset.scanAccepts ?? ''];
  if (accepts?.(burst.text)) return; // the right field for this code: it stays, Enter goes on
  event.preventDefault();
  event.stopImmediatePropagation();
  putBack(field, burst.valueBefore);
  const outcome = outcomeFor(field);
  if (outcome === 'sent') void useStore.getState().scan(burst.text, { field: fieldName(field) });
  field.dispatchEvent(new CustomEvent<WedgeNote>(WEDGE_EVENT, { detail: { text: burst.text, outcome } }));
}

/** What a page key (a preset on 1–9) does, and how it is taken back. */
export interface PageKeyAction {
  apply: () => void;
  undo: () => void;
}

interface HeldKey extends PageKeyAction {
  char: string;
  /** When the key was pressed (event.timeStamp). */
  time: number;
}

/** Page keys waiting until no scanner can be typing (see the top). */
const held: HeldKey[] = [];
let heldTimer: ReturnType<typeof setTimeout> | undefined;
/** Page keys the wait let through, the latest last: a stalled desk's may be a scanner's (see the top). */
let letThrough: HeldKey[] = [];

/** When a key was pressed: timeStamp is when it arrived, even while the page was busy. */
const timeOf = (event: KeyboardEvent) => (event.timeStamp > 0 ? event.timeStamp : performance.now());

/**
 * Runs `action.apply` for the page key `event` once no scanner's burst can be under way: within
 * WEDGE.maxGapMs, unless a next key keeps it waiting.
 */
export function holdPageKey(event: KeyboardEvent, action: PageKeyAction): void {
  held.push({ char: event.key, time: timeOf(event), ...action });
  waitForNextKey();
}

function waitForNextKey(): void {
  if (held.length === 0) return;
  clearTimeout(heldTimer);
  heldTimer = setTimeout(releaseHeld, WEDGE.maxGapMs);
}

/** No burst: what the keys held do, in their order, before the key that ruled the burst out acts. */
function releaseHeld(): void {
  clearTimeout(heldTimer);
  heldTimer = undefined;
  const keys = held.splice(0);
  if (keys.length === 0) return;
  // Only the keys a burst arriving now could have begun with are kept.
  letThrough = [...letThrough.filter((key) => keys[0]!.time - key.time <= WEDGE.stallMs), ...keys];
  for (const key of keys) key.apply();
}

/** A scanner's burst: the keys held were its, and do nothing. */
function dropHeld(): void {
  clearTimeout(heldTimer);
  heldTimer = undefined;
  held.length = 0;
}

/**
 * The keys let through that a burst beginning at `start` continues (each at most WEDGE.maxGapMs
 * before the next): forgotten, with their characters and what takes them back, latest first.
 */
function takeBackHead(start: number): { chars: string; undo: () => void } | null {
  let first = letThrough.length;
  let next = start;
  while (first > 0 && next - letThrough[first - 1]!.time >= 0 && next - letThrough[first - 1]!.time <= WEDGE.maxGapMs)
    next = letThrough[--first]!.time;
  const head = letThrough.splice(first);
  if (head.length === 0) return null;
  return {
    chars: head.map((key) => key.char).join(''),
    undo: () => [...head].reverse().forEach((key) => key.undo()),
  };
}

/** The keys let through that are inside a burst typed on the page from `start`: taken back. */
function takeBackWithin(start: number): void {
  const inside = letThrough.filter((key) => key.time >= start);
  letThrough = letThrough.filter((key) => key.time < start);
  [...inside].reverse().forEach((key) => key.undo());
}

/** The focus on no field: keys go to the page's shortcuts (a dialog's own keys are the dialog's). */
const PAGE = {};
const onPage = (target: EventTarget | null) => !isTyping(target) && !inDialog(target);

/** A key a scanner may send inside a code: a character, or the Shift around a capital. */
const mayBeScanned = (fact: KeyFact) =>
  (fact.key.length === 1 || fact.key === 'Shift') && !fact.repeat && !fact.ctrlKey && !fact.altKey && !fact.metaKey;

/** A burst typed with no field focused: to the scan when a loja is open; its Enter presses nothing. */
function handlePage(burst: WedgeBurst, event: KeyboardEvent): void {
  dropHeld();
  takeBackWithin(burst.startTime);
  event.preventDefault();
  event.stopImmediatePropagation();
  if (document.getElementById(SCAN_INPUT_ID)) void useStore.getState().scan(burst.text);
}

/** A character a number field (inputmode decimal or numeric) does not take as typing: a code's letters. */
function foreign(target: EventTarget | null, key: string): boolean {
  if (key.length !== 1 || !(target instanceof HTMLInputElement)) return false;
  const mode = target.getAttribute('inputmode');
  if (mode === 'decimal') return !/[\d.,]/.test(key);
  return mode === 'numeric' && !/\d/.test(key);
}

/** Installs the guard for the whole page (App), before any other key handler sees the Enter. */
export function useWedgeGuard(): void {
  useEffect(() => {
    const detector = new WedgeDetector();
    const onKeyDown = (event: KeyboardEvent) => {
      const fact: KeyFact = {
        key: event.key,
        time: timeOf(event),
        repeat: event.repeat,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        isComposing: event.isComposing,
        foreign: foreign(event.target, event.key),
      };
      const field = guarded(event.target);
      if (field) {
        releaseHeld(); // a key into a field: what a page key held does first
        const burst = detector.key(field, fact, field.value);
        if (burst) handle(field, burst, event);
        return;
      }
      if (!onPage(event.target)) {
        releaseHeld();
        return detector.reset();
      }
      const burst = detector.key(PAGE, fact, null);
      if (burst) handlePage(burst, event);
      else if (mayBeScanned(fact)) waitForNextKey();
      else releaseHeld();
    };
    // Capture on the window: ahead of React's handlers and of every other listener of the page.
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      dropHeld();
      letThrough = [];
    };
  }, []);
}
