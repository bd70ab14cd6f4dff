// How far a running sync is, for the operator of a big loja whose first sync takes minutes:
// "Sincronizando destinatários: 12.300 de 100.000 · página 123 de 1.000 · cerca de 2 min".
// The desk works meanwhile; what has arrived is already found by search.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SyncProgress } from '../../../../electron/shared/addressbook';
import { currentLanguage } from '../../i18n';

/** "about 2 min" / "about 40 s" left, or nothing while the pace is not known yet. */
function leftText(t: TFunction, secondsLeft: number | null): string {
  if (secondsLeft === null) return '';
  if (secondsLeft >= 90) return t('book.syncLeftMinutes', { count: Math.round(secondsLeft / 60) });
  return t('book.syncLeftSeconds', { count: Math.max(1, Math.round(secondsLeft)) });
}

export function syncProgressText(t: TFunction, progress: SyncProgress): string {
  const number = new Intl.NumberFormat(currentLanguage());
  const words = {
    records: number.format(progress.records),
    total: number.format(progress.total),
    pages: number.format(progress.pages),
    pageCount: number.format(progress.pageCount),
  };
  const line =
    progress.kind === 'sender' ? t('book.syncProgressSenders', words) : t('book.syncProgressRecipients', words);
  return `${line}${leftText(t, progress.secondsLeft)}`;
}

/** Share of the pages written, 0-100. */
export const syncPercent = (progress: SyncProgress): number =>
  progress.pageCount > 0 ? Math.min(100, Math.floor((progress.pages / progress.pageCount) * 100)) : 0;

export function SyncProgressLine({ progress }: { progress: SyncProgress }) {
  const { t } = useTranslation();
  return (
    <span className="faint small" role="status" data-testid="sync-progress">
      {syncProgressText(t, progress)}
    </span>
  );
}
