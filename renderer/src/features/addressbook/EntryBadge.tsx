// An entry's state at a glance: pending (waiting in the outbox) or needs attention (refused).
import { useTranslation } from 'react-i18next';
import type { AddressBookEntry } from '../../../../electron/shared/addressbook';

export function EntryBadge({ entry, showSynced }: { entry: AddressBookEntry; showSynced?: boolean }) {
  const { t } = useTranslation();
  if (entry.state === 'pending')
    return (
      <span className="badge warn" data-testid="badge-pending">
        {t('book.badge.pending')}
      </span>
    );
  if (entry.state === 'needs-attention') return <span className="badge danger">{t('book.badge.needs-attention')}</span>;
  if (entry.kind === 'sender' && entry.isDefault)
    return <span className="badge accent">{t('book.badge.default')}</span>;
  return showSynced ? <span className="badge ok">{t('book.badge.synced')}</span> : null;
}
