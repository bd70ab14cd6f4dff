// The first-day guide's line about its test label, following the label's print job as the queue
// reports it (print-job events, kept in printJobs; the newer of main's answer and the latest event
// is shown, as the ship screen's PrintStatus does): on its way, taken by the printer (then the
// question whether it came out right), or not taken (refused, not answering, failed) in red with
// the queue's reason and what to do. A queued page is not "sent" until the printer took it.
import { useTranslation } from 'react-i18next';
import type { PrintJobView } from '../../../../electron/shared/printing';
import { useStore } from '../../app/store';
import { say } from '../../i18n';

/** The test label's job as it stands now: a newer print-job event than main's answer wins. */
export function useFollowedJob(answered: PrintJobView | undefined): PrintJobView | undefined {
  const latest = useStore((s) => (answered ? s.printJobs.find((j) => j.jobId === answered.jobId) : undefined));
  return latest && answered && latest.updatedAt >= answered.updatedAt ? latest : answered;
}

/** `job` as it stands now (useFollowedJob). */
export function TestLabelStatus({
  job,
  onProfile,
  onPrinter,
}: {
  job: PrintJobView;
  onProfile(): void;
  onPrinter(): void;
}) {
  const { t } = useTranslation();
  const name = job.printer;

  const taken = job.status === 'done';
  const failed = job.status === 'failed';
  if (taken || failed || job.lastError) {
    // Taken: the question whether it came out right. Not taken: why (the queue's words) and what to do.
    const [said, then] = taken
      ? (['sent', 'check'] as const)
      : failed
        ? (['failed', 'failedThen'] as const)
        : (['notTaken', 'notTakenThen'] as const);
    return (
      <div
        className={`notice ${taken ? 'ok' : 'danger'}`}
        role={taken ? 'status' : 'alert'}
        data-testid="first-day-test-sent"
        data-status={taken ? 'done' : failed ? 'failed' : 'waiting'}
      >
        <strong>{t(`firstDay.test.${said}`, { name })}</strong>
        {!taken && job.lastError ? <span>{say(job.lastError, t)}</span> : null}
        <span>{t(`firstDay.test.${then}`)}</span>
        <div className="actions">
          <button type="button" className="btn small" onClick={taken ? onProfile : onPrinter}>
            {t(taken ? 'firstDay.test.backToProfile' : 'firstDay.test.otherPrinter')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <p className="small muted" role="status" data-testid="first-day-test-sent" data-status="sending">
      {t('firstDay.test.sending', { name })}
    </p>
  );
}
