// The desk's keyboard shortcuts, listed once: the help overlay shows this list and the global
// handler acts on it, so the two cannot disagree.
import type { Screen } from './uiSlice';

export interface Shortcut {
  keys: string;
  help: 'help' | 'screens' | 'loja' | 'close' | 'enter' | 'recipient' | 'newRecipient' | 'quote' | 'options' | 'buy' | 'next';
  group: 'everywhere' | 'ship';
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: '? · F1', help: 'help', group: 'everywhere' },
  { keys: 'Alt+1 … Alt+5', help: 'screens', group: 'everywhere' },
  { keys: 'Alt+L', help: 'loja', group: 'everywhere' },
  { keys: 'Esc', help: 'close', group: 'everywhere' },
  { keys: 'Enter', help: 'enter', group: 'everywhere' },
  { keys: 'Alt+D', help: 'recipient', group: 'ship' },
  { keys: 'Alt+C', help: 'newRecipient', group: 'ship' },
  { keys: 'Alt+Q', help: 'quote', group: 'ship' },
  { keys: '↑ ↓', help: 'options', group: 'ship' },
  { keys: 'Ctrl+Enter', help: 'buy', group: 'ship' },
  { keys: 'Alt+N', help: 'next', group: 'ship' },
];

export const SCREEN_KEYS: Record<string, Screen> = { '1': 'ship', '2': 'labels', '3': 'tracking', '4': 'addressbook', '5': 'settings' };

/** True when a key press would type into a field (so "?" must stay a character there). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type);
}

/** Ship-screen commands other components register (focus the search, quote, buy, …). */
export type ShipCommand = 'recipient' | 'newRecipient' | 'quote' | 'buy' | 'next';
const shipHandlers = new Map<ShipCommand, () => void>();

export function onShipCommand(command: ShipCommand, handler: () => void): () => void {
  shipHandlers.set(command, handler);
  return () => {
    if (shipHandlers.get(command) === handler) shipHandlers.delete(command);
  };
}

export function runShipCommand(command: ShipCommand): boolean {
  const handler = shipHandlers.get(command);
  if (!handler) return false;
  handler();
  return true;
}
