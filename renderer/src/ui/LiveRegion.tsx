// What the desk says to a screen reader: results and progress politely, errors assertively.
import { useStore } from '../app/store';

export function LiveRegion() {
  const announcement = useStore((s) => s.announcement);
  return (
    <>
      <div className="sr-only" aria-live="polite" role="status" data-testid="live-polite">
        {announcement?.politeness === 'polite' ? announcement.text : ''}
      </div>
      <div className="sr-only" aria-live="assertive" role="alert" data-testid="live-assertive">
        {announcement?.politeness === 'assertive' ? announcement.text : ''}
      </div>
    </>
  );
}
