// A modal dialog on the native <dialog> element: it traps focus, Esc closes it, and the element
// that opened it gets focus back when it closes.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  wide?: boolean;
  footer?: ReactNode;
  testId?: string;
}

export function Dialog({ title, onClose, children, wide, footer, testId }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
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
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className={`dialog${wide ? ' wide' : ''}`} aria-labelledby={titleId} data-testid={testId}>
      <header>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn ghost small" onClick={onClose} aria-label={t('help.close')}>
          <span aria-hidden="true">✕</span>
        </button>
      </header>
      <div className="dialog-body">{children}</div>
      {footer ? <footer>{footer}</footer> : null}
    </dialog>
  );
}
