// The address book service of the app: one database file in the data folder, and the address
// book of the loja the operator works for now. The composition root calls select() on login
// and on every loja switch (and select(null) on logout); IPC handlers use current().
import { said } from '../../shared/messages';
import { join } from 'node:path';
import type { Locale } from '../../shared/contract';
import type { AddressBookStatus } from '../../shared/addressbook';
import { AddressBook } from './address-book';
import type { AddressBookApi, AddressBookScope } from './api';
import { BackgroundSync, DEFAULT_BACKGROUND, type BackgroundOptions } from './background';
import { AddressBookError } from './failures';
import { MIGRATIONS } from './migrations';
import { openDatabase, type Db } from '../platform';
import { normalizeServer } from './partitions';
import { SearchFill, dropReplacedIndexes } from './search-fill';

export const DATABASE_FILE = 'addressbook.db';

export interface AddressBookServiceOptions {
  /** The app's data folder; the database is <dataDir>/addressbook.db. */
  dataDir: string;
  /** The API acting for that scope's loja (calls must carry that tenant, whatever the session does next). */
  apiFor: (scope: AddressBookScope) => AddressBookApi;
  now?: () => number;
  /** Language of validation messages; a function follows the operator's setting as it changes. */
  locale?: Locale | (() => Locale);
  /** false: no background sync (tests drive syncNow themselves). */
  background?: BackgroundOptions | false;
  /** List pages a sync asks at once (default 4). */
  syncConcurrency?: number;
}

export class AddressBookService {
  readonly db: Db;
  private book: AddressBook | null = null;
  private background: BackgroundSync | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly listeners = new Set<(status: AddressBookStatus) => void>();
  /**
   * The last outbox send of each partition, handed to every book of it: after a switch A→B→A
   * (or logout and login) the new book of A sends only once the old one's send has ended, so an
   * item in flight is never found "sending" and posted a second time.
   */
  private readonly sendChains = new Map<number, Promise<unknown>>();
  /** What search keeps of rows written before it kept it, filled in the background (search-fill.ts). */
  readonly searchFill: SearchFill;

  constructor(private readonly options: AddressBookServiceOptions) {
    this.db = openDatabase(join(options.dataDir, DATABASE_FILE), { synchronous: 'NORMAL', migrations: MIGRATIONS });
    // 32 MB of pages (SQLite's default is 2 MB): the index pages search walks at every keystroke
    // of a million-recipient book stay in the process instead of being read again from the OS.
    this.db.exec('PRAGMA cache_size = -32768');
    // An old index whose rows were all indexed anew (search-fill.ts) goes before any write.
    dropReplacedIndexes(this.db);
    this.searchFill = new SearchFill(this.db);
    // Tests without background work drive it themselves (searchFill.runToEnd()).
    if (options.background !== false) this.searchFill.start();
  }

  /** Switches to the address book of this server and loja (null: logged out); syncs it. */
  select(scope: AddressBookScope | null): AddressBook | null {
    if (scope && this.book && sameScope(this.book.scope, scope)) return this.book;
    void this.release();
    if (!scope) return null;
    const book = new AddressBook({
      db: this.db,
      scope: { ...scope, server: normalizeServer(scope.server) },
      api: this.options.apiFor(scope),
      ...(this.options.now ? { now: this.options.now } : {}),
      ...(this.options.locale ? { locale: this.options.locale } : {}),
      ...(this.options.syncConcurrency ? { syncConcurrency: this.options.syncConcurrency } : {}),
      sendChains: this.sendChains,
    });
    this.book = book;
    this.unsubscribe = book.onStatus((status) => this.listeners.forEach((listener) => listener(status)));
    const background = this.options.background ?? DEFAULT_BACKGROUND;
    if (background) {
      this.background = new BackgroundSync(book, background);
      this.background.start();
    }
    return book;
  }

  /** The address book of the loja chosen now. */
  current(): AddressBook {
    if (!this.book) throw new AddressBookError('loja-required', said('session.chooseLoja'));
    return this.book;
  }

  /** Every status change of whichever address book is current (the `sync-status` event). */
  onStatus(listener: (status: AddressBookStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Lets the current book go; answers its running sync's end, or null. A loja switch does not wait
   * for it: the old book stops before its next page and writes only its own partition.
   */
  private release(): Promise<void> | null {
    this.background?.stop();
    this.background = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    const running = this.book?.close() ?? null;
    this.book = null;
    return running;
  }

  /**
   * Closes the book's file: at once when no sync runs, else once it has ended (its writer thread
   * too), so nothing writes to the file after the returned promise.
   */
  close(): Promise<void> {
    this.searchFill.stop();
    const running = this.release();
    if (!running) {
      this.db.close();
      return Promise.resolve();
    }
    return running.then(() => this.db.close());
  }
}

const sameScope = (a: AddressBookScope, b: AddressBookScope): boolean =>
  a.tenantId === b.tenantId && a.server === normalizeServer(b.server);
