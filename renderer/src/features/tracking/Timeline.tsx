// Tracking events as a timeline, newest first, in the desk's local time.
import { useTranslation } from 'react-i18next';
import { newestFirst, type TrackingEvent } from '../../../../electron/shared/contract';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';

const KNOWN = ['POSTED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const;
type KnownCode = (typeof KNOWN)[number];
/** One of the four statuses the desk names in its own words. */
export const isKnown = (code: string): code is KnownCode => (KNOWN as readonly string[]).includes(code);

/**
 * A status in the operator's words. A code outside the four the desk names is the carrier's own
 * (its words are in the event's description): it reads as "the carrier's status", and the code
 * itself is shown apart, small, for whoever asks the carrier about it.
 */
export function useStatusLabel() {
  const { t } = useTranslation();
  return (code: string) => (isKnown(code) ? t(`tracking.codes.${code}`) : t('tracking.otherStatus'));
}

export function Timeline({ events, testId = 'timeline' }: { events: readonly TrackingEvent[]; testId?: string }) {
  const { t } = useTranslation();
  const label = useStatusLabel();
  if (!events.length) return <p className="muted">{t('tracking.empty')}</p>;
  return (
    <ol className="timeline" aria-label={t('tracking.events')} data-testid={testId}>
      {newestFirst(events).map((event, i) => (
        <li
          key={`${event.occurredAt}-${event.code}-${i}`}
          className={i === 0 ? 'latest' : undefined}
          data-code={event.code}
        >
          <span className="dot" aria-hidden="true" />
          <div>
            <div className="tl-head">
              <strong>{label(event.code)}</strong>
              <time dateTime={event.occurredAt} className="muted">
                {formatDateTime(event.occurredAt, currentLanguage())}
              </time>
            </div>
            <div>{event.description}</div>
            {event.location ? <div className="faint small">{event.location}</div> : null}
            {isKnown(event.code) ? null : (
              <div className="faint small" data-testid="carrier-code">
                {t('tracking.carrierCode', { code: event.code })}
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
