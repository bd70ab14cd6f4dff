// The one question asked before typing is thrown away: a dialog's unsaved input (ui/Dialog) and a
// typed shipment not bought yet (Alt+N on the ship screen). "Keep editing" has the focus, so an
// Enter pressed out of habit keeps the work.
import './Dialog.css';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface DiscardQuestionProps {
  /** What would be lost, in a sentence. */
  body: string;
  onKeep(): void;
  onDiscard(): void;
  keepRef?: Ref<HTMLButtonElement>;
}

export function DiscardQuestion({ body, onKeep, onDiscard, keepRef }: DiscardQuestionProps) {
  const { t } = useTranslation();
  return (
    <div
      className="notice warn dialog-discard"
      role="alertdialog"
      aria-label={t('dialog.discardTitle')}
      data-testid="dialog-discard"
    >
      <strong>{t('dialog.discardTitle')}</strong>
      <span>{body}</span>
      <div className="actions">
        <button type="button" className="btn" ref={keepRef} onClick={onKeep} data-autofocus>
          {t('dialog.keepEditing')}
        </button>
        <button type="button" className="btn danger" onClick={onDiscard}>
          {t('dialog.discard')}
        </button>
      </div>
    </div>
  );
}
