// The desk's keyboard shortcuts, listed once: the help overlay shows this list and the global
// handler acts on it, so the two cannot disagree.

export interface Shortcut {
  keys: string;
  help:
    | 'help'
    | 'screens'
    | 'scan'
    | 'loja'
    | 'close'
    | 'enter'
    | 'recipient'
    | 'newRecipient'
    | 'preset'
    | 'undoPreset'
    | 'quote'
    | 'options'
    | 'buy'
    | 'oneKey'
    | 'weigh'
    | 'next';
  group: 'everywhere' | 'ship';
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: '? · F1', help: 'help', group: 'everywhere' },
  { keys: 'Alt+1 … Alt+8', help: 'screens', group: 'everywhere' },
  { keys: 'F2 · /', help: 'scan', group: 'everywhere' },
  { keys: 'Alt+L', help: 'loja', group: 'everywhere' },
  { keys: 'Esc', help: 'close', group: 'everywhere' },
  { keys: 'Enter', help: 'enter', group: 'everywhere' },
  { keys: 'Alt+D', help: 'recipient', group: 'ship' },
  { keys: 'Alt+C', help: 'newRecipient', group: 'ship' },
  { keys: '1 … 9', help: 'preset', group: 'ship' },
  { keys: 'Ctrl+Z', help: 'undoPreset', group: 'ship' },
  { keys: 'Alt+Q', help: 'quote', group: 'ship' },
  { keys: '↑ ↓', help: 'options', group: 'ship' },
  { keys: 'Ctrl+Enter', help: 'buy', group: 'ship' },
  { keys: 'F9', help: 'oneKey', group: 'ship' },
  { keys: 'Alt+W', help: 'weigh', group: 'ship' },
  { keys: 'Alt+N', help: 'next', group: 'ship' },
];

/** The header's scan field: F2 (or / outside a text field) focuses it from any screen. */
export const SCAN_INPUT_ID = 'scan-input';
/** The one key that quotes, picks by the loja's rule, creates, buys and prints (ship screen). */
export const ONE_KEY = 'F9';

/** True when a key press would type into a field (so "?" must stay a character there). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type);
}

/** True inside an open modal: its own keys (Enter, digits) belong to it, not to the screen behind. */
export function inDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('dialog[open]') !== null;
}

/** Ship-screen commands other components register (focus the search, quote, buy, a preset, …). */
export type ShipCommand =
  'recipient' | 'newRecipient' | 'quote' | 'buy' | 'next' | 'oneKey' | 'preset' | 'undoPreset' | 'firstEmpty' | 'weigh';
type ShipHandler = (arg?: number) => void;
const shipHandlers = new Map<ShipCommand, ShipHandler>();

export function onShipCommand(command: ShipCommand, handler: ShipHandler): () => void {
  shipHandlers.set(command, handler);
  return () => {
    if (shipHandlers.get(command) === handler) shipHandlers.delete(command);
  };
}

export function runShipCommand(command: ShipCommand, arg?: number): boolean {
  const handler = shipHandlers.get(command);
  if (!handler) return false;
  handler(arg);
  return true;
}
