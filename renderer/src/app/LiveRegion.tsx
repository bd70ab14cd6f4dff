// What the desk says to a screen reader: results and progress politely, errors assertively. The
// hidden words follow the screen's language (issue 29.7): an announcement that knows how to say
// itself is said again in the new language, any other is dropped rather than left in the old one.
import { useTranslation } from 'react-i18next';
import { useStore } from './store';
import type { Announcement } from './uiSlice';
import { currentLanguage } from '../i18n';

export function LiveRegion() {
  const { t } = useTranslation();
  const announcement = useStore((s) => s.announcement);
  const text = (politeness: Announcement['politeness']) => {
    if (announcement?.politeness !== politeness) return '';
    if (announcement.again) return announcement.again(t);
    return announcement.language === currentLanguage() ? announcement.text : '';
  };
  return (
    <>
      <div className="sr-only" aria-live="polite" role="status" data-testid="live-polite">
        {text('polite')}
      </div>
      <div className="sr-only" aria-live="assertive" role="alert" data-testid="live-assertive">
        {text('assertive')}
      </div>
    </>
  );
}
