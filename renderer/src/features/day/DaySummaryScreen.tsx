// Dia (Alt+7): the labels this loja bought on a day (desk local time) with carrier, tracking code
// and price, totals per carrier, and the pickup list for the drivers: printed on A4 (the PDF DACE
// printer) or saved as a PDF.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatBRL, formatDay, formatTime, localDay } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { UnsettledList } from '../label/UnsettledList';
import { WeightProofCells } from '../scale/WeightProofCells';

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
  } = useStore();
  const language = currentLanguage();
  const today = localDay();

  useEffect(() => {
    void loadSummary();
    void loadUnsettled();
  }, [loadSummary, loadUnsettled]);

  return (
    <div className="report-screen day-screen">
      <h1 className="sr-only">{t('day.title')}</h1>
      <div className="report-bar">
        <div className="field inline-field">
          <label htmlFor="day-pick">{t('day.day')}</label>
          <input
            id="day-pick"
            type="date"
            className="input"
            value={summaryDay}
            max={today}
            onChange={(e) => e.target.value && void loadSummary(e.target.value)}
            data-testid="day-pick"
          />
        </div>
        {summaryDay !== today ? (
          <button type="button" className="btn small" onClick={() => void loadSummary(today)}>
            {t('day.today')}
          </button>
        ) : null}
        <span className="muted small">{formatDay(summaryDay, language)}</span>
        <span className="spacer" />
        <button
          type="button"
          className="btn primary"
          disabled={!summary?.count || pickup.status === 'working'}
          onClick={() => void printPickupList()}
          data-testid="day-print"
        >
          {t('day.printPickup')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!summary?.count || pickup.status === 'working'}
          onClick={() => void savePickupPdf()}
          data-testid="day-save-pdf"
        >
          ↓ {t('day.savePdf')}
        </button>
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
      <UnsettledList testId="day-unsettled" />
      {summaryError ? <ErrorNotice error={summaryError} actions={{ retry: () => void loadSummary() }} /> : null}
      <div className="day-columns">
        <section className="panel grow" aria-labelledby="day-list-title">
          <header>
            <h2 id="day-list-title">{t('day.shipments')}</h2>
            <span className="spacer" />
            {summaryLoading ? <span className="faint small">{t('app.loading')}</span> : null}
          </header>
          <div className="body">
            <div className="table-wrap">
              <table className="data compact" data-testid="day-table">
                <thead>
                  <tr>
                    <th>{t('day.col.time')}</th>
                    <th>{t('day.col.ref')}</th>
                    <th>{t('day.col.recipient')}</th>
                    <th>{t('day.col.city')}</th>
                    <th>{t('day.col.service')}</th>
                    <th>{t('day.col.tracking')}</th>
                    <th className="num">{t('day.col.price')}</th>
                    <th className="num">{t('day.col.weight')}</th>
                    <th>{t('day.col.weightSource')}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary?.shipments.map((s) => (
                    <tr key={s.shipmentId} data-testid="day-row">
                      <td className="nowrap">{s.boughtAt ? formatTime(s.boughtAt, language) : '—'}</td>
                      <td className="mono nowrap">{s.externalRef ?? '—'}</td>
                      <td className="ellipsis">{s.recipientName ?? '—'}</td>
                      <td className="nowrap">
                        {[s.recipientCity, s.recipientState].filter(Boolean).join(' - ') || '—'}
                      </td>
                      <td className="nowrap">{[s.carrierName, s.serviceName].filter(Boolean).join(' ') || '—'}</td>
                      <td className="mono nowrap">{s.trackingCode ?? '—'}</td>
                      <td className="num nowrap">{s.priceCents === null ? '—' : formatBRL(s.priceCents)}</td>
                      <WeightProofCells weight={s.weight} />
                    </tr>
                  ))}
                </tbody>
              </table>
              {summary && summary.count === 0 ? <p className="empty">{t('day.empty')}</p> : null}
            </div>
          </div>
        </section>
        <section className="panel day-totals" aria-labelledby="day-totals-title" data-testid="day-totals">
          <header>
            <h2 id="day-totals-title">{t('day.totals')}</h2>
          </header>
          <div className="body">
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
              <thead>
                <tr>
                  <th>{t('day.col.service')}</th>
                  <th className="num">{t('day.col.count')}</th>
                  <th className="num">{t('day.col.price')}</th>
                </tr>
              </thead>
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
          </div>
        </section>
      </div>
    </div>
  );
}
