// The warehouse journal's status in words, for the settings panel: where this desk is joined and
// as which desk, or since when the journal has not answered, what waits for it and why; or that
// the desk works alone.
import './warehouse.css';
import { useTranslation } from 'react-i18next';
import type { WarehouseStatus } from '../../../../electron/shared/warehouse';
import { say } from '../../i18n';
import { TechnicalDetails } from '../../ui/TechnicalDetails';
import { sinceText } from './since';

export function WarehouseStatusLine({ status }: { status: WarehouseStatus }) {
  const { t } = useTranslation();
  const since = status.lastContactAt ? sinceText(status.lastContactAt) : null;
  const tone = status.mode === 'off' ? 'info' : status.mode === 'online' ? 'ok' : 'danger';
  return (
    <div
      className={`notice ${tone} warehouse-status`}
      role="status"
      data-testid="warehouse-status"
      data-mode={status.mode}
    >
      {status.mode === 'off' ? (
        <span>{say({ key: 'warehouse.notSet' }, t)}</span>
      ) : (
        <>
          <strong>
            {status.mode === 'online'
              ? t('warehouse.status.online', { desk: status.desk })
              : status.mode === 'refused'
                ? t('warehouse.status.refused', { desk: status.desk })
                : since
                  ? t('warehouse.status.offlineSince', { since })
                  : t('warehouse.status.offline')}
          </strong>
          <span className="small">
            <span className="mono">{status.where}</span>
            {since && status.mode === 'online' ? ` · ${t('warehouse.status.lastContact', { at: since })}` : ''}
          </span>
          {status.pending ? (
            <span className="small" data-testid="warehouse-pending">
              {t('warehouse.status.pending', { count: status.pending })}
            </span>
          ) : null}
          {status.problem ? (
            <span className="small" data-testid="warehouse-problem">
              {say(status.problem, t)}
            </span>
          ) : null}
          {/* The driver's words (ECONNREFUSED, a timeout) are for support: folded, never the explanation. */}
          {status.problem && status.quoted?.source === 'system' ? (
            <TechnicalDetails lines={status.quoted.lines} testId="warehouse-problem-details" />
          ) : null}
        </>
      )}
    </div>
  );
}
