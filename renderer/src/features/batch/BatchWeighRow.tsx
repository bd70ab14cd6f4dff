// The batch row waiting at the desk for its weight: which row and order it is, the scale's live
// reading with its stable mark, and the confirm (Enter, or the button). Main takes only a
// stable, fresh reading and says why it refused any other; the batch waits here until then.
import { useEffect } from 'react';
import { LiveWeight } from '../scale';
import { useTranslation } from 'react-i18next';
import type { BatchRowView } from '../../../../electron/shared/desk';
import { useStore } from '../../app/store';
import { shown } from './BatchRows';

/** Enter confirms unless it belongs to a control with its own Enter (a focused button clicks itself). */
const ownsEnter = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && target.closest('button, input, textarea, select, a[href]') !== null;

export function BatchWeighRow({ row }: { row: BatchRowView }) {
  const { t } = useTranslation();
  const busy = useStore((s) => s.batchBusy);
  const confirm = useStore((s) => s.confirmBatchWeight);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsEnter(event.target) || useStore.getState().batchBusy) return;
      event.preventDefault();
      void confirm(row.index);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirm, row.index]);

  return (
    <div className="batch-weigh" role="region" aria-labelledby="batch-weigh-title" data-testid="batch-weigh">
      <strong id="batch-weigh-title">{t('batch.weigh.title', { line: row.line, ref: shown(row.externalRef) })}</strong>
      <p className="small muted">{t('batch.weigh.hint')}</p>
      <LiveWeight weightTestId="batch-weigh-reading" markTestId="batch-weigh-mark" noScale={t('batch.weigh.noScale')}>
        <button
          type="button"
          className="btn primary small"
          disabled={busy}
          onClick={() => void confirm(row.index)}
          aria-keyshortcuts="Enter"
          data-testid="batch-weigh-confirm"
        >
          {t('batch.weigh.confirm')} <kbd aria-hidden="true">Enter</kbd>
        </button>
      </LiveWeight>
    </div>
  );
}
