// Dia (Alt+7): the labels this loja bought on a day (desk local time) with carrier, tracking code
// and price, totals per carrier, and the pickup list for the drivers: printed on A4 (the PDF DACE
// printer) or saved as a PDF. A desk in a warehouse shows its own day or the whole warehouse's
// (each label with the desk that bought it; the pickup list the same), and says when the
// warehouse's part is stale because the shared journal did not answer.
import './day.css';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatBRL, formatTime, localDay } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Panel } from '../../ui/Panel';
import { DayField } from '../../ui/DayField';
import { TableHead } from '../../ui/TableHead';
import { DataTable } from '../../ui/DataTable';
import { UnsettledList } from '../label';
import { WeightProofCells } from '../scale';
import { StaleNotice, warehouseOn } from '../warehouse';
import type { SummaryWhole } from './daySlice';
import { Segmented } from '../../ui/Segmented';

interface PickupActionProps {
  primary?: boolean;
  onClick(): void;
  testId: string;
  children: ReactNode;
}

/** Printing or saving the pickup list: not while the day has no labels or the list is on its way. */
function PickupAction({ primary, onClick, testId, children }: PickupActionProps) {
  const off = useStore((s) => !s.summary?.count || s.pickup.status === 'working');
  return (
    <button
      type="button"
      className={`btn${primary ? ' primary' : ''}`}
      disabled={off}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

export function DaySummaryScreen() {
  const { t } = useTranslation();
  const {
    summaryDay,
    summary,
    summaryError,
    summaryLoading,
    pickup,
    loadSummary,
    printPickupList,
    savePickupPdf,
    openSettings,
    loadUnsettled,
    summaryWhole,
    setSummaryWhole,
  } = useStore();
  const shared = useStore(warehouseOn);
  const language = currentLanguage();
  const today = localDay();
  // The desk that bought each label, on the whole warehouse's day.
  const byDesk = Boolean(summary?.warehouse);

  useEffect(() => {
    void loadSummary();
    void loadUnsettled();
  }, [loadSummary, loadUnsettled]);

  return (
    <div className="report-screen day-screen">
      <h1 className="sr-only">{t('day.title')}</h1>
      <div className="report-bar">
        <DayField
          id="day-pick"
          label={t('day.day')}
          value={summaryDay}
          onChange={(day) => day && void loadSummary(day)}
        />
        {summaryDay !== today ? (
          <button type="button" className="btn small" onClick={() => void loadSummary(today)}>
            {t('day.today')}
          </button>
        ) : null}
        {shared ? (
          <Segmented<SummaryWhole>
            label={t('day.whole.label')}
            inline
            value={summaryWhole}
            options={[
              { value: 'desk', label: t('day.whole.desk') },
              { value: 'warehouse', label: t('day.whole.warehouse') },
            ]}
            onChange={setSummaryWhole}
            testId="day-whole"
          />
        ) : null}
        <span className="spacer" />
        <PickupAction primary onClick={() => void printPickupList()} testId="day-print">
          {t('day.printPickup')}
        </PickupAction>
        <PickupAction onClick={() => void savePickupPdf()} testId="day-save-pdf">
          ↓ {t('day.savePdf')}
        </PickupAction>
      </div>
      {pickup.status === 'printed' ? (
        <div className="notice ok" role="status" data-testid="day-pickup-status">
          {t('day.printed', { printer: pickup.job.printer })}
        </div>
      ) : null}
      {pickup.status === 'saved' ? (
        <div className="notice ok" role="status" data-testid="day-pickup-status">
          {t('day.saved', { file: pickup.fileName })}
        </div>
      ) : null}
      {pickup.status === 'error' ? (
        <ErrorNotice
          error={pickup.error}
          actions={{ printers: () => openSettings('station') }}
          testId="day-pickup-error"
        />
      ) : null}
      <StaleNotice view={summary?.warehouse} testId="day-stale" />
      <UnsettledList testId="day-unsettled" />
      {summaryError ? <ErrorNotice error={summaryError} actions={{ retry: () => void loadSummary() }} /> : null}
      <div className="day-columns">
        <Panel
          titleId="day-list-title"
          title={summary?.warehouse?.source === 'warehouse' ? t('day.shipmentsWarehouse') : t('day.shipments')}
          className="grow"
          aside={summaryLoading ? <span className="faint small">{t('app.loading')}</span> : null}
        >
          <DataTable
            frameLabelledBy="day-list-title"
            className="compact"
            testId="day-table"
            empty={summary && summary.count === 0 ? t('day.empty') : null}
            columns={[
              t('day.col.time'),
              ...(byDesk ? [t('day.col.desk')] : []),
              t('day.col.ref'),
              t('day.col.recipient'),
              t('day.col.city'),
              t('day.col.service'),
              t('day.col.tracking'),
              { label: t('day.col.price'), num: true },
              { label: t('day.col.weight'), num: true },
              t('day.col.weightSource'),
            ]}
          >
            {summary?.shipments.map((s) => (
              <tr key={s.shipmentId} data-testid="day-row">
                <td className="nowrap">{s.boughtAt ? formatTime(s.boughtAt, language) : '—'}</td>
                {byDesk ? (
                  <td className="nowrap" data-testid="day-desk">
                    {s.desk ?? '—'}
                  </td>
                ) : null}
                <td className="mono nowrap">{s.externalRef ?? '—'}</td>
                <td className="ellipsis">{s.recipientName ?? '—'}</td>
                <td className="nowrap">{[s.recipientCity, s.recipientState].filter(Boolean).join(' - ') || '—'}</td>
                <td className="nowrap">{[s.carrierName, s.serviceName].filter(Boolean).join(' ') || '—'}</td>
                <td className="mono nowrap">{s.trackingCode ?? '—'}</td>
                <td className="num nowrap">{s.priceCents === null ? '—' : formatBRL(s.priceCents)}</td>
                <WeightProofCells weight={s.weight} />
              </tr>
            ))}
          </DataTable>
        </Panel>
        <Panel titleId="day-totals-title" title={t('day.totals')} className="day-totals" testId="day-totals">
          <dl className="ready-facts">
            <div>
              <dt>{t('day.labels')}</dt>
              <dd className="paid" data-testid="day-count">
                {summary?.count ?? '—'}
              </dd>
            </div>
            <div>
              <dt>{t('day.total')}</dt>
              <dd className="paid" data-testid="day-total">
                {summary ? formatBRL(summary.totalCents) : '—'}
              </dd>
            </div>
          </dl>
          <table className="data compact">
            <TableHead
              columns={[
                t('day.col.service'),
                { label: t('day.col.count'), num: true },
                { label: t('day.col.price'), num: true },
              ]}
            />
            <tbody>
              {summary?.carriers.map((c) => (
                <tr key={`${c.carrierName}|${c.serviceName}`} data-testid="day-carrier">
                  <td>
                    {c.carrierName} {c.serviceName}
                  </td>
                  <td className="num">{c.count}</td>
                  <td className="num nowrap">{formatBRL(c.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {summary?.createdNotBought ? (
            <div className="notice warn small">{t('day.createdNotBought', { count: summary.createdNotBought })}</div>
          ) : null}
          <p className="faint small">{t('day.pickupHint')}</p>
        </Panel>
      </div>
    </div>
  );
}
