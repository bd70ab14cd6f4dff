// A keyboard-wedge barcode scanner, as the page gets one. A scanner is a USB keyboard that sends
// its code at a fixed pace (here 5 ms a key, Shift around a capital) and presses Enter; the
// system queues its keys whatever the page is doing. page.keyboard.type cannot be that: it waits
// for each key to be handled before it sends the next, so on a loaded two-core CI machine this
// test's own process puts 100 ms or more between two keys, a pace no scanner has, and the page
// rightly takes the first digit of a code for a person's preset key. So the keys go through the
// DevTools protocol all at once, in order, each stamped with the time a scanner would have sent
// it (Input.dispatchKeyEvent's `timestamp`, which is the keydown's event.timeStamp): the page's
// burst detector (renderer/src/lib/wedge.ts) reads a scanner's pace, and the keys reach the page
// as fast as it takes them, like a device's queued keys.
import type { CDPSession, Page } from '@playwright/test';

/** A scanner's pace: one key every 5 ms, let go halfway (in seconds: the protocol's unit). */
const PACE_S = 0.005;
const EVENT_S = PACE_S / 2;
/** The Shift key's bit in the protocol's modifiers. */
const SHIFT = 8;

interface KeyDef {
  key: string;
  code: string;
  keyCode: number;
  text?: string;
}

const SHIFT_KEY: KeyDef = { key: 'Shift', code: 'ShiftLeft', keyCode: 16 };
const ENTER: KeyDef = { key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' };
const PUNCTUATION: Record<string, Omit<KeyDef, 'key' | 'text'>> = {
  '-': { code: 'Minus', keyCode: 189 },
  '.': { code: 'Period', keyCode: 190 },
  '/': { code: 'Slash', keyCode: 191 },
  ' ': { code: 'Space', keyCode: 32 },
};

/** What a US-layout scanner sends for one character of a code (a barcode's characters). */
function keyOf(char: string): KeyDef {
  if (/^\d$/.test(char)) return { key: char, code: `Digit${char}`, keyCode: char.charCodeAt(0), text: char };
  if (/^[a-z]$/i.test(char)) {
    const upper = char.toUpperCase();
    return { key: char, code: `Key${upper}`, keyCode: upper.charCodeAt(0), text: char };
  }
  const punctuation = PUNCTUATION[char];
  if (!punctuation) throw new Error(`the test scanner does not send ${JSON.stringify(char)}`);
  return { key: char, ...punctuation, text: char };
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** One key event of the protocol: a key pressed (with the text it types) or let go. */
interface Stroke {
  type: 'keyDown' | 'rawKeyDown' | 'keyUp';
  def: KeyDef;
  modifiers: number;
  /** Which character of the code it types (the Enter: the code's length). */
  char: number;
}

/** The key events a scanner sends for `code` (and its Enter): a capital inside a Shift. */
function strokes(code: string, enter: boolean): Stroke[] {
  const out: Stroke[] = [];
  const press = (def: KeyDef, modifiers: number, char: number) =>
    out.push({ type: 'keyDown', def, modifiers, char }, { type: 'keyUp', def, modifiers, char });
  [...code].forEach((char, i) => {
    if (/^[A-Z]$/.test(char)) {
      out.push({ type: 'rawKeyDown', def: SHIFT_KEY, modifiers: SHIFT, char: i });
      press(keyOf(char), SHIFT, i);
      out.push({ type: 'keyUp', def: SHIFT_KEY, modifiers: 0, char: i });
    } else press(keyOf(char), 0, i);
  });
  if (enter) press(ENTER, 0, code.length);
  return out;
}

/**
 * The scanner reads `code` into whatever has the focus: its keys at 5 ms a key, then Enter
 * (unless `enter` is false). Resolves once the page has handled every key. `stall`: a loaded desk
 * got the character `at` (and all after it) `ms` later than the scanner sent it.
 */
export async function scanKeys(
  page: Page,
  code: string,
  { enter = true, stall }: { enter?: boolean; stall?: { at: number; ms: number } } = {},
): Promise<void> {
  const cdp = await sessionOf(page);
  const events = strokes(code, enter);
  const late = (char: number) => (stall && char >= stall.at ? stall.ms / 1000 : 0);
  // Stamped so the last key is now: the keys happened at a scanner's pace and were queued.
  const first = Date.now() / 1000 - events.length * EVENT_S - late(code.length);
  await Promise.all(
    events.map(({ type, def, modifiers, char }, i) =>
      cdp.send('Input.dispatchKeyEvent', {
        type,
        key: def.key,
        code: def.code,
        windowsVirtualKeyCode: def.keyCode,
        modifiers,
        timestamp: first + i * EVENT_S + late(char),
        ...(type === 'keyDown' && def.text ? { text: def.text, unmodifiedText: def.text.toLowerCase() } : {}),
      }),
    ),
  );
}
