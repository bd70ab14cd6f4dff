// The address book of one loja on one server: reads answer from the local store at once
// (online or not), creates go through the outbox, and sync keeps the store in step.
import { parseOrIssues, recipientCreateDtoSchema, senderBodySchema, type Locale } from '../../shared/contract';
import type {
  AddressBookCreateResult,
  AddressBookEntry,
  AddressBookPage,
  AddressBookSearchResult,
  AddressBookStatus,
  AddressKind,
  Freshness,
  OutboxCorrection,
  OutboxItem,
  SyncProgress,
} from '../../shared/addressbook';
import type { AddressBookApi, AddressBookScope } from './api';
import type { Db } from '../platform';
import { said } from '../../shared/messages';
import { AddressBookError, NETWORK_KINDS, SyncCancelled, failureOf, notFound, type Failure } from './failures';
import { RECIPIENTS, SENDERS, specOf } from './kinds';
import { OutboxSender, type FlushReport } from './outbox-sender';
import { OutboxStore, toOutboxItem } from './outbox';
import { partitionIdOf } from './partitions';
import { pullKind, type PullReport } from './pull';
import { RecordStore } from './records';
import { AddressBookReader } from './search';
import { StatusTracker, type StatusListener } from './status';
import { SyncState } from './sync-state';
import { syncWriterFor, type SyncWriter } from './sync-writer';
import { outboxIdOfKey } from './entries';

export interface AddressBookOptions {
  db: Db;
  scope: AddressBookScope;
  api: AddressBookApi;
  now?: () => number;
  /** Language of the contract's validation messages (a function follows the setting). */
  locale?: Locale | (() => Locale);
  /** List pages a sync asks at once (default pull.ts SYNC_CONCURRENCY). */
  syncConcurrency?: number;
  /**
   * The last send of each partition, shared by every book on this file (AddressBookService keeps
   * it): a new book of a loja sends only after the book it replaced has stopped sending, so two
   * send loops never work on one outbox. Default: this book's own.
   */
  sendChains?: Map<number, Promise<unknown>>;
}

export interface SyncReport {
  flush: FlushReport | null;
  pulls: PullReport[];
  failure: Failure | null;
}

const schemaOf = (kind: AddressKind) => (kind === 'sender' ? senderBodySchema : recipientCreateDtoSchema);

export class AddressBook {
  readonly scope: AddressBookScope;
  readonly partitionId: number;
  private readonly db: Db;
  private readonly api: AddressBookApi;
  private readonly now: () => number;
  private readonly localeOf: () => Locale;
  private readonly reader: AddressBookReader;
  private readonly records: RecordStore;
  private readonly outbox: OutboxStore;
  private readonly syncState: SyncState;
  private readonly sender: OutboxSender;
  private readonly tracker: StatusTracker;
  private readonly sendChains: Map<number, Promise<unknown>>;
  private sync: Promise<SyncReport> | null = null;
  private closed = false;
  private readonly troubleListeners = new Set<() => void>();
  private readonly syncConcurrency: number | undefined;

  constructor(options: AddressBookOptions) {
    this.db = options.db;
    this.scope = options.scope;
    this.api = options.api;
    this.now = options.now ?? Date.now;
    const locale = options.locale ?? 'pt-BR';
    this.localeOf = typeof locale === 'function' ? locale : () => locale;
    this.syncConcurrency = options.syncConcurrency;
    this.sendChains = options.sendChains ?? new Map();
    this.partitionId = partitionIdOf(this.db, this.scope);
    this.reader = new AddressBookReader(this.db, this.partitionId);
    this.records = new RecordStore(this.db, this.partitionId, this.now);
    this.outbox = new OutboxStore(this.db, this.partitionId, this.now);
    this.syncState = new SyncState(this.db, this.partitionId);
    this.tracker = new StatusTracker({
      scope: this.scope,
      now: this.now,
      lastSyncAt: () => this.syncState.lastSyncAt(),
      outboxCounts: () => this.outbox.counts(),
    });
    this.sender = new OutboxSender({
      db: this.db,
      api: this.api,
      outbox: this.outbox,
      records: this.records,
      observe: this.tracker.observe,
      stopped: () => this.closed,
    });
  }

  private freshness(): Freshness {
    return { lastSyncAt: this.syncState.lastSyncAt(), offlineSince: this.tracker.offlineSince };
  }

  list(kind: AddressKind, page = 1, pageSize = 50): AddressBookPage {
    const spec = specOf(kind);
    return {
      entries: this.reader.page(spec, page, pageSize),
      total: this.reader.count(spec),
      page,
      pageSize,
      ...this.freshness(),
    };
  }

  search(kind: AddressKind, q: string, limit = 20): AddressBookSearchResult {
    return { entries: this.reader.search(specOf(kind), q, limit), ...this.freshness() };
  }

  get(kind: AddressKind, key: string): AddressBookEntry {
    const entry = this.reader.get(specOf(kind), key);
    if (!entry) throw notFound(kind, key);
    return entry;
  }

  /** The operator picked this entry (e.g. for a shipment): it ranks first from now on. */
  use(kind: AddressKind, key: string): AddressBookEntry {
    const outboxId = outboxIdOfKey(key);
    const where = outboxId === null ? { serverId: key } : { outboxId };
    if (!this.db.tx(() => this.records.markUsed(specOf(kind), where))) throw notFound(kind, key);
    return this.get(kind, key);
  }

  /**
   * Checks the body with the contract, stores it in the outbox (fsynced) and shows it at once;
   * then sends it unless the server is known to be unreachable (the background retry will).
   */
  async create(kind: AddressKind, input: unknown): Promise<AddressBookCreateResult> {
    const body = this.checked(kind, input);
    const id = this.db.tx(
      () => {
        const outboxId = this.outbox.add(kind, body);
        this.records.insertPending(specOf(kind), outboxId, body);
        return outboxId;
      },
      { durable: true },
    );
    this.tracker.changed();
    // Offline: answer now with the pending entry; this one try (or the background) sends it.
    if (this.tracker.isOffline) void this.flush().catch(() => undefined);
    else await this.flush();
    const entry = this.get(kind, `local-${id}`);
    return { entry, queued: entry.state !== 'synced' };
  }

  /** The body as the contract reads it, or every field to fix in the operator's language. */
  private checked(kind: AddressKind, input: unknown) {
    const parsed = parseOrIssues(schemaOf(kind), input, this.localeOf());
    if (parsed.ok) return parsed.value;
    throw new AddressBookError(
      'validation',
      said('addressbook.invalid'),
      { source: 'checks', lines: parsed.error.issues },
      parsed.error.field,
    );
  }

  outboxItems(): OutboxItem[] {
    return this.outbox.all().map(toOutboxItem);
  }

  /** Sends a refused (or waiting) item again, with the operator's correction if given. */
  async retry(id: number, correction?: OutboxCorrection): Promise<AddressBookEntry> {
    const item = this.outbox.get(id);
    if (!item) throw new AddressBookError('not-found', said('addressbook.outboxItemGone'));
    if (correction) {
      if (correction.kind !== item.kind) throw new AddressBookError('validation', said('addressbook.otherKind'));
      // The outcome of a send in doubt is checked first; a new body could create a twin.
      if (item.state === 'sending' || item.state === 'unknown') {
        throw new AddressBookError('rejected', said('addressbook.maybeOnServer'));
      }
      const body = this.checked(item.kind, correction.body);
      this.db.tx(
        () => {
          this.outbox.replaceBody(id, body);
          this.records.replacePendingBody(specOf(item.kind), id, body);
        },
        { durable: true },
      );
    } else if (item.state === 'needs-attention') {
      this.db.tx(() => this.outbox.setState(id, 'queued', null), { durable: true });
    }
    this.tracker.changed();
    await this.flush();
    return this.get(item.kind, `local-${id}`);
  }

  discard(id: number): void {
    const item = this.outbox.get(id);
    if (!item) throw new AddressBookError('not-found', said('addressbook.outboxItemGone'));
    this.db.tx(
      () => {
        this.records.removePending(specOf(item.kind), id);
        this.outbox.remove(id);
      },
      { durable: true },
    );
    this.tracker.changed();
  }

  /**
   * Called when a send from the outbox stops on the network (offline, timeout, outcome unknown):
   * the background loop then retries soon, instead of at its next regular sync, so an item typed
   * offline goes out shortly after the server answers again. Returns the unsubscribe.
   */
  onTrouble(listener: () => void): () => void {
    this.troubleListeners.add(listener);
    return () => this.troubleListeners.delete(listener);
  }

  /**
   * Sends what the outbox holds; flushes of this loja run one after another, never side by side,
   * also across the books a loja switch made (sendChains).
   */
  flush(): Promise<FlushReport> {
    const previous = this.sendChains.get(this.partitionId) ?? Promise.resolve();
    const run = previous.then(() => this.sender.flush());
    this.sendChains.set(
      this.partitionId,
      run.catch(() => undefined),
    );
    return run
      .then((report) => {
        if (report.stoppedBy) for (const listener of this.troubleListeners) listener();
        return report;
      })
      .finally(() => this.tracker.changed());
  }

  /** Outbox first (so pending entries meet their server twins), then every page of both kinds. */
  syncNow(): Promise<SyncReport> {
    this.sync ??= this.tracker
      .whileRunning(() => this.runSync())
      .finally(() => {
        this.sync = null;
      });
    return this.sync;
  }

  private async runSync(): Promise<SyncReport> {
    const report: SyncReport = { flush: null, pulls: [], failure: null };
    let writer: SyncWriter | null = null;
    try {
      report.flush = await this.flush();
      const stop = report.flush.stoppedBy;
      if (stop && NETWORK_KINDS.has(stop.kind)) return { ...report, failure: stop };
      // A big pass's pages are written on a thread of their own, with its own connection to the
      // book's file; a small one's here (sync-writer.ts, syncWriterFor).
      writer = syncWriterFor({ file: this.db.file, partitionId: this.partitionId }, this.db);
      const ctx = {
        api: this.api,
        scope: this.scope,
        syncState: this.syncState,
        writer,
        now: this.now,
        stopped: () => this.closed,
        onProgress: (progress: SyncProgress) => this.tracker.setProgress(progress),
        ...(this.syncConcurrency ? { concurrency: this.syncConcurrency } : {}),
      };
      const observed = { ...ctx, api: observedApi(this.api, this.tracker.observe) };
      for (const spec of [SENDERS, RECIPIENTS]) report.pulls.push(await pullKind(observed, spec));
      // No pass agreed with the server (its list kept moving, or a record could not be read): say
      // what differs; the next sync walks it again.
      const differs = report.pulls.find((pull) => pull.differs);
      this.tracker.setError(
        differs?.differs
          ? said('addressbook.syncDiffers', {
              kind: differs.kind,
              onServer: differs.differs.onServer,
              seen: differs.differs.seen,
              skipped: differs.differs.skipped,
            })
          : null,
      );
    } catch (error) {
      report.failure = failureOf(error);
      // Offline shows as offlineSince already; a cancelled sync (loja switch) is no error.
      if (!NETWORK_KINDS.has(report.failure.kind) && !(error instanceof SyncCancelled)) {
        this.tracker.setError(report.failure.said);
      }
    } finally {
      this.tracker.setProgress(null);
      // What the writer was asked is written before the sync says it ended.
      await writer?.close();
    }
    return report;
  }

  status(): AddressBookStatus {
    return this.tracker.snapshot();
  }

  get isOffline(): boolean {
    return this.tracker.isOffline;
  }

  onStatus(listener: StatusListener): () => void {
    return this.tracker.subscribe(listener);
  }

  /**
   * Stops applying pages of a running sync; the store stays as the last finished page left it.
   * Answers that sync's end (its writer, a thread with its own connection to the book's file for a
   * big pass, closed), or null when none runs.
   */
  close(): Promise<void> | null {
    this.closed = true;
    return (
      this.sync?.then(
        () => undefined,
        () => undefined,
      ) ?? null
    );
  }
}

function observedApi(api: AddressBookApi, observe: <T>(call: Promise<T>) => Promise<T>): AddressBookApi {
  return {
    listSenders: (params, watch) => observe(api.listSenders(params, watch)),
    listRecipients: (params, watch) => observe(api.listRecipients(params, watch)),
    createSender: (body) => observe(api.createSender(body)),
    createRecipient: (body) => observe(api.createRecipient(body)),
  };
}
