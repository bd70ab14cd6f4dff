// The warehouse: this desk's side of the purchase journal the desks of one warehouse share on
// PostgreSQL (docs/shared-purchase-journal.md). A single desk has none (settings.warehouse null)
// and every call here answers at once without a database.
//
// A purchase of an order with a reference, in the order things happen (label-buyer.ts calls
// claim() before its durable intent, and the emit POST leaves after both):
//   1. claim: the row (server, loja, order, parcel) is this desk's, or the operator reads who
//      holds it. The database's unique key decides, never timing.
//   2. emitting, written in the journal before the intent: from here no other desk may take the
//      order over, whatever happens to this one; only its own resume settles it.
//   3. bought, printed, or released (proved not charged): written to warehouse.db first (the
//      outbox) and sent when the database answers. A database down after the POST loses nothing.
// The database unreachable at claim time: strict mode (the default) refuses; lenient asks the
// operator, whose yes buys on this desk's word alone (recorded, and claimed when it returns).
//
// Longer than 350 lines on purpose (issue 30, item 7): this one class is the desk's side of the
// journal as one state (the connection and its mode, the claims in flight and the early ones,
// the states followed and owed, the outbox's single sync) that every method reads and changes.
// Split across files, a reader would carry that state between them to check that no order is
// claimed twice. What holds no state is apart: its SQL (pg-journal.ts), tables (pg-schema.ts),
// pool (pg-pool.ts), outbox (outbox.ts) and the words of a refusal (held-words.ts).
import type pg from 'pg';
import { said, type Quoted, type Said } from '../../shared/messages';
import type {
  WarehouseAuditLine,
  WarehouseConfig,
  WarehousePurchaseView,
  WarehouseStatus,
  WarehouseView,
} from '../../shared/warehouse';
import { changeStamp, Failure } from '../ipc';
import type { Logger } from '../log';
import { realAfter, salvageInto, type After, type Salvaged } from '../platform';
import { heldElsewhere, systemWords } from './held-words';
import { localClaimView, Outbox, type LocalClaim, type OwedState, type PurchaseFacts } from './outbox';
import { openPool, whereOf } from './pg-pool';
import { PgJournal } from './pg-journal';
import { refKey, toPurchaseView, type ClaimRequest, type DeskIdentity, type WarehousePurchaseRow } from './pg-rows';
import { migrate, SchemaNewer } from './pg-schema';

/** Where a purchase stands in this desk's own workflow (workflow.db), as reconciliation reads it. */
export type LocalState = 'emitting' | 'pending' | 'ready' | 'queued' | 'failed' | undefined;

export interface WarehouseDeps {
  dataDir: string;
  /** The station's server identity ('training' in training mode, else the API base URL). */
  server: string;
  config(): WarehouseConfig | null;
  /** This desk's name as the other desks read it. */
  deskName(): string;
  /** The database role's password, from the OS keychain (null: none stored). */
  password(config: WarehouseConfig): Promise<string | null>;
  /** What this desk's workflow knows of a shipment it claimed. */
  localState(shipmentId: string): LocalState;
  /** What the pickup list needs of a bought label, from this desk's journal and workflow. */
  factsOf(shipmentId: string): PurchaseFacts;
  /** Whether this desk's print queue printed the shipment's label. */
  printed(shipmentId: string): boolean;
  logger: Logger;
  onStatus?: (status: WarehouseStatus) => void;
  now?: () => number;
  after?: After;
  /** A `claimed` row silent this long may be taken over by another desk's operator (10 min). */
  takeOverAfterMs?: number;
  /** How long one statement may take before the database counts as unreachable (3 s). */
  queryTimeoutMs?: number;
  /** How often an unreachable database is tried again, and owed states sent (5 s). */
  retryMs?: number;
}

export interface ClaimInput {
  tenantId: string;
  orderRef: string;
  shipmentId: string;
  /** Another parcel of an order already bought, on purpose (audited). */
  secondParcel?: boolean;
  /** Take over a claim left `claimed` past the timeout by a silent desk (the operator's choice). */
  takeOver?: boolean;
  /** Lenient mode: the operator said buy although the journal cannot be reached. */
  warehouseDownConfirmed?: boolean;
}

type Connection = { pool: pg.Pool; journal: PgJournal; where: string };

interface EarlyClaim {
  tenantId: string;
  orderRef: string;
  parcel: number;
}

const earlyKey = (tenantId: string, orderRef: string) => `${tenantId}|${refKey(orderRef)}`;

const RANK: Record<OwedState, number> = { emitting: 1, bought: 2, printed: 3, released: 4 };

/** How long after a purchase's state changes the journal is sent it (updates in that time go together). */
const SYNC_DELAY_MS = 20;

export class WarehouseService {
  private connection: Connection | null = null;
  // Until the journal first answers, a desk set up for a warehouse is not online.
  private mode: WarehouseStatus['mode'] = 'offline';
  private problem: Said | null = null;
  /** The system's words behind the problem (shown folded under the sentence). */
  private quoted: Quoted | undefined;
  /** When the mode or its reason last changed (the page keeps the newest status, see changeStamp). */
  private changedAt = changeStamp();
  /** Shipments whose claim is being made now: reconciliation and the owed states leave them alone. */
  private readonly claiming = new Set<string>();
  /**
   * A sync pass's journal write in flight, per shipment (a release, a later state): a claim of
   * that shipment waits for it, so a release sent before the claim lands before it, never after.
   */
  private readonly writing = new Map<string, Promise<unknown>>();
  /** Orders one key claimed early (no shipment yet), by loja and folded reference. */
  private readonly early = new Map<string, EarlyClaim>();
  /** Early claims no purchase used, to give back. */
  private readonly unusedEarly: EarlyClaim[] = [];
  /** The furthest state this desk owes the journal, per claimed purchase of this run. */
  private readonly followed = new Map<string, OwedState>();
  /** States learned since warehouse.db was last written (writeOwed). */
  private readonly owing = new Map<string, OwedState>();
  private syncTimer: (() => void) | null = null;
  private readonly outbox: Outbox;
  private readonly identity: { id: string };
  private cancelRetry: (() => void) | null = null;
  private syncing: Promise<void> | null = null;
  private closed = false;
  private readonly now: () => number;
  private readonly after: After;
  private readonly takeOverAfterMs: number;
  private readonly log: Logger;

  constructor(private readonly deps: WarehouseDeps) {
    this.outbox = new Outbox(deps.dataDir, deps.now);
    this.identity = { id: this.outbox.deskId() };
    this.now = deps.now ?? Date.now;
    this.after = deps.after ?? realAfter;
    this.takeOverAfterMs = deps.takeOverAfterMs ?? 10 * 60_000;
    this.log = deps.logger.child('warehouse');
  }

  /** This desk's identity in the journal. */
  desk(): DeskIdentity {
    return { id: this.identity.id, name: this.deps.deskName() };
  }

  status(): WarehouseStatus {
    const config = this.deps.config();
    const last = this.outbox.lastContact();
    return {
      mode: config ? this.mode : 'off',
      desk: this.deps.deskName(),
      where: config ? whereOf(config) : null,
      lastContactAt: last === null ? null : new Date(last).toISOString(),
      pending: this.outbox.count(),
      problem: config ? this.problem : null,
      ...(config && this.quoted ? { quoted: this.quoted } : {}),
      changedAt: this.changedAt,
    };
  }

  /** Connects (or reconnects after a change of setting) and sends what is owed; never throws. */
  async start(): Promise<WarehouseStatus> {
    await this.disconnect();
    if (!this.deps.config()) {
      this.setMode('off', null);
      return this.status();
    }
    await this.sync();
    return this.status();
  }

  /**
   * Claims the order for this desk before its purchase (label-buyer.ts, before the intent). Throws
   * a Failure that says who holds it, or that the journal cannot be reached; answers when this
   * desk holds it and the journal says emitting (or the operator chose to buy without it).
   */
  async claim(input: ClaimInput): Promise<void> {
    const config = this.deps.config();
    if (!config) return;
    const request = {
      server: this.deps.server,
      tenantId: input.tenantId,
      orderRef: input.orderRef,
      shipmentId: input.shipmentId,
      secondParcel: input.secondParcel === true,
      takeOver: input.takeOver === true,
    } satisfies Omit<ClaimRequest, 'state'>;
    this.claiming.add(input.shipmentId);
    // The operator buys again after a failed purchase (the wallet topped up): this claim
    // supersedes the release still owed for it. Not yet written, it is dropped here; written,
    // the pass that sends it reads the outbox again first (syncOnce); in flight, it is waited for.
    this.owing.delete(input.shipmentId);
    const started = performance.now();
    try {
      await this.writing.get(input.shipmentId)?.catch(() => undefined);
      if (this.mode === 'refused' && this.problem)
        throw new Failure('station-refused', this.problem, { field: 'externalRef' });
      let connection: Connection;
      try {
        connection = await this.connected();
      } catch (error) {
        return this.unreachable(config, input, error);
      }
      let parcel: number;
      try {
        // Emitting in the journal before the intent, so before the POST: from here the order is
        // never taken over, whatever happens to this desk; only its own resume settles it.
        parcel = await this.emittingIn(connection.journal, request, input);
      } catch (error) {
        if (error instanceof Failure) throw error;
        // The statement may or may not have been taken: nothing was sent, so the claim (if the
        // journal has it) is given back as soon as the journal answers again.
        this.lost(error);
        this.outbox.held({ ...request, parcel: 1 }, false);
        this.outbox.owe(input.shipmentId, 'released');
        return this.unreachable(config, { ...input, warehouseDownConfirmed: false }, error);
      }
      this.contacted();
      this.outbox.held({ ...request, parcel }, false);
      this.followed.set(input.shipmentId, 'emitting');
      // One line per claim, as per API call: how long the journal held the label up.
      this.log.info('order claimed', {
        order: input.orderRef,
        parcel,
        ms: Math.round((performance.now() - started) * 100) / 100,
      });
    } finally {
      this.claiming.delete(input.shipmentId);
    }
  }

  /**
   * One key claims the order as soon as it is scanned, while it quotes (before the shipment
   * exists): another desk's order is refused before a shipment is created for nothing, and the
   * purchase later only moves the claim to emitting. The journal out of reach: nothing here (the
   * purchase's claim decides, in strict or lenient mode).
   */
  async claimEarly(input: Pick<ClaimInput, 'tenantId' | 'orderRef' | 'secondParcel' | 'takeOver'>): Promise<void> {
    const config = this.deps.config();
    if (!config || this.mode === 'refused') return;
    const key = earlyKey(input.tenantId, input.orderRef);
    if (this.early.has(key)) return;
    let answer;
    try {
      const { journal } = await this.connected();
      answer = await journal.claim({
        server: this.deps.server,
        tenantId: input.tenantId,
        orderRef: input.orderRef,
        shipmentId: null,
        state: 'claimed',
        secondParcel: input.secondParcel === true,
        takeOver: input.takeOver === true,
      });
    } catch (error) {
      this.lost(error);
      return;
    }
    this.contacted();
    if (!answer.held) throw heldElsewhere(input.orderRef, answer.holder, this.takeOverAfterMs);
    this.early.set(key, { tenantId: input.tenantId, orderRef: input.orderRef, parcel: answer.row.parcel });
  }

  /** One key stopped before buying (refused, no option, an error): its early claim is given back. */
  dropEarly(tenantId: string, orderRef: string): void {
    const key = earlyKey(tenantId, orderRef);
    const early = this.early.get(key);
    if (!early) return;
    this.early.delete(key);
    this.unusedEarly.push(early);
    void this.sync();
  }

  /** The purchase's claim: this desk's early claim moved to emitting, or a claim made emitting at once. */
  private async emittingIn(
    journal: PgJournal,
    request: Omit<ClaimRequest, 'state'> & { shipmentId: string },
    input: ClaimInput,
  ): Promise<number> {
    const key = earlyKey(input.tenantId, input.orderRef);
    const early = this.early.get(key);
    if (early) {
      this.early.delete(key);
      const row = await journal.emitting(
        this.deps.server,
        input.tenantId,
        input.orderRef,
        early.parcel,
        input.shipmentId,
      );
      if (row) return row.parcel;
      // Not this desk's any more (taken over, or released meanwhile): claimed afresh below.
    }
    const answer = await journal.claim({ ...request, state: 'emitting' });
    if (!answer.held) throw heldElsewhere(input.orderRef, answer.holder, this.takeOverAfterMs);
    return answer.row.parcel;
  }

  /** Whether this desk holds a claim for the shipment (so its later states are owed to the journal). */
  holds(shipmentId: string): boolean {
    if (this.followed.has(shipmentId)) return true;
    return this.deps.config() !== null && this.outbox.get(shipmentId) !== undefined;
  }

  /**
   * A claimed shipment moved on in this desk's workflow: the journal is owed its new state
   * (bought, printed, released), durably first; sent now if the database answers.
   */
  follow(shipmentId: string, state: OwedState): void {
    if (!this.deps.config()) return;
    // Every progress event of every purchase comes here: a shipment this desk did not claim, or
    // a state it already owes, is dropped without reading the disk.
    const known = this.followed.get(shipmentId) ?? this.outbox.get(shipmentId)?.state;
    if (known === undefined || RANK[state] <= RANK[known]) return;
    this.followed.set(shipmentId, state);
    this.owing.set(shipmentId, state);
    this.syncSoon();
  }

  /**
   * What this run owes the journal, written to warehouse.db in one durable transaction (one
   * fsync for every state that changed in the last moment), off the label's own turn. A kill
   * before it is written loses nothing: the reconciliation rebuilds it from workflow.db and the
   * print queue, which the purchase and its print wrote durably themselves.
   */
  private writeOwed(): void {
    if (this.owing.size === 0) return;
    const owed = [...this.owing].map(([shipmentId, state]) => ({
      shipmentId,
      state,
      facts: state === 'bought' || state === 'printed' ? this.deps.factsOf(shipmentId) : {},
    }));
    this.owing.clear();
    this.outbox.oweAll(owed);
    for (const { shipmentId, state } of owed)
      if (state === 'printed' || state === 'released') this.followed.delete(shipmentId);
  }

  /** Copies what a damaged warehouse.db (moved aside at start) still holds into this one. */
  salvageFrom(damagedFile: string): Salvaged[] {
    return salvageInto(this.outbox.db, damagedFile);
  }

  /** Sends what is owed now; resolves when done (tests and the bench wait on it). */
  async flush(): Promise<void> {
    // A pass already under way may have read what was owed before the latest states were
    // written: one more pass then, while the journal answers.
    for (let pass = 0; pass < 3; pass++) {
      await this.sync();
      if (this.outbox.count() === 0 || this.mode !== 'online') return;
    }
  }

  /** The warehouse's purchases not settled yet, or this desk's own when the database cannot be reached. */
  async unsettled(tenantId: string): Promise<WarehouseView<WarehousePurchaseView>> {
    return this.view(
      (journal) => journal.unsettled(this.deps.server, tenantId),
      () => this.outbox.mine(this.deps.server, tenantId).filter((c) => c.state === 'emitting' || c.state === 'bought'),
    );
  }

  /** Every desk's labels bought in [from, to) for the loja (the whole warehouse's day and pickup list). */
  async day(tenantId: string, from: number, to: number): Promise<WarehouseView<WarehousePurchaseView>> {
    return this.view(
      (journal) => journal.boughtBetween(this.deps.server, tenantId, new Date(from), new Date(to)),
      () =>
        this.outbox
          .mine(this.deps.server, tenantId)
          .filter((c) => (c.state === 'bought' || c.state === 'printed') && c.updatedAt >= from && c.updatedAt < to),
    );
  }

  async audit(
    tenantId: string,
    range: { from: number; to: number } | null,
    limit: number,
  ): Promise<WarehouseView<WarehouseAuditLine>> {
    const config = this.deps.config();
    if (!config) return { rows: [], source: 'local', staleSince: null };
    try {
      const { journal } = await this.connected();
      const rows = await journal.audit(
        this.deps.server,
        tenantId,
        range && { from: new Date(range.from), to: new Date(range.to) },
        limit,
      );
      this.contacted();
      return { rows, source: 'warehouse', staleSince: null };
    } catch (error) {
      this.lost(error);
      return { rows: [], source: 'local', staleSince: this.staleSince() };
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.disconnect();
    await this.syncing?.catch(() => undefined);
    this.writeOwed();
    this.outbox.close();
  }

  // ---- inside ----

  private async view(
    remote: (journal: PgJournal) => Promise<WarehousePurchaseRow[]>,
    local: () => LocalClaim[],
  ): Promise<WarehouseView<WarehousePurchaseView>> {
    const config = this.deps.config();
    if (config) {
      try {
        const { journal } = await this.connected();
        const rows = await remote(journal);
        this.contacted();
        return { rows: rows.map((r) => toPurchaseView(r, this.identity.id)), source: 'warehouse', staleSince: null };
      } catch (error) {
        this.lost(error);
      }
    }
    return {
      rows: local().map((c) => localClaimView(c, this.deps.deskName())),
      source: 'local',
      staleSince: config ? this.staleSince() : null,
    };
  }

  private staleSince(): string | null {
    const last = this.outbox.lastContact();
    return last === null ? null : new Date(last).toISOString();
  }

  /** The pool, connected and migrated (once per connection). */
  private async connected(): Promise<Connection> {
    if (this.connection) return this.connection;
    const config = this.deps.config();
    if (!config) throw new Error('no warehouse configured');
    let pool: pg.Pool;
    try {
      pool = await openPool(config, {
        password: await this.deps.password(config),
        deskName: this.deps.deskName(),
        timeoutMs: this.deps.queryTimeoutMs ?? 3000,
      });
    } catch (error) {
      if (error instanceof Failure) this.setMode('offline', error.said); // its CA file cannot be read
      throw error;
    }
    // An idle connection the server dropped: the next query reconnects; nothing to do but note it.
    pool.on('error', (error) => this.log.warn('a warehouse connection dropped', { error: error.message }));
    try {
      await migrate(pool, this.deps.deskName());
    } catch (error) {
      await pool.end().catch(() => undefined);
      if (error instanceof SchemaNewer) {
        this.setMode('refused', said('warehouse.schemaNewer', { found: error.found, known: error.known }));
        throw new Failure('station-refused', said('warehouse.schemaNewer', { found: error.found, known: error.known }));
      }
      throw error;
    }
    const connection = {
      pool,
      journal: new PgJournal(pool, this.desk(), { takeOverAfterMs: this.takeOverAfterMs }),
      where: whereOf(config),
    };
    this.connection = connection;
    this.contacted();
    return connection;
  }

  private unreachable(config: WarehouseConfig, input: ClaimInput, error: unknown): void {
    if (error instanceof Failure && error.kind === 'station-refused') throw error;
    const where = whereOf(config);
    const quoted = systemWords(error);
    if (config.whenDown === 'lenient' && input.warehouseDownConfirmed) {
      // The operator's word: bought on this desk alone; the claim is made when the journal answers.
      this.log.warn("an order bought without the warehouse journal, on the operator's word", {
        shipmentId: input.shipmentId,
      });
      this.outbox.held(
        {
          server: this.deps.server,
          tenantId: input.tenantId,
          orderRef: input.orderRef,
          shipmentId: input.shipmentId,
          parcel: 1,
        },
        true,
      );
      this.scheduleRetry();
      return;
    }
    this.scheduleRetry();
    throw new Failure(
      'warehouse-unreachable',
      said(config.whenDown === 'lenient' ? 'warehouse.unreachableAsk' : 'warehouse.unreachable', {
        where,
        ref: input.orderRef,
      }),
      { field: 'externalRef', quoted },
    );
  }

  /** Connect, reconcile this desk's open claims with its workflow, send what is owed. One at a time. */
  private sync(): Promise<void> {
    this.writeOwed();
    if (this.syncing) return this.syncing;
    this.syncing = this.syncOnce()
      .catch((error: unknown) => {
        this.lost(error);
        this.scheduleRetry();
      })
      .finally(() => {
        this.syncing = null;
      });
    return this.syncing;
  }

  private async syncOnce(): Promise<void> {
    if (this.closed || !this.deps.config()) return;
    const { journal } = await this.connected();
    await this.reconcile(journal);
    for (const listed of this.outbox.owed()) {
      if (this.closed) return;
      // Read again: while an earlier one was sent, a claim of this shipment (the operator buying
      // again after a failed purchase) may have made it emitting again. The release listed before
      // it would then free the order in the journal while this desk's POST is on its way, and
      // another desk could buy it.
      const claim = this.outbox.get(listed.shipmentId);
      if (!claim?.owed || this.claiming.has(claim.shipmentId)) continue;
      await this.written(claim.shipmentId, this.deliver(journal, claim));
    }
    this.contacted();
  }

  /**
   * This desk's rows the journal holds open, against its own workflow: a claim whose purchase
   * never reached the intent (no record, or failed) is released (the POST leaves only after the
   * intent is on the disk, so none left); a bought one is said bought. Emitting ones wait for
   * the resume, which only this desk can do.
   */
  private async reconcile(journal: PgJournal): Promise<void> {
    for (const early of this.unusedEarly.splice(0)) {
      try {
        await journal.releaseEarly(this.deps.server, early.tenantId, early.orderRef, early.parcel);
      } catch (error) {
        this.unusedEarly.push(early);
        throw error;
      }
    }
    for (const row of await journal.openOfThisDesk(this.deps.server)) {
      if (row.shipment_id === null) {
        // An early claim: one key of this desk is quoting it now, or was stopped (a restart) before buying.
        if (!this.early.has(earlyKey(row.tenant_id, row.order_ref)))
          await journal.releaseEarly(this.deps.server, row.tenant_id, row.order_ref, row.parcel);
        continue;
      }
      if (this.claiming.has(row.shipment_id) || this.outbox.get(row.shipment_id)?.owed) continue;
      const local = this.deps.localState(row.shipment_id);
      if ((row.state === 'claimed' || row.state === 'emitting') && (local === undefined || local === 'failed')) {
        await this.written(row.shipment_id, journal.advance(this.deps.server, row.shipment_id, 'released'));
      } else if (local === 'ready' || local === 'queued') {
        // Bought (and maybe printed) while the journal or this desk was down: what workflow.db
        // and the print queue say now.
        const state = this.deps.printed(row.shipment_id) ? 'printed' : 'bought';
        if (state !== row.state)
          await journal.advance(this.deps.server, row.shipment_id, state, this.deps.factsOf(row.shipment_id));
      }
    }
  }

  /** Awaits a journal write of a sync pass, known meanwhile to a claim of the same shipment. */
  private async written<T>(shipmentId: string, write: Promise<T>): Promise<T> {
    this.writing.set(shipmentId, write);
    try {
      return await write;
    } finally {
      if (this.writing.get(shipmentId) === write) this.writing.delete(shipmentId);
    }
  }

  private async deliver(journal: PgJournal, claim: LocalClaim): Promise<void> {
    try {
      let parcel = claim.parcel;
      if (claim.deferred) {
        // Bought while the journal was down: its claim now. Held elsewhere meanwhile, it is
        // this order's next parcel in the journal (both were bought; the audit says so).
        const base = {
          server: claim.server,
          tenantId: claim.tenantId,
          orderRef: claim.orderRef,
          shipmentId: claim.shipmentId,
          state: 'emitting' as const,
          takeOver: false,
        };
        let answer = await journal.claim({ ...base, secondParcel: false });
        if (!answer.held) answer = await journal.claim({ ...base, secondParcel: true });
        if (answer.held) parcel = answer.row.parcel;
      }
      await journal.advance(claim.server, claim.shipmentId, claim.state, claim.facts);
      this.outbox.delivered(claim, parcel);
    } catch (error) {
      this.outbox.failed(claim, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  /**
   * Sends what is owed shortly, not in the purchase's own turn: a label's bought and printed
   * states reach the journal a moment after the label is on its way (the claim, emitting, is
   * what keeps other desks off the order; these only inform them).
   */
  private syncSoon(): void {
    if (this.syncTimer || this.closed) return;
    this.syncTimer = this.after(SYNC_DELAY_MS, () => {
      this.syncTimer = null;
      void this.sync();
    });
  }

  private scheduleRetry(): void {
    if (this.closed || this.cancelRetry || !this.deps.config()) return;
    this.cancelRetry = this.after(this.deps.retryMs ?? 5000, () => {
      this.cancelRetry = null;
      void this.sync();
    });
  }

  private contacted(): void {
    this.outbox.contact(this.now());
    if (this.mode !== 'online' || this.problem) this.setMode('online', null);
  }

  /** The database stopped answering: the next call connects afresh. */
  private lost(error: unknown): void {
    if (error instanceof Failure && error.kind === 'station-refused') return;
    const connection = this.connection;
    this.connection = null;
    if (connection) void connection.pool.end().catch(() => undefined);
    const words = error instanceof Error ? error.message : String(error);
    if (this.mode !== 'offline') this.log.warn('the warehouse journal is not answering', { error: words });
    // The driver's or the system's words (ECONNREFUSED, a timeout) are for support: under "Detalhes".
    this.setMode('offline', said('warehouse.lost'), systemWords(error));
  }

  private async disconnect(): Promise<void> {
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.syncTimer?.();
    this.syncTimer = null;
    const connection = this.connection;
    this.connection = null;
    await connection?.pool.end().catch(() => undefined);
  }

  private setMode(mode: WarehouseStatus['mode'], problem: Said | null, quoted?: Quoted): void {
    const changed =
      mode !== this.mode ||
      JSON.stringify(problem) !== JSON.stringify(this.problem) ||
      JSON.stringify(quoted) !== JSON.stringify(this.quoted);
    this.mode = mode;
    this.problem = problem;
    this.quoted = quoted;
    if (!changed) return;
    this.changedAt = changeStamp();
    this.deps.onStatus?.(this.status());
  }
}

export { refKey };
