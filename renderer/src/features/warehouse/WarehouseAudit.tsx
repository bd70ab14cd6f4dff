// The audit screen's "Armazém" tab (issue 27, item 4c): what the shared journal recorded for this
// loja at every desk (claims, purchases, prints, releases, take-overs, second parcels), newest
// first, each line with its desk; a day filter as the desk's own audit has. Cut off from the
// journal it says since when the warehouse view is stale (this desk's own lines are in its own tab).
import '../../ui/Panel.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarehouseAuditLine } from '../../../../electron/shared/warehouse';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatBRL, formatDateTime } from '../../lib/format';
import { DataTable } from '../../ui/DataTable';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { StaleNotice } from './StaleNotice';

const EVENT_TONE: Record<WarehouseAuditLine['event'], string> = {
  claimed: 'accent',
  emitting: 'warn',
  bought: 'accent',
  printed: 'ok',
  released: '',
  'taken-over': 'danger',
  'second-parcel': 'warn',
};

export function WarehouseAudit({ day }: { day: string }) {
  const { t } = useTranslation();
  const audit = useStore((s) => s.warehouseAudit);
  const error = useStore((s) => s.warehouseAuditError);
  const loading = useStore((s) => s.warehouseAuditLoading);
  const load = useStore((s) => s.loadWarehouseAudit);
  const language = currentLanguage();

  useEffect(() => {
    void load(day);
  }, [day, load]);

  return (
    <>
      <StaleNotice view={audit} testId="warehouse-audit-stale" />
      {error ? <ErrorNotice error={error} actions={{ retry: () => void load(day) }} /> : null}
      <section className="panel grow" aria-labelledby="warehouse-audit-title">
        <header>
          <h2 id="warehouse-audit-title">{t('warehouse.audit.title')}</h2>
          <span className="spacer" />
          {loading ? <span className="faint small">{t('app.loading')}</span> : null}
          <span className="small muted" data-testid="warehouse-audit-total">
            {t('warehouse.audit.count', { count: audit?.rows.length ?? 0 })}
          </span>
        </header>
        <div className="body">
          <DataTable
            frameLabelledBy="warehouse-audit-title"
            className="compact"
            testId="warehouse-audit-table"
            empty={audit && audit.rows.length === 0 ? t('warehouse.audit.empty') : null}
            columns={[
              t('warehouse.col.at'),
              t('warehouse.col.desk'),
              t('warehouse.col.event'),
              t('warehouse.col.order'),
              t('warehouse.col.tracking'),
              { label: t('warehouse.col.price'), num: true },
            ]}
          >
            {audit?.rows.map((line, i) => (
              <tr key={`${line.at}|${line.shipmentId}|${line.event}|${i}`} data-testid="warehouse-audit-row">
                <td className="nowrap">{formatDateTime(line.at, language)}</td>
                <td className="nowrap" data-testid="warehouse-audit-desk">
                  {line.desk}
                </td>
                <td>
                  <span className={`badge ${EVENT_TONE[line.event]}`}>{t(`warehouse.event.${line.event}`)}</span>
                </td>
                <td className="mono nowrap">
                  {line.orderRef}
                  {line.parcel > 1 ? ` · ${t('warehouse.parcel', { parcel: line.parcel })}` : ''}
                </td>
                <td className="mono nowrap">{line.trackingCode ?? '—'}</td>
                <td className="num nowrap">{line.priceCents === null ? '—' : formatBRL(line.priceCents)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      </section>
    </>
  );
}
