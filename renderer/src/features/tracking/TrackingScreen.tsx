// Tracking by code (Enter looks up what the server has; "refresh" asks the carrier again) and by
// shipment, one page of events at a time.
import './tracking.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { isKnown, Timeline, useStatusLabel } from './Timeline';
import { TRACKING_PAGE_SIZE } from './trackingSlice';
import { Panel } from '../../ui/Panel';
import { Pager } from '../../ui/Pager';

export function TrackingScreen() {
  const { t } = useTranslation();
  const { trackingCode, setTrackingCode, trackCode, byCode, byShipment, trackShipment, history } = useStore();
  const [shipmentId, setShipmentId] = useState(byShipment.shipmentId || history[0]?.shipmentId || '');
  const status = useStatusLabel();
  const lookup = (event: FormEvent) => {
    event.preventDefault();
    void trackCode();
  };
  const pages = byShipment.result
    ? Math.max(1, Math.ceil(byShipment.result.total / (byShipment.result.limit || TRACKING_PAGE_SIZE)))
    : 1;

  return (
    <div className="tracking-screen">
      <h1 className="sr-only">{t('tracking.title')}</h1>
      <Panel titleId="by-code-title" title={t('tracking.byCode')} body="scroll">
        <form className="row" onSubmit={lookup}>
          <Field
            label={t('tracking.code')}
            placeholder={t('tracking.codePlaceholder')}
            className="mono-input"
            value={trackingCode}
            onChange={(e) => setTrackingCode(e.target.value.toUpperCase())}
            autoFocus
            name="trackingCode"
            // A tracking code read off a label with the scanner belongs here (app/wedgeGuard).
            data-scan-accepts="any"
          />
          <button type="submit" className="btn primary" disabled={byCode.loading || !trackingCode.trim()}>
            {t('tracking.lookup')}
          </button>
          <button
            type="button"
            className="btn"
            title={t('tracking.refreshHint')}
            disabled={byCode.refreshing || !trackingCode.trim()}
            onClick={() => void trackCode({ refresh: true })}
            data-testid="tracking-refresh"
          >
            ⟳ {t('tracking.refresh')}
          </button>
        </form>
        {history.length ? (
          <div className="chips" aria-label={t('tracking.shipmentPick')}>
            {history.slice(0, 6).map((r) => (
              <button
                key={r.trackingCode}
                type="button"
                className="chip mono"
                onClick={() => void trackCode({ code: r.trackingCode })}
              >
                {r.trackingCode}
              </button>
            ))}
          </div>
        ) : null}
        {byCode.error ? <ErrorNotice error={byCode.error} actions={{ retry: () => void trackCode() }} /> : null}
        {byCode.result ? (
          <div className="tracking-result" data-testid="tracking-by-code">
            <div className="tracking-head">
              <span className="mono big-code">{byCode.result.trackingCode}</span>
              <span
                className={`badge ${byCode.result.status === 'DELIVERED' ? 'ok' : 'accent'}`}
                data-testid="tracking-status"
                // A carrier's own status: its code on hover too (the timeline shows it under the event).
                title={isKnown(byCode.result.status) ? undefined : byCode.result.status}
              >
                {status(byCode.result.status)}
              </span>
              <span className="spacer" />
              {byCode.checkedAt ? (
                <span className="faint small">
                  {t('tracking.checkedAt', { time: formatDateTime(byCode.checkedAt, currentLanguage()) })}
                </span>
              ) : null}
            </div>
            <Timeline events={byCode.result.events} />
          </div>
        ) : null}
      </Panel>
      <Panel titleId="by-shipment-title" title={t('tracking.byShipment')} body="scroll">
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            void trackShipment(shipmentId, 1);
          }}
        >
          <Field
            id="shipment-id"
            label={t('tracking.shipment')}
            mono
            list="shipment-ids"
            value={shipmentId}
            onChange={(e) => setShipmentId(e.target.value)}
            placeholder={t('tracking.shipmentId')}
          />
          <datalist id="shipment-ids">
            {history.map((r) => (
              <option key={r.shipmentId} value={r.shipmentId}>{`${r.trackingCode} · ${r.recipientName}`}</option>
            ))}
          </datalist>
          <button type="submit" className="btn primary" disabled={!shipmentId.trim() || byShipment.loading}>
            {t('tracking.load')}
          </button>
        </form>
        {byShipment.error ? (
          <ErrorNotice
            error={byShipment.error}
            actions={{ retry: () => void trackShipment(byShipment.shipmentId, byShipment.page) }}
          />
        ) : null}
        {byShipment.result ? (
          <div data-testid="tracking-by-shipment">
            <p className="faint small">{t('tracking.total', { count: byShipment.result.total })}</p>
            <Timeline events={byShipment.result.data} testId="timeline-shipment" />
            <Pager
              page={byShipment.page}
              pages={pages}
              onPage={(page) => void trackShipment(byShipment.shipmentId, page)}
            />
          </div>
        ) : null}
      </Panel>
    </div>
  );
}
