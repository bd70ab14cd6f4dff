// Auditoria (Alt+8): every charge, print and reprint of this loja with the operator, the
// workstation and the time (main keeps it append-only), filtered by day and kind, in pages, and
// exported as CSV for the office.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditKind } from '../../../../electron/shared/desk';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatBRL, formatDateTime, localDay } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Segmented } from '../../ui/Segmented';
import { WeightProofCells } from '../scale/WeightProofCells';
import { AUDIT_PAGE_SIZE } from './auditSlice';

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

export function AuditScreen() {
  const { t } = useTranslation();
  const {
    auditFilter,
    auditPage,
    audit,
    auditError,
    auditLoading,
    auditExport,
    loadAudit,
    setAuditFilter,
    setAuditPage,
    exportAudit,
  } = useStore();
  const language = currentLanguage();
  const pages = audit ? Math.max(1, Math.ceil(audit.total / AUDIT_PAGE_SIZE)) : 1;

  useEffect(() => {
    void loadAudit();
  }, [loadAudit]);

  return (
    <div className="report-screen audit-screen">
      <h1 className="sr-only">{t('audit.title')}</h1>
      <div className="report-bar">
        <div className="field inline-field">
          <label htmlFor="audit-day">{t('audit.day')}</label>
          <input
            id="audit-day"
            type="date"
            className="input"
            value={auditFilter.day}
            max={localDay()}
            onChange={(e) => setAuditFilter({ day: e.target.value })}
            data-testid="audit-day"
          />
        </div>
        {auditFilter.day ? (
          <button type="button" className="btn small" onClick={() => setAuditFilter({ day: '' })}>
            {t('audit.allDays')}
          </button>
        ) : null}
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
        <span className="spacer" />
        {auditExport.status === 'saved' ? (
          <span className="small ok-text" role="status">
            {t('audit.exported', { count: auditExport.rows, file: auditExport.fileName })}
          </span>
        ) : null}
        <button
          type="button"
          className="btn"
          disabled={auditExport.status === 'working'}
          onClick={() => void exportAudit()}
          data-testid="audit-export"
        >
          ↓ {t('audit.export')}
        </button>
      </div>
      {auditError ? <ErrorNotice error={auditError} actions={{ retry: () => void loadAudit() }} /> : null}
      {auditExport.status === 'error' ? <ErrorNotice error={auditExport.error} /> : null}
      <section className="panel grow" aria-label={t('audit.title')}>
        <div className="body">
          <div className="table-wrap">
            <table className="data compact" data-testid="audit-table">
              <thead>
                <tr>
                  <th>{t('audit.col.at')}</th>
                  <th>{t('audit.col.kind')}</th>
                  <th>{t('audit.col.outcome')}</th>
                  <th>{t('audit.col.ref')}</th>
                  <th>{t('audit.col.tracking')}</th>
                  <th className="num">{t('audit.col.price')}</th>
                  <th className="num">{t('audit.col.weight')}</th>
                  <th>{t('audit.col.weightSource')}</th>
                  <th>{t('audit.col.printer')}</th>
                  <th>{t('audit.col.operator')}</th>
                  <th>{t('audit.col.workstation')}</th>
                  <th>{t('audit.col.detail')}</th>
                </tr>
              </thead>
              <tbody>
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
                        <span className="faint"> · {e.documentKind}</span>
                      ) : null}
                    </td>
                    <td className="ellipsis">{e.operator ?? '—'}</td>
                    <td className="nowrap">{e.workstation}</td>
                    <td className="ellipsis faint">{e.detail ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {audit && audit.entries.length === 0 ? <p className="empty">{t('audit.empty')}</p> : null}
          </div>
          <nav className="pager" aria-label={t('audit.page', { page: auditPage, pages })}>
            {auditLoading ? <span className="faint">{t('app.loading')}</span> : null}
            <span data-testid="audit-total">{t('audit.count', { count: audit?.total ?? 0 })}</span>
            <button
              type="button"
              className="btn small"
              disabled={auditPage <= 1}
              onClick={() => setAuditPage(auditPage - 1)}
            >
              ← {t('book.prev')}
            </button>
            <span>{t('audit.page', { page: auditPage, pages })}</span>
            <button
              type="button"
              className="btn small"
              disabled={auditPage >= pages}
              onClick={() => setAuditPage(auditPage + 1)}
            >
              {t('book.next')} →
            </button>
          </nav>
        </div>
      </section>
    </div>
  );
}
