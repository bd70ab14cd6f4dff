// The address book's sync state in the header: offline, syncing (how far, in %; the whole line
// on hover), or items waiting in the outbox.
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { syncPercent, syncProgressText } from './SyncProgressLine';

export function SyncBadge() {
  const { t } = useTranslation();
  const status = useStore((s) => s.bookStatus);
  const go = useStore((s) => s.go);
  const setTab = useStore((s) => s.setBookTab);
  if (!status) return null;
  const open = () => {
    go('addressbook');
    setTab(status.outboxCount ? 'outbox' : 'recipient');
  };
  if (status.offlineSince || status.state === 'offline') {
    return (
      <button type="button" className="badge danger as-button" onClick={open} data-testid="sync-badge">
        {t('nav.offline')}
        {status.outboxCount ? ` · ${t('nav.outbox', { count: status.outboxCount })}` : ''}
      </button>
    );
  }
  if (status.outboxCount) {
    return (
      <button
        type="button"
        className={`badge ${status.needsAttentionCount ? 'danger' : 'warn'} as-button`}
        onClick={open}
        data-testid="sync-badge"
      >
        {t('nav.outbox', { count: status.outboxCount })}
      </button>
    );
  }
  if (status.state === 'running')
    return (
      <span
        className="badge accent"
        data-testid="sync-badge"
        title={status.progress ? syncProgressText(t, status.progress) : undefined}
      >
        {t('nav.syncing')}
        {status.progress ? ` · ${syncPercent(status.progress)}%` : ''}
      </span>
    );
  return null;
}
