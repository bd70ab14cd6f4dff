// The bought label's print line on the buy panel: printed, failed (with why and a reprint), on
// its way to the printer, or bought and NOT printed yet, waiting for a printer that does not
// answer (strict mode's "buy anyway", or a job the queue tries again) with the queue's reason.
// It follows the label's print job as it changes: the job's own events (print-job) may arrive
// before main's answer to the purchase does, so the newer of the two is shown.
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { say } from '../../i18n';
import { PrintNotes } from '../label';
import { followJob, type BuyOutcome } from '../purchase';

/** The outcome as its print job stands now: a newer print-job event than main's answer wins. */
function useFollowed(outcome: BuyOutcome): BuyOutcome {
  const job = useStore((s) => s.printJobs.find((j) => j.jobId === outcome.printJobId));
  if (!job || (outcome.printUpdatedAt !== undefined && job.updatedAt < outcome.printUpdatedAt)) return outcome;
  return followJob(outcome, job);
}

export function PrintStatus({ outcome: answered, onReprint }: { outcome: BuyOutcome; onReprint(): void }) {
  const { t } = useTranslation();
  const outcome = useFollowed(answered);
  const dace = outcome.dace;
  const pending = outcome.printStatus === 'queued' || outcome.printStatus === 'printing';
  const waiting =
    pending && (outcome.printError !== undefined || (outcome.printStatus === 'queued' && outcome.boughtPrinterDown));
  return (
    <div
      className="print-status small"
      data-testid="print-status"
      data-status={waiting ? 'waiting' : outcome.printStatus}
      aria-live="polite"
    >
      {outcome.possibleDoubleCharge ? (
        <div className="notice danger" role="alert" data-testid="possible-double-charge">
          {t('ship.buy.possibleDoubleCharge')}
        </div>
      ) : null}
      {outcome.printStatus === 'done' ? (
        <span className="ok-text">✓ {t('ship.buy.printDone', { printer: outcome.printer })}</span>
      ) : outcome.printStatus === 'failed' ? (
        <span className="field-error">
          {t('ship.buy.printFailed', { printer: outcome.printer })} {say(outcome.printError, t)}{' '}
          <button type="button" className="btn small" onClick={onReprint}>
            {t('labels.reprint')}
          </button>
        </span>
      ) : waiting ? (
        <div className="notice warn" data-testid="print-waiting">
          {t('ship.buy.printWaiting', { printer: outcome.printer })}
          {outcome.printError ? ` ${say(outcome.printError, t)}` : ''} {t('ship.buy.printWaitingThen')}
        </div>
      ) : (
        <span className="muted">{t('ship.buy.printQueued', { printer: outcome.printer })}</span>
      )}
      <PrintNotes notes={outcome.printNotes} testId="buy-print-note" />
      {dace ? (
        dace.ok ? (
          <span className="muted"> · {t('ship.buy.daceSent', { tipo: dace.tipoDace })}</span>
        ) : (
          <span className="field-error">
            {' '}
            · {t('ship.buy.daceFailed')} {say(dace.error.said, t)}
          </span>
        )
      ) : null}
    </div>
  );
}
