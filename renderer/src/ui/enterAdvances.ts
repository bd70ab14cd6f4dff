// "Enter advances": in a form marked as a scope, Enter in a field moves to the next field, and
// Enter in the last one runs the step's action. Buttons, text areas and open pickers keep Enter.
import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/** The next field of a scope after `from` (radios count once: the checked one). */
export function nextField(scope: HTMLElement, from: HTMLElement): HTMLElement | null {
  const all = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (el instanceof HTMLInputElement && el.type === 'radio') return el.checked;
    if (el.tagName === 'BUTTON') return el.dataset.advance === 'stop';
    return !el.closest('[data-advance-skip]');
  });
  const index = all.indexOf(from);
  return index >= 0 ? (all[index + 1] ?? null) : null;
}

export function onEnterAdvance(onLast: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON') return;
    if (target.getAttribute('aria-expanded') === 'true') return; // a combobox choosing
    event.preventDefault();
    const next = nextField(event.currentTarget as HTMLElement, target);
    if (next && next.tagName !== 'BUTTON') next.focus();
    else onLast();
  };
}
