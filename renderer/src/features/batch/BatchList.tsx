// This loja's batches, newest first: unfinished ones (they resume by themselves after a restart)
// and finished ones, each with how far it got and what it cost.
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatBRL, formatDateTime } from '../../lib/format';
import { Panel } from '../../ui/Panel';
import { batchName } from './batchName';

export function BatchList() {
  const { t } = useTranslation();
  const batches = useStore((s) => s.batches);
  const current = useStore((s) => s.batch?.batchId ?? null);
  const openBatch = useStore((s) => s.openBatch);
  return (
    <Panel titleId="batch-list-title" title={t('batch.listTitle')} className="grow" body="scroll">
      {batches.length === 0 ? <p className="empty small">{t('batch.none')}</p> : null}
      <ul className="label-list" data-testid="batch-list">
        {batches.map((b) => (
          <li key={b.batchId}>
            <button
              type="button"
              className={`label-item compact${b.batchId === current ? ' selected' : ''}`}
              aria-pressed={b.batchId === current}
              onClick={() => void openBatch(b.batchId)}
            >
              <span className="label-line">
                <strong className="ellipsis">{batchName(b, batches, t)}</strong>
                <span className="spacer" />
                <span
                  className={`badge ${b.state === 'finished' ? (b.counts.failed - b.invalid > 0 ? 'warn' : 'ok') : b.state === 'running' ? 'accent' : ''}`}
                >
                  {t(`batch.batchState.${b.state}`)}
                </span>
              </span>
              <span className="label-line muted small">
                <span>{t('batch.printedOf', { printed: b.counts.printed, total: b.total - b.invalid })}</span>
                <span className="spacer" />
                <span>{formatBRL(b.chargedCents)}</span>
              </span>
              <span className="faint small">{formatDateTime(b.createdAt, currentLanguage())}</span>
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
