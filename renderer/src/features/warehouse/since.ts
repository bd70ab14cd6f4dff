// "desde 14:32": the time of day the warehouse journal last answered, or the date too when that
// was not today (a desk cut off overnight must not read as cut off since this afternoon).
import { currentLanguage } from '../../i18n';
import { formatDateTime, formatTime, localDay } from '../../lib/format';

export function sinceText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return localDay(at) === localDay(now) ? formatTime(iso, currentLanguage()) : formatDateTime(iso, currentLanguage());
}
