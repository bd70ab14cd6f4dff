// Labels bought at this station: the list, the chosen one's preview, printing again, and its DACE;
// above them what is not settled, at this desk and (in a warehouse) at every desk.
import './label.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, useStoreFields } from '../../app/store';
import { formatBRL, formatDateTime } from '../../lib/format';
import { currentLanguage } from '../../i18n';
import { DacePanel } from '../dace';
import { LabelPreview } from './LabelPreview';
import { PrintHistory } from './PrintHistory';
import { LabelFileButtons } from './LabelFileActions';
import { UnsettledList } from './UnsettledList';
import { PrintNotesMark } from './PrintNotes';
import { Panel } from '../../ui/Panel';
import { WarehouseUnsettled } from '../warehouse';

export function LabelsScreen() {
  const { t } = useTranslation();
  const history = useStore((s) => s.history);
  const selectedId = useStore((s) => s.selectedShipmentId);
  const { selectShipment, preview, loadPreview, loadDace, loadUnsettled } = useStoreFields(
    'selectShipment',
    'preview',
    'loadPreview',
    'loadDace',
    'loadUnsettled',
  );
  const selected = history.find((r) => r.shipmentId === selectedId) ?? history[0] ?? null;

  useEffect(() => {
    void loadUnsettled();
  }, [loadUnsettled]);

  useEffect(() => {
    if (!selected) return;
    void loadPreview(selected.labelId);
    void loadDace(selected.shipmentId);
  }, [selected, loadPreview, loadDace]);

  return (
    <div className="labels-screen">
      <h1 className="sr-only">{t('labels.title')}</h1>
      <Panel titleId="labels-title" title={t('labels.title')} body="scroll">
        <UnsettledList testId="unfinished" />
        <WarehouseUnsettled />
        {history.length === 0 ? (
          <p className="empty">{t('labels.empty')}</p>
        ) : (
          <ul className="label-list" data-testid="labels-table">
            {history.map((r) => (
              <li key={r.shipmentId}>
                <button
                  type="button"
                  className={`label-item${r.shipmentId === selected?.shipmentId ? ' selected' : ''}`}
                  aria-pressed={r.shipmentId === selected?.shipmentId}
                  onClick={() => selectShipment(r.shipmentId)}
                >
                  <span className="label-line">
                    <strong className="mono">{r.trackingCode}</strong>
                    <span
                      className={`badge ${r.printStatus === 'done' ? 'ok' : r.printStatus === 'failed' ? 'danger' : 'warn'}`}
                    >
                      {t(`labels.status.${r.printStatus}`)}
                    </span>
                    <PrintNotesMark notes={r.printNotes} />
                    <span className="spacer" />
                    <strong>{r.priceCents === null ? '—' : formatBRL(r.priceCents)}</strong>
                  </span>
                  <span className="label-line muted small">
                    <span>
                      {r.recipientName} · {r.destination}
                    </span>
                    <span className="spacer" />
                    <span>{r.service}</span>
                  </span>
                  <span className="faint small">
                    {formatDateTime(r.createdAt, currentLanguage())}
                    {r.international ? ` · ${t('labels.international')}` : ''}
                    {r.invoiceType ? ` · ${r.invoiceType === 'DCE' ? 'DC-e' : 'NF-e'}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {selected ? (
        <>
          <Panel
            titleId="preview-title"
            title={t('labels.preview')}
            className="preview-panel"
            aside={<span className="mono">{selected.trackingCode}</span>}
            body="preview-body"
          >
            <LabelPreview
              preview={preview}
              trackingCode={selected.trackingCode}
              onRetry={() => void loadPreview(selected.labelId)}
            />
            <div className="row label-file-actions">
              <LabelFileButtons record={selected} where="preview" />
            </div>
          </Panel>
          <div className="labels-detail">
            <PrintHistory record={selected} />
            <DacePanel record={selected} />
          </div>
        </>
      ) : (
        <p className="empty">{t('labels.select')}</p>
      )}
    </div>
  );
}
