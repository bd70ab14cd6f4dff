// The outbox: what this desk typed that the server does not have yet. Items the server refused
// show its words and can be corrected and resent, or discarded.
import '../../ui/Panel.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '../../../../electron/shared/addressbook';
import { useStoreFields } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { BookFormDialog } from './BookFormDialog';

export function OutboxList() {
  const { t } = useTranslation();
  const { outbox, retryOutbox, discardOutbox, loadOutbox, loadBookStatus } = useStoreFields(
    'outbox',
    'retryOutbox',
    'discardOutbox',
    'loadOutbox',
    'loadBookStatus',
  );
  const [correcting, setCorrecting] = useState<OutboxItem | null>(null);
  if (!outbox.length)
    return (
      <p className="empty" data-testid="outbox-empty">
        {t('book.outboxEmpty')}
      </p>
    );
  const done = () => {
    setCorrecting(null);
    void loadOutbox();
    void loadBookStatus();
  };
  return (
    <section className="panel grow" aria-label={t('book.outbox')}>
      <ul className="outbox body scroll" data-testid="outbox-list">
        {outbox.map((item) => {
          const name = 'name' in item.body ? item.body.name : '';
          return (
            <li key={item.id} className={`outbox-item ${item.state}`} data-state={item.state}>
              <div className="outbox-head">
                <span className={`badge ${item.state === 'needs-attention' ? 'danger' : 'warn'}`}>
                  {t(`book.outboxState.${item.state}`)}
                </span>
                <strong>{name}</strong>
                <span className="faint">
                  {t(`book.kind.${item.kind}`)} · {formatDateTime(item.createdAt, currentLanguage())} ·{' '}
                  {t('book.attempts', { n: item.attempts })}
                </span>
                <span className="spacer" />
                {item.state === 'needs-attention' ? (
                  <button type="button" className="btn small primary" onClick={() => setCorrecting(item)}>
                    {t('book.correct')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="btn small"
                  onClick={() => void retryOutbox(item.id).then(() => loadBookStatus())}
                >
                  {t('book.resend')}
                </button>
                <button type="button" className="btn small danger" onClick={() => void discardOutbox(item.id)}>
                  {t('book.discard')}
                </button>
              </div>
              {item.messages.length ? (
                <ul className="server small" aria-label={t('errors.serverSaid')}>
                  {item.messages.map((m, i) => (
                    <li key={i}>{m}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      {correcting ? (
        <BookFormDialog kind={correcting.kind} item={correcting} onClose={() => setCorrecting(null)} onSaved={done} />
      ) : null}
    </section>
  );
}
