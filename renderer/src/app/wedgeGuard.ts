// A scanner typing into the wrong field (lib/wedge.ts tells its burst from a person's typing):
// at its Enter the field gets back the value it had before the burst, so the code is never kept
// as a weight, a CEP or a quantity, and the Enter does nothing there (no next field, no quote,
// no save). The code goes to the scan, as if read in the scan box, when the desk can scan (a loja
// open, no dialog over the screen); otherwise it is refused. Either way the field says so.
//
// A field where a scanner is the right tool says what it takes (data-scan-accepts): the NF-e key
// takes the DANFE's 44-digit barcode, the order reference any code. The scan box is not guarded.
import { useEffect } from 'react';
import { WEDGE_EVENT, WedgeDetector, type WedgeBurst, type WedgeNote } from '../lib/wedge';
import { inDialog, SCAN_INPUT_ID } from './shortcuts';
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
  const accepts = ACCEPTS[field.dataset.scanAccepts ?? ''];
  if (accepts?.(burst.text)) return; // the right field for this code: it stays, Enter goes on
  event.preventDefault();
  event.stopImmediatePropagation();
  putBack(field, burst.valueBefore);
  const outcome = outcomeFor(field);
  if (outcome === 'sent') void useStore.getState().scan(burst.text, { field: fieldName(field) });
  field.dispatchEvent(new CustomEvent<WedgeNote>(WEDGE_EVENT, { detail: { text: burst.text, outcome } }));
}

/** Installs the guard for the whole page (App), before any other key handler sees the Enter. */
export function useWedgeGuard(): void {
  useEffect(() => {
    const detector = new WedgeDetector();
    const onKeyDown = (event: KeyboardEvent) => {
      const field = guarded(event.target);
      if (!field) return detector.reset();
      const burst = detector.key(
        field,
        {
          key: event.key,
          // timeStamp is when the key arrived, even when the page was busy drawing the last one.
          time: event.timeStamp > 0 ? event.timeStamp : performance.now(),
          repeat: event.repeat,
          ctrlKey: event.ctrlKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
          isComposing: event.isComposing,
        },
        field.value,
      );
      if (burst) handle(field, burst, event);
    };
    // Capture on the window: ahead of React's handlers and of every other listener of the page.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
