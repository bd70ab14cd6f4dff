// A modal dialog on the native <dialog> element: it traps focus, and the element that opened it
// gets focus back when it closes. What was typed in it is never dropped silently: Esc (or ✕, or
// Alt+1…Alt+8 in the header) closes at once while nothing was typed, and asks first once it was.
// Ctrl+Enter saves, as it buys on the ship screen: it submits the dialog's form, or presses the
// button marked data-dialog-save.
import './Dialog.css';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscardQuestion } from './DiscardQuestion';
import { registerDialog } from './dialogGuard';

interface DialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  wide?: boolean;
  footer?: ReactNode;
  testId?: string;
  /**
   * The body is words only (help, a question): it is a tab stop itself, so a body that scrolls
   * (at 200% zoom) can still be scrolled from the keyboard.
   */
  textOnly?: boolean;
}

export function Dialog({ title, onClose, children, wide, footer, testId, textOnly }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  const dirty = useRef(false);
  /** What runs when the operator agrees to discard (null: not asking). */
  const [asking, setAsking] = useState<null | { then: () => void }>(null);
  const askingRef = useRef(asking);
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current = onClose;
    askingRef.current = asking;
  });

  const ask = (then: () => void) => setAsking({ then });
  /** Closes now when nothing was typed; asks first otherwise. */
  const requestClose = () => {
    if (dirty.current) ask(() => undefined);
    else close.current();
  };
  const requestCloseRef = useRef(requestClose);
  useEffect(() => {
    requestCloseRef.current = requestClose;
  });

  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(
        '.dialog-body input, .dialog-body select, .dialog-body textarea, .dialog-body button',
      );
    first?.focus();
    // Esc while asking means "keep editing"; otherwise it closes, asking first if anything was typed.
    const escape = () => {
      if (askingRef.current) setAsking(null);
      else requestCloseRef.current();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      escape();
    };
    // Chromium lets a page cancel a dialog's Esc only once per user activation, and an Esc is not
    // one: Esc (asks), Esc (keeps editing), Esc again closed the dialog natively with no question
    // and left its typing in a hidden element. Esc is therefore taken at keydown, before the
    // browser turns it into a close request; the cancel event stays for other close requests.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      escape();
    };
    // Should the browser close it anyway, the dialog is not left hidden with its typing in it.
    const onClosed = () => {
      if (!dialog.isConnected) return;
      if (dirty.current && typeof dialog.showModal === 'function') {
        dialog.showModal();
        ask(() => undefined);
      } else close.current();
    };
    // Typing counts (a text field, a select); picking among radios or checkboxes is a choice, not typing.
    const onTyped = (event: Event) => {
      const field = event.target;
      if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) dirty.current = true;
      else if (field instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(field.type))
        dirty.current = true;
    };
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key !== 'Enter' || event.altKey || askingRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      const save = dialog.querySelector<HTMLButtonElement>('[data-dialog-save]:not(:disabled)');
      if (save) return save.click();
      dialog.querySelector('form')?.requestSubmit();
    };
    const unregister = registerDialog({ dirty: () => dirty.current, askToDiscard: ask });
    // One signal takes every listener away again: none can be added and then forgotten at unmount.
    const listening = new AbortController();
    const { signal } = listening;
    dialog.addEventListener('cancel', onCancel, { signal });
    dialog.addEventListener('keydown', onEscape, { signal });
    dialog.addEventListener('close', onClosed, { signal });
    dialog.addEventListener('input', onTyped, { signal });
    dialog.addEventListener('change', onTyped, { signal });
    dialog.addEventListener('keydown', onKey, { signal });
    return () => {
      unregister();
      listening.abort();
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      // Back to the control that opened it (when it is still on screen).
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className={`dialog${wide ? ' wide' : ''}`} aria-labelledby={titleId} data-testid={testId}>
      <header>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn ghost small" onClick={requestClose} aria-label={t('help.close')}>
          <span aria-hidden="true">✕</span>
        </button>
      </header>
      {asking ? (
        <DiscardQuestion
          body={t('dialog.discardBody')}
          keepRef={keepRef}
          onKeep={() => setAsking(null)}
          onDiscard={() => {
            const then = asking.then;
            setAsking(null);
            dirty.current = false;
            close.current();
            then();
          }}
        />
      ) : null}
      <div className="dialog-body" {...(textOnly ? { role: 'group', tabIndex: 0, 'aria-labelledby': titleId } : {})}>
        {children}
      </div>
      {footer ? <footer>{footer}</footer> : null}
    </dialog>
  );
}
