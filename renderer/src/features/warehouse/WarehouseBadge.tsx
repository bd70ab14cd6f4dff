// The warehouse journal in the header, when this desk shares one: online, or since when it has not
// answered and how many updates this desk holds for it (they go when it answers; nothing is lost),
// or refused (a newer schema: this desk claims nothing). A click opens the warehouse's settings.
import './warehouse.css';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { say } from '../../i18n';
import { sinceText } from './since';

export function WarehouseBadge() {
  const { t } = useTranslation();
  const status = useStore((s) => s.warehouseStatus);
  const openSettings = useStore((s) => s.openSettings);
  if (!status || status.mode === 'off') return null;
  const since = status.lastContactAt ? sinceText(status.lastContactAt) : null;
  const pending = status.pending ? t('warehouse.pending', { count: status.pending }) : '';
  const text =
    status.mode === 'online'
      ? t('warehouse.badge.online')
      : status.mode === 'refused'
        ? t('warehouse.badge.refused')
        : since
          ? t('warehouse.badge.offlineSince', { since })
          : t('warehouse.badge.offline');
  const tone = status.mode === 'online' ? (status.pending ? 'warn' : 'ok') : 'danger';
  const details = [t('warehouse.badge.desk', { desk: status.desk }), status.where, say(status.problem)]
    .filter(Boolean)
    .join(' · ');
  return (
    <button
      type="button"
      className={`badge ${tone} as-button warehouse-badge`}
      onClick={() => openSettings('station')}
      title={details}
      data-testid="warehouse-badge"
      data-mode={status.mode}
    >
      {text}
      {pending ? ` — ${pending}` : ''}
    </button>
  );
}
