// The address book screen: senders and recipients (search or pages), the outbox, and the sync
// status main reports (offline since, last sync, pending and needs-attention counts).
import type {
  AddressBookEntry,
  AddressBookStatus,
  AddressKind,
  OutboxCorrection,
  OutboxItem,
} from '../../../../electron/shared/addressbook';
import type { StationError } from '../../bridge';
import { busyCall } from '../../lib/busyCall';
import { lojaFields } from '../../lib/lojaFields';
import type { SliceCreator } from '../../app/store';
import { addressBookSource } from './source';

export type BookTab = 'recipient' | 'sender' | 'outbox';
export const BOOK_PAGE_SIZE = 12;

export interface BookList {
  entries: AddressBookEntry[];
  /** null while searching: search answers the best matches, not pages. */
  total: number | null;
  lastSyncAt: string | null;
  offlineSince: string | null;
}

export interface AddressBookSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetBook(): void;
  bookTab: BookTab;
  bookQuery: string;
  bookPage: number;
  bookList: BookList | null;
  bookLoading: boolean;
  bookError: StationError | null;
  outbox: OutboxItem[];
  bookStatus: AddressBookStatus | null;
  setBookTab(tab: BookTab): void;
  setBookQuery(q: string): void;
  setBookPage(page: number): void;
  loadBook(): Promise<void>;
  loadOutbox(): Promise<void>;
  loadBookStatus(): Promise<void>;
  applyBookStatus(status: AddressBookStatus): void;
  retryOutbox(id: number, correction?: OutboxCorrection): Promise<StationError | null>;
  discardOutbox(id: number): Promise<void>;
  syncBookNow(): Promise<void>;
}

let listRequest = 0;

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetBook). */
export const bookForLoja = () =>
  ({
    bookQuery: '',
    bookPage: 1,
    bookList: null,
    outbox: [],
    bookStatus: null,
  }) satisfies Partial<AddressBookSlice>;

export const createAddressBookSlice: SliceCreator<AddressBookSlice> = (set, get) => ({
  ...lojaFields(set, bookForLoja, 'resetBook'),
  bookTab: 'recipient',
  bookLoading: false,
  bookError: null,

  setBookTab(bookTab) {
    set({ bookTab, bookQuery: '', bookPage: 1, bookList: null });
    void (bookTab === 'outbox' ? get().loadOutbox() : get().loadBook());
  },

  setBookQuery(bookQuery) {
    set({ bookQuery, bookPage: 1 });
    void get().loadBook();
  },

  setBookPage(bookPage) {
    set({ bookPage });
    void get().loadBook();
  },

  async loadBook() {
    const { bookTab, bookQuery, bookPage } = get();
    if (bookTab === 'outbox') return get().loadOutbox();
    const kind: AddressKind = bookTab;
    const source = addressBookSource();
    const mine = ++listRequest;
    const q = bookQuery.trim();
    const answer = await busyCall(
      set,
      { busy: 'bookLoading', error: 'bookError' },
      () =>
        q ? source.search({ kind, q, limit: 50 }) : source.list({ kind, page: bookPage, pageSize: BOOK_PAGE_SIZE }),
      () => mine === listRequest, // else a newer keystroke already asked
    );
    if (!answer) return;
    const { entries, lastSyncAt, offlineSince } = answer;
    // Search answers the best matches (no pages); the list answers a page of a known total.
    const total = 'total' in answer ? (answer as { total: number }).total : null;
    set({ bookList: { entries, total, lastSyncAt, offlineSince } });
  },

  async loadOutbox() {
    const outbox = await busyCall(set, { error: 'bookError' }, () => addressBookSource().outbox());
    if (outbox) set({ outbox });
  },

  async loadBookStatus() {
    const result = await addressBookSource().status();
    if (result.ok) get().applyBookStatus(result.value);
  },

  applyBookStatus(status) {
    const before = get().bookStatus;
    // An answer read before a change it arrives after (the status call and the event stream travel
    // apart): the page would show "Sincronizando" for a sync long over, until the next change.
    if (before && status.changedAt < before.changedAt) return;
    set({ bookStatus: status });
    // A finished sync or a change in the outbox may change what is on screen (records arrived,
    // pending items sent): read the local copy again.
    const synced = status.lastSyncAt !== before?.lastSyncAt;
    const outboxMoved =
      status.outboxCount !== before?.outboxCount || status.needsAttentionCount !== before?.needsAttentionCount;
    if (synced || outboxMoved) {
      if (synced || !get().senders.length) void get().loadSenders();
      if (get().bookList) void get().loadBook();
      if (outboxMoved || get().outbox.length) void get().loadOutbox();
    }
  },

  async retryOutbox(id, correction) {
    const result = await addressBookSource().retry(correction ? { id, correction } : { id });
    await get().loadOutbox();
    return result.ok ? null : result.error;
  },

  async discardOutbox(id) {
    const result = await addressBookSource().discard({ id });
    if (result.ok) set({ outbox: result.value });
  },

  async syncBookNow() {
    const result = await addressBookSource().syncNow();
    if (result.ok) get().applyBookStatus(result.value);
  },
});
