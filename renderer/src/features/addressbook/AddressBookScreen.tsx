// Senders and recipients (search or pages), their state badges, the offline banner, and the
// outbox with items to correct and resend.
import '../../ui/Panel.css';
import './addressbook.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { showCep, showDocument, showPhone } from '../../lib/masks';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { EntryBadge } from './EntryBadge';
import { OutboxList } from './OutboxList';
import { SyncProgressLine } from './SyncProgressLine';
import { BookFormDialog } from './BookFormDialog';
import { BOOK_PAGE_SIZE, type BookTab } from './addressBookSlice';
import { Pager } from '../../ui/Pager';
import { DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';

const TABS: BookTab[] = ['recipient', 'sender', 'outbox'];
/** The table's columns, each headed by its word in the catalogue (book.name, …). */
const BOOK_COLUMNS = ['name', 'document', 'phone', 'city', 'zip', 'state'] as const;

export function AddressBookScreen() {
  const { t } = useTranslation();
  const s = useStore();
  const [creating, setCreating] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const when = (iso: string) => formatDateTime(iso, currentLanguage());
  const { loadBook, loadOutbox } = s;

  useEffect(() => {
    void loadBook();
    void loadOutbox();
  }, [loadBook, loadOutbox]);

  const list = s.bookList;
  const status = s.bookStatus;
  const offlineSince = status?.offlineSince ?? list?.offlineSince ?? null;
  const lastSyncAt = status?.lastSyncAt ?? list?.lastSyncAt ?? null;
  const pages = list?.total ? Math.max(1, Math.ceil(list.total / BOOK_PAGE_SIZE)) : 1;
  const tabLabel = (tab: BookTab) =>
    tab === 'recipient' ? t('book.recipients') : tab === 'sender' ? t('book.senders') : t('book.outbox');
  const afterSave = (queued: boolean) => {
    setCreating(false);
    setSaved(queued ? t('book.createdPending') : t('book.created'));
    void loadBook();
    void loadOutbox();
    void s.loadBookStatus();
    if (s.bookTab === 'sender') void s.loadSenders();
  };

  return (
    <div className="book-screen">
      <h1 className="sr-only">{t('book.title')}</h1>
      <div className="book-bar">
        <div role="tablist" aria-label={t('book.title')} className="subtabs">
          {TABS.map((tab) => (
            <button
              key={tab}
              role="tab"
              type="button"
              aria-selected={s.bookTab === tab}
              onClick={() => s.setBookTab(tab)}
              data-testid={`book-tab-${tab}`}
            >
              {tabLabel(tab)}
              {tab === 'outbox' && (status?.outboxCount ?? s.outbox.length) ? (
                <span className="badge warn">{status?.outboxCount ?? s.outbox.length}</span>
              ) : null}
            </button>
          ))}
        </div>
        <span className="spacer" />
        {status?.progress ? <SyncProgressLine progress={status.progress} /> : null}
        <span className="faint small" data-testid="last-sync">
          {lastSyncAt ? t('book.lastSync', { at: when(lastSyncAt) }) : t('book.neverSynced')}
        </span>
        <button type="button" className="btn small" onClick={() => void s.syncBookNow()}>
          {t('book.syncNow')}
        </button>
        {s.bookTab !== 'outbox' ? (
          <button type="button" className="btn primary small" onClick={() => setCreating(true)} data-testid="book-new">
            + {s.bookTab === 'sender' ? t('book.newSender') : t('book.newRecipient')}
          </button>
        ) : null}
      </div>
      {offlineSince ? (
        <div className="notice warn" role="status" data-testid="offline-banner">
          {t('book.offline', {
            since: when(offlineSince),
            synced: lastSyncAt ? t('book.offlineSynced', { at: when(lastSyncAt) }) : '',
          })}
        </div>
      ) : null}
      {saved ? (
        <div className="notice ok" role="status" data-testid="book-saved">
          {saved}
        </div>
      ) : null}
      {s.bookError ? <ErrorNotice error={s.bookError} actions={{ retry: () => void loadBook() }} /> : null}
      {s.bookTab === 'outbox' ? (
        <OutboxList />
      ) : (
        <section className="panel grow" aria-label={tabLabel(s.bookTab)}>
          <div className="body">
            <Field
              id="book-search"
              className="search-field"
              label={t('book.search')}
              type="search"
              placeholder={t('book.searchPlaceholder')}
              value={s.bookQuery}
              onChange={(e) => s.setBookQuery(e.target.value)}
              autoFocus
            />
            <DataTable
              frameLabel={tabLabel(s.bookTab)}
              testId="book-table"
              empty={list && list.entries.length === 0 ? t('book.empty') : null}
              columns={BOOK_COLUMNS.map((column) => t(`book.${column}`))}
            >
              {list?.entries.map((e) => (
                <tr key={e.key} data-state={e.state}>
                  <td>
                    <strong>{e.summary.name}</strong>
                    {e.summary.personName && e.summary.personName !== e.summary.name ? (
                      <span className="faint"> · {e.summary.personName}</span>
                    ) : null}
                  </td>
                  <td className="mono nowrap">{showDocument(e.summary.cpfCnpj)}</td>
                  <td className="nowrap">{showPhone(e.summary.phone)}</td>
                  <td>
                    {e.summary.city}-{e.summary.state}
                    {e.summary.country !== 'BR' ? ` · ${e.summary.country}` : ''}
                  </td>
                  <td className="mono nowrap">{showCep(e.summary.zip, e.summary.country)}</td>
                  <td>
                    <EntryBadge entry={e} showSynced />
                  </td>
                </tr>
              ))}
            </DataTable>
            {list?.total === null ? (
              <p className="faint small">{t('book.best')}</p>
            ) : list ? (
              <Pager page={s.bookPage} pages={pages} onPage={s.setBookPage}>
                <span>{t('book.count', { count: list.total ?? 0 })}</span>
              </Pager>
            ) : null}
          </div>
        </section>
      )}
      {creating && s.bookTab !== 'outbox' ? (
        <BookFormDialog kind={s.bookTab} onClose={() => setCreating(false)} onSaved={afterSave} />
      ) : null}
    </div>
  );
}
