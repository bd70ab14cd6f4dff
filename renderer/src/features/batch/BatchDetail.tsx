// The batch on screen: what the import found (valid rows, refused rows with their reasons), then
// start, the progress bar, pause and resume, and retry of failed rows. Labels come out in the
// CSV's order; retrying never charges a row twice (main buys each shipment once).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchView } from '../../../../electron/shared/desk';
import { useStore } from '../../app/store';
import { formatBRL } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { describeRule } from '../rules';
import { batchName } from './batchName';
import { BatchErrors } from './BatchErrors';
import { BatchLabelFit } from './BatchLabelFit';
import { BatchRows } from './BatchRows';
import { BatchWeighRow } from './BatchWeighRow';

interface BatchActionProps {
  testId: string;
  primary?: boolean;
  /** Not now (besides while the batch is busy). */
  off?: boolean;
  onClick(): void;
  children: ReactNode;
}

/** One of the batch's actions (start, discard, pause, resume, retry): none while the batch is busy. */
function BatchAction({ testId, primary, off, onClick, children }: BatchActionProps) {
  const busy = useStore((s) => s.batchBusy);
  return (
    <button
      type="button"
      className={`btn${primary ? ' primary' : ''}`}
      disabled={busy || off}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

export function BatchDetail({ batch }: { batch: BatchView }) {
  const { t } = useTranslation();
  const { batchError, startBatch, pauseBatch, resumeBatch, retryFailedRows, discardBatch, closeBatch, openSettings } =
    useStore();
  const batches = useStore((s) => s.batches);
  const valid = batch.total - batch.invalid;
  // Refused rows are never worked on: the bar measures the rows that can be, so it starts empty.
  const done = batch.counts.printed + batch.counts.failed - batch.invalid;
  const failedToRetry = batch.rows.filter((r) => r.state === 'failed' && !r.invalid).length;
  const errors = batch.rows
    .filter((r) => r.invalid)
    .map((r) => ({ index: r.index, line: r.line, externalRef: r.externalRef, messages: r.messages }));
  const percent = valid ? Math.round((done / valid) * 100) : 0;
  const running = batch.state === 'running' || batch.state === 'pausing';
  const weighing = batch.rows.find((r) => r.state === 'awaiting-weight');

  return (
    <section
      className="panel grow batch-detail"
      aria-labelledby="batch-title"
      data-testid="batch-detail"
      data-state={batch.state}
    >
      <header>
        <h2 id="batch-title" className="ellipsis">
          {batchName(batch, batches, t)}
        </h2>
        <span
          className={`badge ${batch.state === 'running' ? 'accent' : batch.state === 'finished' ? 'ok' : ''}`}
          data-testid="batch-state"
        >
          {t(`batch.batchState.${batch.state}`)}
        </span>
        <span className="spacer" />
        <span className="small muted">{t('batch.ruleLine', { rule: describeRule(batch.rule, t) })}</span>
        <button type="button" className="btn ghost small" onClick={closeBatch} aria-label={t('help.close')}>
          ✕
        </button>
      </header>
      <div className="body batch-body">
        <div className="batch-summary">
          <span data-testid="batch-counts">
            <strong>{t('batch.validRows', { count: valid })}</strong>
            {batch.invalid ? (
              <span className="field-error"> · {t('batch.invalidRows', { count: batch.invalid })}</span>
            ) : null}
          </span>
          <span className="muted small">
            {[
              t('batch.printed', { count: batch.counts.printed }),
              t('batch.failed', { count: batch.counts.failed - batch.invalid }),
              t('batch.pending', {
                count:
                  batch.counts.pending +
                  batch.counts['awaiting-weight'] +
                  batch.counts.quoting +
                  batch.counts.created +
                  batch.counts.emitting,
              }),
            ].join(' · ')}
          </span>
          <span className="spacer" />
          <span className="small">{t('batch.charged', { total: formatBRL(batch.chargedCents) })}</span>
        </div>
        <div
          className="batch-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={valid}
          aria-valuenow={done}
          aria-label={t('batch.progress', { done, total: valid })}
          data-testid="batch-progress"
          data-done={done}
        >
          <span className="bar" style={{ width: `${percent}%` }} />
          <span className="bar-text">{t('batch.progress', { done, total: valid })}</span>
        </div>
        <div className="batch-actions">
          {batch.state === 'ready' ? (
            <>
              <BatchAction testId="batch-start" primary off={valid === 0} onClick={() => void startBatch()}>
                {t('batch.start', { count: valid })}
              </BatchAction>
              <BatchAction testId="batch-discard" onClick={() => void discardBatch()}>
                {t('batch.discard')}
              </BatchAction>
              <span className="small muted">{batch.invalid ? t('batch.fixAndReimport') : t('batch.nothingSpent')}</span>
            </>
          ) : null}
          {running ? (
            <BatchAction testId="batch-pause" off={batch.state === 'pausing'} onClick={() => void pauseBatch()}>
              {batch.state === 'pausing' ? t('batch.pausing') : t('batch.pause')}
            </BatchAction>
          ) : null}
          {batch.state === 'paused' ? (
            <BatchAction testId="batch-resume" primary onClick={() => void resumeBatch()}>
              {t('batch.resume')}
            </BatchAction>
          ) : null}
          {failedToRetry && (batch.state === 'finished' || batch.state === 'paused') ? (
            <BatchAction testId="batch-retry" onClick={() => void retryFailedRows()}>
              {t('batch.retry', { count: failedToRetry })}
            </BatchAction>
          ) : null}
          {failedToRetry ? <span className="small muted">{t('batch.retryHint')}</span> : null}
        </div>
        {batchError ? (
          <>
            <ErrorNotice
              error={batchError}
              actions={{ printers: () => openSettings('station') }}
              testId="batch-error-notice"
            />
            {batchError.kind === 'printer-unavailable' && batch.state === 'ready' ? (
              <div className="actions">
                <button
                  type="button"
                  className="btn small"
                  onClick={() => void startBatch({ confirmPrinterDown: true })}
                >
                  {t('batch.startAnyway')}
                </button>
              </div>
            ) : null}
          </>
        ) : null}
        {batch.halted ? (
          // The station paused the batch by itself (its file refused a write): why, until resumed.
          <ErrorNotice error={batch.halted} testId="batch-halted-notice" />
        ) : null}
        {weighing && running ? <BatchWeighRow row={weighing} /> : null}
        <BatchErrors errors={errors} />
        <BatchLabelFit rows={batch.rows} />
        <BatchRows rows={batch.rows} />
      </div>
    </section>
  );
}
