// The warehouse (issue 27): the desks of one warehouse share one purchase journal on the
// warehouse's own PostgreSQL, so one order reference is bought once whichever desk scans it.
// Its setting, its channels and the views that cross IPC. Imports only zod and relative files.
import { z } from 'zod';
import { channel, noInput } from './channel';
import { daySchema } from './desk';
import { typed } from './contract';
import type { Quoted, Said } from './messages';

/** A host name or an IP address (no scheme, no port, no path). */
const hostSchema = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]_-]+$/, { error: 'must be a host name or an IP address' });
/** PostgreSQL identifiers as a warehouse's DBA names them. */
const pgName = z
  .string()
  .trim()
  .min(1)
  .max(63)
  .regex(/^[A-Za-z_][A-Za-z0-9_$-]*$/, { error: 'letters, digits and _ only' });

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * Warehouse mode: where the shared journal is. null (the default) = a single desk, nothing
 * shared. The password is never here: it lives in the OS keychain.
 */
export const warehouseConfigSchema = z
  .strictObject({
    host: hostSchema,
    port: z.number().int().min(1).max(65535).default(5432),
    database: pgName,
    user: pgName,
    /**
     * verify-full: TLS, the server's certificate checked against `caFile` and its name against
     * `host`. 'off' only for a server on this computer (the README's two-desk demo).
     */
    tls: z.enum(['verify-full', 'off']).default('verify-full'),
    caFile: z.string().trim().min(1).max(1000).nullable().default(null),
    /**
     * The database cannot be reached when an order with a reference is bought: 'strict' (the
     * default) refuses it; 'lenient' asks the operator, who may buy on this desk's word alone.
     */
    whenDown: z.enum(['strict', 'lenient']).default('strict'),
  })
  .refine((c) => c.tls === 'verify-full' || LOOPBACK.test(c.host), {
    error: 'TLS may be off only for a database on this computer',
    path: ['tls'],
  })
  .refine((c) => c.tls === 'off' || c.caFile !== null, {
    error: 'verify-full needs the CA file that signed the server certificate',
    path: ['caFile'],
  });
export type WarehouseConfig = z.infer<typeof warehouseConfigSchema>;

/** The states of a purchase in the shared journal, in the order they happen. */
export const WAREHOUSE_STATES = ['claimed', 'emitting', 'bought', 'printed', 'released'] as const;
export type WarehouseState = (typeof WAREHOUSE_STATES)[number];

/** Whether the warehouse journal answers, and since when it does not. */
export interface WarehouseStatus {
  /** 'off': a single desk (no warehouse set up). */
  mode: 'off' | 'online' | 'offline' | 'refused';
  desk: string;
  /** The database's address as the operator set it (no password). */
  where: string | null;
  /** Last time the database answered (ISO 8601); the views are stale from there when offline. */
  lastContactAt: string | null;
  /** Updates this desk holds for the database (the outbox), waiting for it to answer. */
  pending: number;
  /** Why it is offline or refused, in the station's words. */
  problem: Said | null;
  /** The system's own words behind the problem (the driver's, the network's): for the folded details, never the sentence. */
  quoted?: Quoted;
  /**
   * When the mode last changed (ms, growing): the page keeps the newest status it has seen, as the
   * answer to its call and the `warehouse-status` event travel apart and can cross.
   */
  changedAt: number;
}

/** One purchase of the warehouse journal, as every desk's screens show it. */
export interface WarehousePurchaseView {
  tenantId: string;
  orderRef: string;
  parcel: number;
  /** null while the order is claimed and its shipment not created yet. */
  shipmentId: string | null;
  desk: string;
  /** True for this desk's own rows. */
  mine: boolean;
  state: WarehouseState;
  labelId: string | null;
  trackingCode: string | null;
  carrierName: string | null;
  serviceName: string | null;
  priceCents: number | null;
  recipientName: string | null;
  recipientCity: string | null;
  recipientState: string | null;
  weightGrams: number | null;
  /** The database's clock (ISO 8601). */
  claimedAt: string;
  boughtAt: string | null;
  printedAt: string | null;
  updatedAt: string;
}

/** One line of the audit across desks. */
export interface WarehouseAuditLine {
  at: string;
  desk: string;
  tenantId: string;
  orderRef: string;
  parcel: number;
  shipmentId: string;
  event: WarehouseState | 'taken-over' | 'second-parcel';
  trackingCode: string | null;
  priceCents: number | null;
}

/** A warehouse view: what the database said, or this desk's own copy when it cannot be reached. */
export interface WarehouseView<T> {
  rows: T[];
  /** 'warehouse': every desk's rows from the database; 'local': this desk's own, the database being unreachable. */
  source: 'warehouse' | 'local';
  /** With 'local': when the database last answered (the warehouse view is stale since then). */
  staleSince: string | null;
}

export const warehouseConfigureSchema = z.strictObject({
  /** null turns warehouse mode off (a single desk again). */
  config: warehouseConfigSchema.nullable(),
  /** The database role's password, kept in the OS keychain; absent = keep the stored one. */
  password: typed().min(1).max(200).optional(),
});

export const warehouseChannels = {
  'warehouse:status': channel(noInput).returns<WarehouseStatus>(),
  /** Sets warehouse mode up (or off); answers the status after trying the database once. */
  'warehouse:configure': channel(warehouseConfigureSchema).returns<WarehouseStatus>(),
  /** The warehouse's purchases not settled yet (claimed, emitting, bought not printed) with the desk holding each. */
  'warehouse:unsettled': channel(noInput).returns<WarehouseView<WarehousePurchaseView>>(),
  /** Every desk's labels of a day for the chosen loja (the whole warehouse's pickup list). */
  'warehouse:day': channel(z.strictObject({ day: daySchema })).returns<WarehouseView<WarehousePurchaseView>>(),
  /** The audit across desks for the chosen loja, newest first. */
  'warehouse:audit': channel(
    z.strictObject({ day: daySchema.optional(), limit: z.number().int().min(1).max(5000).default(500) }),
  ).returns<WarehouseView<WarehouseAuditLine>>(),
};

export type WarehouseChannel = keyof typeof warehouseChannels;
