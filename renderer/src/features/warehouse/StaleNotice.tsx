// A warehouse view this desk could not read from the shared journal (the database did not answer):
// what is on screen is this desk's own part, and the warehouse's is stale since the journal last
// answered. Nothing when the view came from the journal.
import { useTranslation } from 'react-i18next';
import { sinceText } from './since';

interface StaleNoticeProps {
  view: { source: 'warehouse' | 'local'; staleSince: string | null } | null | undefined;
  testId: string;
}

export function StaleNotice({ view, testId }: StaleNoticeProps) {
  const { t } = useTranslation();
  if (view?.source !== 'local') return null;
  return (
    <div className="notice warn small" role="status" data-testid={testId}>
      <strong>
        {view.staleSince
          ? t('warehouse.stale.since', { since: sinceText(view.staleSince) })
          : t('warehouse.stale.never')}
      </strong>
      {t('warehouse.stale.hint')}
    </div>
  );
}
