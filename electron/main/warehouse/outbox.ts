// <dataDir>/warehouse.db: this desk's own copy of its claims in the warehouse journal, and what it
// still owes the journal. A purchase's later states (bought, printed, released) are written here
// first, durably, and sent to PostgreSQL when it answers: a database that is down after the emit
// POST loses nothing, and the claim it holds stays claimed meanwhile, so no other desk buys the
// order. One row per claimed shipment: the furthest state, every fact learned on the way, and
// whether the journal has it yet (`owed`). The rows are also this desk's view of its purchases
// when the database cannot be reached. Also this desk's identity (its id never changes; its
// name is the setting's) and when the database last answered.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { join } from 'node:path';
import { openDatabase, type Db, type Migration } from '../platform';
import type { WarehousePurchaseView, WarehouseState } from '../../shared/warehouse';

export const WAREHOUSE_DB_FILE = 'warehouse.db';

const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'outbox',
    up: (db) =>
      db.exec(`
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE outbox (
  shipment_id TEXT PRIMARY KEY,
  server TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  order_ref TEXT NOT NULL,
  parcel INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('emitting', 'bought', 'printed', 'released')),
  owed INTEGER NOT NULL DEFAULT 1,
  facts TEXT NOT NULL,
  -- a purchase made while the database was down (lenient mode): its claim goes first
  claim TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);`),
  },
];

/** What a later state carries to the journal (the pickup list's columns). */
export const purchaseFactsSchema = z.strictObject({
  label_id: z.string().nullish(),
  tracking_code: z.string().nullish(),
  carrier_name: z.string().nullish(),
  service_name: z.string().nullish(),
  price_cents: z.number().int().nullish(),
  weight_grams: z.number().int().nullish(),
  recipient_name: z.string().nullish(),
  recipient_city: z.string().nullish(),
  recipient_state: z.string().nullish(),
});
export type PurchaseFacts = z.infer<typeof purchaseFactsSchema>;

export type OwedState = Exclude<WarehouseState, 'claimed'>;

/** A claimed shipment as this desk keeps it. */
export interface LocalClaim {
  shipmentId: string;
  server: string;
  tenantId: string;
  orderRef: string;
  parcel: number;
  state: OwedState;
  /** The journal does not have this state yet. */
  owed: boolean;
  /** Bought while the database was down (lenient mode): its claim is made when it answers. */
  deferred: boolean;
  facts: PurchaseFacts;
  attempts: number;
  updatedAt: number;
}

/** A claim of this desk as the screens show a journal row, when the journal cannot be reached. */
export function localClaimView(c: LocalClaim, deskName: string): WarehousePurchaseView {
  const at = new Date(c.updatedAt).toISOString();
  return {
    tenantId: c.tenantId,
    orderRef: c.orderRef,
    parcel: c.parcel,
    shipmentId: c.shipmentId,
    desk: deskName,
    mine: true,
    state: c.state,
    labelId: c.facts.label_id ?? null,
    trackingCode: c.facts.tracking_code ?? null,
    carrierName: c.facts.carrier_name ?? null,
    serviceName: c.facts.service_name ?? null,
    priceCents: c.facts.price_cents ?? null,
    recipientName: c.facts.recipient_name ?? null,
    recipientCity: c.facts.recipient_city ?? null,
    recipientState: c.facts.recipient_state ?? null,
    weightGrams: c.facts.weight_grams ?? null,
    claimedAt: at,
    boughtAt: c.state === 'bought' || c.state === 'printed' ? at : null,
    printedAt: c.state === 'printed' ? at : null,
    updatedAt: at,
  };
}

const RANK: Record<OwedState, number> = { emitting: 1, bought: 2, printed: 3, released: 4 };

interface Row {
  shipment_id: string;
  server: string;
  tenant_id: string;
  order_ref: string;
  parcel: number;
  state: OwedState;
  owed: number;
  facts: string;
  claim: string | null;
  attempts: number;
  updated_at: number;
}

const toClaim = (row: Row): LocalClaim => {
  const facts = purchaseFactsSchema.safeParse(safeJson(row.facts));
  return {
    shipmentId: row.shipment_id,
    server: row.server,
    tenantId: row.tenant_id,
    orderRef: row.order_ref,
    parcel: row.parcel,
    state: row.state,
    owed: row.owed === 1,
    deferred: row.claim !== null,
    // A damaged facts column loses the pickup list's columns of one row, never the state.
    facts: facts.success ? facts.data : {},
    attempts: row.attempts,
    updatedAt: row.updated_at,
  };
};

export class Outbox {
  readonly db: Db;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    // NORMAL: the claim held right before the intent (held) survives a killed process; after a
    // power cut the reconciliation rebuilds it from the journal and workflow.db. What is owed to
    // the journal is written durably (oweAll: one fsync for a batch, off the label's turn).
    this.db = openDatabase(join(dataDir, WAREHOUSE_DB_FILE), { synchronous: 'NORMAL', migrations: MIGRATIONS });
  }

  /** This desk's id in the warehouse journal, made once per data folder. */
  deskId(): string {
    this.db.run(`INSERT OR IGNORE INTO meta (key, value) VALUES ('desk-id', ?)`, randomUUID());
    return this.db.get<{ value: string }>(`SELECT value FROM meta WHERE key = 'desk-id'`)?.value ?? '';
  }

  /** When the database last answered (ms), or null if never. */
  lastContact(): number | null {
    const row = this.db.get<{ value: string }>(`SELECT value FROM meta WHERE key = 'last-contact'`);
    return row ? Number(row.value) : null;
  }

  contact(at: number): void {
    this.db.run(
      `INSERT INTO meta (key, value) VALUES ('last-contact', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      String(at),
    );
  }

  /**
   * This desk holds the claim and the journal says emitting (owed: false), or the database was
   * down and the operator bought on this desk's word (deferred: the claim is owed too).
   */
  held(claim: Pick<LocalClaim, 'shipmentId' | 'server' | 'tenantId' | 'orderRef' | 'parcel'>, deferred: boolean): void {
    const now = this.now();
    this.db.run(
      `INSERT INTO outbox (shipment_id, server, tenant_id, order_ref, parcel, state, owed, facts, claim, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'emitting', ?, '{}', ?, ?, ?)
       ON CONFLICT (shipment_id) DO UPDATE SET state = 'emitting', owed = excluded.owed, claim = excluded.claim,
         parcel = excluded.parcel, attempts = 0, last_error = NULL, updated_at = excluded.updated_at`,
      claim.shipmentId,
      claim.server,
      claim.tenantId,
      claim.orderRef,
      claim.parcel,
      deferred ? 1 : 0,
      deferred ? '{}' : null,
      now,
      now,
    );
  }

  /**
   * Owes the journal these states of claimed shipments (each kept only if further than the one
   * known; the facts are merged), in one durable transaction. A shipment this desk holds no claim
   * for is left out.
   */
  oweAll(owed: ReadonlyArray<{ shipmentId: string; state: OwedState; facts: PurchaseFacts }>): void {
    this.db.tx(
      () => {
        for (const { shipmentId, state, facts } of owed) this.oweOne(shipmentId, state, facts);
      },
      { durable: true },
    );
  }

  /** One shipment's state owed (see oweAll); false: this desk holds no claim for it. */
  owe(shipmentId: string, state: OwedState, facts: PurchaseFacts = {}): boolean {
    return this.db.tx(() => this.oweOne(shipmentId, state, facts), { durable: true });
  }

  private oweOne(shipmentId: string, state: OwedState, facts: PurchaseFacts): boolean {
    const row = this.db.get<Row>('SELECT * FROM outbox WHERE shipment_id = ?', shipmentId);
    if (!row) return false;
    const known = toClaim(row).facts;
    const merged = { ...known, ...definedOf(facts) };
    const further = RANK[state] > RANK[row.state];
    if (!further && JSON.stringify(merged) === JSON.stringify(known)) return true;
    this.db.run(
      `UPDATE outbox SET state = ?, facts = ?, owed = 1, updated_at = ? WHERE shipment_id = ?`,
      further ? state : row.state,
      JSON.stringify(merged),
      this.now(),
      shipmentId,
    );
    return true;
  }

  get(shipmentId: string): LocalClaim | undefined {
    const row = this.db.get<Row>('SELECT * FROM outbox WHERE shipment_id = ?', shipmentId);
    return row && toClaim(row);
  }

  /** Everything the journal does not have yet, oldest first. */
  owed(): LocalClaim[] {
    return this.db.all<Row>('SELECT * FROM outbox WHERE owed = 1 ORDER BY created_at, shipment_id').map(toClaim);
  }

  /** This desk's claims of a loja (its own view while the database cannot be reached). */
  mine(server: string, tenantId: string): LocalClaim[] {
    return this.db
      .all<Row>('SELECT * FROM outbox WHERE server = ? AND tenant_id = ? ORDER BY created_at', server, tenantId)
      .map(toClaim);
  }

  count(): number {
    return this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM outbox WHERE owed = 1')?.n ?? 0;
  }

  /** The journal took this state (a deferred claim is made by then): owed no more, unless a further state came meanwhile. */
  delivered(claim: LocalClaim, parcel: number): void {
    this.db.run(
      'UPDATE outbox SET owed = 0, claim = NULL, parcel = ?, attempts = 0, last_error = NULL WHERE shipment_id = ? AND state = ?',
      parcel,
      claim.shipmentId,
      claim.state,
    );
  }

  failed(claim: LocalClaim, error: string): void {
    this.db.run(
      'UPDATE outbox SET attempts = attempts + 1, last_error = ?, updated_at = ? WHERE shipment_id = ?',
      error.slice(0, 500),
      this.now(),
      claim.shipmentId,
    );
  }

  close(): void {
    this.db.close();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function definedOf(facts: PurchaseFacts): PurchaseFacts {
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== null && v !== undefined));
}
