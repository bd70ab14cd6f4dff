// Auditoria (Alt+8): every charge, print and reprint of this loja with the operator, the
// workstation and the time (main keeps it append-only), filtered by day and kind, in pages, and
// exported as CSV for the office. A desk in a warehouse has a second tab: the shared journal's
// lines at every desk, each with its desk.
import './audit.css';
import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditKind } from '../../../../electron/shared/desk';
import { useStore, useStoreFields } from '../../app/store';
import { currentLanguage, say } from '../../i18n';
import { formatBRL, formatDateTime } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Segmented } from '../../ui/Segmented';
import { WeightProofCells } from '../scale';
import { AUDIT_PAGE_SIZE, type AuditScope } from './auditSlice';
import { WarehouseAudit, warehouseOn } from '../warehouse';
import { Pager } from '../../ui/Pager';
import { DayField } from '../../ui/DayField';
import { DataTable } from '../../ui/DataTable';

const OUTCOME_TONE = {
  charged: 'accent',
  'charge-confirmed': 'warn',
  'possible-double-charge': 'danger',
  'bought-elsewhere': 'warn',
  printed: 'ok',
  failed: 'danger',
  'buy-again-anyway': 'danger',
  'double-charge-checked': 'warn',
} as const;

/** A document kind in words ("DACE (térmica)"); one this version has no name for stays as main wrote it. */
function documentKindName(kind: string, t: TFunction): string {
  return t(`audit.documentKind.${kind}`, { defaultValue: kind });
}

export function AuditScreen() {
  const { t } = useTranslation();
  const { auditFilter, auditExport, loadAudit, setAuditFilter, exportAudit, auditScope, setAuditScope } =
    useStoreFields(
      'auditFilter',
      'auditExport',
      'loadAudit',
      'setAuditFilter',
      'exportAudit',
      'auditScope',
      'setAuditScope',
    );
  const shared = useStore(warehouseOn);
  const scope: AuditScope = shared ? auditScope : 'desk';

  useEffect(() => {
    void loadAudit();
  }, [loadAudit]);

  return (
    <div className="report-screen audit-screen">
      <h1 className="sr-only">{t('audit.title')}</h1>
      {shared ? (
        <div role="tablist" aria-label={t('audit.scope.label')} className="subtabs audit-scope">
          {(['desk', 'warehouse'] as const).map((tab) => (
            <button
              key={tab}
              role="tab"
              type="button"
              aria-selected={scope === tab}
              onClick={() => setAuditScope(tab)}
              data-testid={`audit-scope-${tab}`}
            >
              {t(`audit.scope.${tab}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="report-bar">
        <DayField
          id="audit-day"
          label={t('audit.day')}
          value={auditFilter.day}
          allowEmpty
          onChange={(day) => setAuditFilter({ day })}
        />
        {auditFilter.day ? (
          <button type="button" className="btn small" onClick={() => setAuditFilter({ day: '' })}>
            {t('audit.allDays')}
          </button>
        ) : null}
        {scope === 'desk' ? (
          <Segmented<AuditKind | 'all'>
            label={t('audit.kind')}
            inline
            value={auditFilter.kind || 'all'}
            options={[
              { value: 'all', label: t('audit.kinds.all') },
              { value: 'charge', label: t('audit.kinds.charge') },
              { value: 'print', label: t('audit.kinds.print') },
              { value: 'reprint', label: t('audit.kinds.reprint') },
            ]}
            onChange={(kind) => setAuditFilter({ kind: kind === 'all' ? '' : kind })}
            testId="audit-kind"
          />
        ) : null}
        <span className="spacer" />
        {scope === 'desk' && auditExport.status === 'saved' ? (
          <span className="small ok-text" role="status">
            {t('audit.exported', { count: auditExport.rows, file: auditExport.fileName })}
          </span>
        ) : null}
        {scope === 'desk' ? (
          <button
            type="button"
            className="btn"
            disabled={auditExport.status === 'working'}
            onClick={() => void exportAudit()}
            data-testid="audit-export"
          >
            ↓ {t('audit.export')}
          </button>
        ) : null}
      </div>
      {scope === 'warehouse' ? <WarehouseAudit day={auditFilter.day} /> : <DeskAudit />}
    </div>
  );
}

/** This desk's own audit log: every charge, print and reprint, in pages. */
function DeskAudit() {
  const { t } = useTranslation();
  const { auditPage, audit, auditError, auditLoading, auditExport, loadAudit, setAuditPage } = useStoreFields(
    'auditPage',
    'audit',
    'auditError',
    'auditLoading',
    'auditExport',
    'loadAudit',
    'setAuditPage',
  );
  const language = currentLanguage();
  const pages = audit ? Math.max(1, Math.ceil(audit.total / AUDIT_PAGE_SIZE)) : 1;
  return (
    <>
      {auditError ? <ErrorNotice error={auditError} actions={{ retry: () => void loadAudit() }} /> : null}
      {auditExport.status === 'error' ? <ErrorNotice error={auditExport.error} /> : null}
      <section className="panel grow" aria-label={t('audit.title')}>
        <div className="body">
          <DataTable
            frameLabel={t('audit.title')}
            className="compact"
            testId="audit-table"
            empty={audit && audit.entries.length === 0 ? t('audit.empty') : null}
            columns={[
              t('audit.col.at'),
              t('audit.col.kind'),
              t('audit.col.outcome'),
              t('audit.col.ref'),
              t('audit.col.tracking'),
              { label: t('audit.col.price'), num: true },
              { label: t('audit.col.weight'), num: true },
              t('audit.col.weightSource'),
              t('audit.col.printer'),
              t('audit.col.operator'),
              t('audit.col.workstation'),
              t('audit.col.detail'),
            ]}
          >
            {audit?.entries.map((e) => (
              <tr key={e.seq} data-testid="audit-row" data-kind={e.kind} data-outcome={e.outcome}>
                <td className="nowrap">{formatDateTime(e.at, language)}</td>
                <td>{t(`audit.kinds.${e.kind}`)}</td>
                <td>
                  <span className={`badge ${OUTCOME_TONE[e.outcome]}`}>{t(`audit.outcome.${e.outcome}`)}</span>
                </td>
                <td className="mono nowrap">{e.externalRef ?? '—'}</td>
                <td className="mono nowrap">{e.trackingCode ?? '—'}</td>
                <td className="num nowrap">{e.priceCents === null ? '—' : formatBRL(e.priceCents)}</td>
                <WeightProofCells weight={e.weight} />
                <td className="nowrap">
                  {e.printer ?? '—'}
                  {e.documentKind && e.documentKind !== 'label' ? (
                    <span className="faint"> · {documentKindName(e.documentKind, t)}</span>
                  ) : null}
                </td>
                <td className="ellipsis">{e.operator ?? '—'}</td>
                <td className="nowrap">{e.workstation}</td>
                <td className="ellipsis faint">{e.detail ? say(e.detail, t) : ''}</td>
              </tr>
            ))}
          </DataTable>
          <Pager page={auditPage} pages={pages} onPage={setAuditPage}>
            {auditLoading ? <span className="faint">{t('app.loading')}</span> : null}
            <span data-testid="audit-total">{t('audit.count', { count: audit?.total ?? 0 })}</span>
          </Pager>
        </div>
      </section>
    </>
  );
}
