// What an open dialog tells the rest of the desk: whether it holds typing not saved yet, and a way
// to ask the operator before that typing is thrown away. The header's Alt+1…Alt+8 ask here first,
// so leaving a screen never drops a half-typed dialog without a word.
export interface OpenDialog {
  /** True once anything was typed or changed in it since it opened. */
  dirty(): boolean;
  /** Asks whether to drop what was typed; `then` runs only when the operator says yes. */
  askToDiscard(then: () => void): void;
}

const open: OpenDialog[] = [];

export function registerDialog(dialog: OpenDialog): () => void {
  open.push(dialog);
  return () => {
    const at = open.indexOf(dialog);
    if (at >= 0) open.splice(at, 1);
  };
}

/**
 * Runs `leave` now when no open dialog holds unsaved typing; otherwise the topmost such dialog asks
 * first and `leave` runs once the operator chooses to discard. Returns true when it had to ask.
 */
export function leaveDialogs(leave: () => void): boolean {
  const dirty = [...open].reverse().find((dialog) => dialog.dirty());
  if (!dirty) {
    leave();
    return false;
  }
  dirty.askToDiscard(leave);
  return true;
}
