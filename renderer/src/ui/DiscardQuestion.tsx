// The one question asked before typing is thrown away: a dialog's unsaved input (ui/Dialog), a
// typed shipment not bought yet (Alt+N on the ship screen) and a loja switch over it (its own words
// on the buttons). "Keep editing" has the focus, so an
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
  /** The question and its two answers, when they are more than "discard what was typed". */
  words?: { title: string; keep: string; discard: string };
}

export function DiscardQuestion({ body, onKeep, onDiscard, keepRef, words }: DiscardQuestionProps) {
  const { t } = useTranslation();
  const title = words?.title ?? t('dialog.discardTitle');
  return (
    <div className="notice warn dialog-discard" role="alertdialog" aria-label={title} data-testid="dialog-discard">
      <strong>{title}</strong>
      <span>{body}</span>
      <div className="actions">
        <button type="button" className="btn" ref={keepRef} onClick={onKeep} data-autofocus>
          {words?.keep ?? t('dialog.keepEditing')}
        </button>
        <button type="button" className="btn danger" onClick={onDiscard}>
          {words?.discard ?? t('dialog.discard')}
        </button>
      </div>
    </div>
  );
}
