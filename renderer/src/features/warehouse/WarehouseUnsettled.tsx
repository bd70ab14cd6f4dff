// The labels screen's "Armazém" section (issue 27, item 4a): every desk's purchases of this loja
// that are not settled in the shared journal (claimed and not bought yet, being bought, bought and
// not printed) with the desk holding each: what the supervisor asks at 17:00. Read when the screen
// opens, every half minute while it is open, after this station's purchases move, and on demand.
// Cut off from the journal, it shows this desk's own and says since when the rest is stale.
import './warehouse.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarehousePurchaseView } from '../../../../electron/shared/warehouse';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatBRL, formatTime } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { StaleNotice } from './StaleNotice';
import { warehouseOn } from './warehouseSlice';

const READ_EVERY_MS = 30_000;
const STATE_TONE = { claimed: 'accent', emitting: 'warn', bought: 'danger', printed: 'ok', released: '' } as const;

/** When the row's state began: bought for a label bought, else the claim. */
const sinceOf = (row: WarehousePurchaseView) => row.boughtAt ?? row.claimedAt;

export function WarehouseUnsettled() {
  const { t } = useTranslation();
  const on = useStore(warehouseOn);
  const view = useStore((s) => s.warehouseUnsettled);
  const error = useStore((s) => s.warehouseUnsettledError);
  const load = useStore((s) => s.loadWarehouseUnsettled);
  // Read again for another loja (a switch empties the list; this screen stays mounted).
  const tenantId = useStore((s) => s.session?.tenantId ?? null);
  const language = currentLanguage();

  useEffect(() => {
    if (!on || !tenantId) return;
    void load();
    const timer = setInterval(() => void load(), READ_EVERY_MS);
    return () => clearInterval(timer);
  }, [on, load, tenantId]);

  if (!on) return null;
  const rows = view?.rows ?? [];
  return (
    <section
      className="warehouse-unsettled"
      aria-labelledby="warehouse-unsettled-title"
      data-testid="warehouse-unsettled"
    >
      <div className="section-head">
        <h3 id="warehouse-unsettled-title">
          {view ? t('warehouse.unsettled.title', { count: rows.length }) : t('warehouse.unsettled.titleLoading')}
        </h3>
        <span className="spacer" />
        <button type="button" className="btn small ghost" onClick={() => void load()} data-testid="warehouse-refresh">
          {t('warehouse.refresh')}
        </button>
      </div>
      <StaleNotice view={view} testId="warehouse-unsettled-stale" />
      {error ? <ErrorNotice error={error} compact /> : null}
      {view && rows.length === 0 ? (
        <p className="faint small">
          {view.source === 'warehouse' ? t('warehouse.unsettled.none') : t('warehouse.unsettled.noneHere')}
        </p>
      ) : null}
      {rows.length ? (
        <ul className="unsettled-list">
          {rows.map((row) => (
            <li key={row.shipmentId} data-testid="warehouse-unsettled-row" data-state={row.state}>
              <div className="unsettled-line">
                <span className="nowrap" title={t('warehouse.col.since')}>
                  {formatTime(sinceOf(row), language)}
                </span>
                <span className="mono" title={t('warehouse.col.order')}>
                  {row.orderRef}
                  {row.parcel > 1 ? ` · ${t('warehouse.parcel', { parcel: row.parcel })}` : ''}
                </span>
                <strong title={t('warehouse.col.desk')} data-testid="warehouse-unsettled-desk">
                  {row.desk}
                </strong>
                {row.mine ? <span className="badge">{t('warehouse.thisDesk')}</span> : null}
                <span className="spacer" />
                <span className="nowrap" title={t('warehouse.col.price')}>
                  {row.priceCents === null ? '—' : formatBRL(row.priceCents)}
                </span>
              </div>
              <div className="small">
                <span className={`badge ${STATE_TONE[row.state]}`}>{t(`warehouse.state.${row.state}`)}</span>
                {row.trackingCode ? <span className="mono"> {row.trackingCode}</span> : null}
                {row.recipientName ? <span className="muted"> · {row.recipientName}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
