// The last labels bought at this desk, at a glance on the ship screen (print state included);
// choosing one opens it on the labels screen.
import './RecentLabels.css';
import { useTranslation } from 'react-i18next';
import { useStoreFields } from '../../app/store';
import { formatBRL, formatTime } from '../../lib/format';
import { currentLanguage } from '../../i18n';
import { Panel } from '../../ui/Panel';

const STATUS_CLASS = { queued: 'warn', printing: 'accent', done: 'ok', failed: 'danger' } as const;

export function RecentLabels() {
  const { t } = useTranslation();
  const { history, selectShipment, go } = useStoreFields('history', 'selectShipment', 'go');
  return (
    <Panel titleId="recent-title" title={t('labels.recent')} className="grow recent-labels" body="scroll">
      {history.length === 0 ? (
        <p className="faint small">{t('labels.empty')}</p>
      ) : (
        <ul className="label-list">
          {history.slice(0, 6).map((r) => (
            <li key={r.shipmentId}>
              <button
                type="button"
                className="label-item compact"
                onClick={() => {
                  selectShipment(r.shipmentId);
                  go('labels');
                }}
              >
                <span className="label-line">
                  <strong className="mono">{r.trackingCode}</strong>
                  <span className={`badge ${STATUS_CLASS[r.printStatus]}`}>{t(`labels.status.${r.printStatus}`)}</span>
                  <span className="spacer" />
                  <span>{r.priceCents === null ? '—' : formatBRL(r.priceCents)}</span>
                </span>
                <span className="label-line faint small">
                  <span>{r.recipientName}</span>
                  <span className="spacer" />
                  <span>{formatTime(r.createdAt, currentLanguage())}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
