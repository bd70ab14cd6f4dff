// The print history of one shipment (label and DACE jobs), printing the label again on its
// printer or on another one, and sending a failed job again.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, useStoreFields } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import type { ShipmentRecord } from './labelSlice';
import { say } from '../../i18n';
import { Panel } from '../../ui/Panel';
import { LabelFileButtons, LabelFileStatus } from './LabelFileActions';
import { SelectField } from '../../ui/SelectField';
import { PrintNotes } from './PrintNotes';
import { HeldCopyActions, HeldCopyResult, OTHER_PRINTER_ID } from './HeldCopyActions';

const STATUS_CLASS = { queued: 'warn', printing: 'accent', done: 'ok', failed: 'danger' } as const;

export function PrintHistory({ record }: { record: ShipmentRecord }) {
  const { t } = useTranslation();
  const allJobs = useStore((s) => s.printJobs);
  const jobs = useMemo(() => allJobs.filter((j) => j.shipmentId === record.shipmentId), [allJobs, record.shipmentId]);
  // Documents a copy of which came out: a failed copy of one is not offered to be sent again (a
  // second label on the box); "Reimprimir" asks for another copy on purpose. Main refuses it too.
  const printed = useMemo(
    () => new Set(jobs.filter((j) => j.status === 'done').map((j) => j.reprintOf ?? j.jobId)),
    [jobs],
  );
  const { printers, reprint, resendJob } = useStoreFields('printers', 'reprint', 'resendJob');
  const result = useStore((s) => s.reprintResult);
  const [other, setOther] = useState('');

  return (
    <Panel
      titleId="history-title"
      title={t('labels.history')}
      testId="print-history"
      aside={
        <button
          type="button"
          className="btn small primary"
          onClick={() => void reprint(record.shipmentId)}
          data-testid="reprint"
        >
          {t('labels.reprint')}
        </button>
      }
    >
      {jobs.length === 0 ? (
        <p className="muted small">{t('labels.noHistory')}</p>
      ) : (
        <table className="data compact">
          <tbody>
            {jobs.map((job) => (
              <tr key={job.jobId} data-status={job.status}>
                <td className="nowrap">{formatDateTime(job.createdAt, currentLanguage())}</td>
                <td>
                  {t(`labels.kind.${job.kind}`)}
                  {job.reprintOf ? <span className="faint"> · {t('labels.again')}</span> : null}
                </td>
                <td className="mono small">{job.printer}</td>
                <td>
                  <span className={`badge ${STATUS_CLASS[job.status]}`}>{t(`labels.status.${job.status}`)}</span>
                  {job.lastError && job.status !== 'done' ? (
                    <div className="field-error">{say(job.lastError, t)}</div>
                  ) : null}
                  <PrintNotes notes={job.notes} />
                  {/* Under its status and reason, not in a column of its own: at 1366 px the history
                      shares the window with the list and the preview, and a last column was cut. */}
                  {job.status === 'failed' && !printed.has(job.reprintOf ?? job.jobId) ? (
                    <div>
                      <button type="button" className="btn small" onClick={() => void resendJob(job.jobId)}>
                        {t('labels.resend')}
                      </button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (other) void reprint(record.shipmentId, other);
        }}
      >
        <SelectField
          id={OTHER_PRINTER_ID}
          label={t('labels.sendTo')}
          value={other}
          onChange={(e) => setOther(e.target.value)}
          data-testid="other-printer"
        >
          <option value="">{t('labels.choosePrinter')}</option>
          {printers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.description ? `${p.name} — ${p.description}` : p.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn" disabled={!other}>
          {t('labels.send')}
        </button>
      </form>
      <div className="row label-file-actions">
        <LabelFileButtons record={record} where="history" />
      </div>
      <LabelFileStatus record={record} />
      {result && !result.ok ? <ErrorNotice error={result.error} compact /> : null}
      {result && !result.ok && result.error.said.key === 'printing.stillInQueue' ? (
        <HeldCopyActions shipmentId={record.shipmentId} printerId={result.printerId} />
      ) : null}
      <HeldCopyResult />
      {result?.ok ? (
        <p className="small ok-text" role="status" data-testid="reprint-result">
          {result.movedFrom
            ? t('labels.movedTo', { printer: result.job.printer, from: result.movedFrom })
            : t('labels.sentTo', { printer: result.job.printer })}
        </p>
      ) : null}
    </Panel>
  );
}
