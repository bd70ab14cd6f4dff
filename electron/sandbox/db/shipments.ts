// Shipments as created from a quote option; the request body is kept whole for the label,
// the DACE and tracking locations.
import { randomUUID } from 'node:crypto';
import type { CreateShipmentDto } from '../../shared/contract';
import type { Sql } from './sql';

export interface StoredShipment {
  id: string;
  lojaId: string;
  quoteId: string;
  carrierId: string;
  serviceLevelId: string;
  international: boolean;
  status: string;
  priceCents: number;
  externalRef: string | null;
  body: CreateShipmentDto;
  createdAt: number;
}

interface ShipmentRow {
  id: string;
  loja_id: string;
  quote_id: string;
  carrier_id: string;
  service_level_id: string;
  international: number;
  status: string;
  price_cents: number;
  external_ref: string | null;
  body_json: string;
  created_at: number;
}

export function insertShipment(sql: Sql, s: Omit<StoredShipment, 'id' | 'status'>): StoredShipment {
  const id = randomUUID();
  sql.run(
    `INSERT INTO shipments (id, loja_id, quote_id, carrier_id, service_level_id, international, status, price_cents,
       external_ref, body_json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'created', ?, ?, ?, ?, ?)`,
    id,
    s.lojaId,
    s.quoteId,
    s.carrierId,
    s.serviceLevelId,
    s.international ? 1 : 0,
    s.priceCents,
    s.externalRef,
    JSON.stringify(s.body),
    s.createdAt,
    s.createdAt,
  );
  return { ...s, id, status: 'created' };
}

/** The id of this store's shipment created with this externalRef, if any. */
export const shipmentByExternalRef = (sql: Sql, lojaId: string, externalRef: string): string | undefined =>
  sql.get<{ id: string }>(
    'SELECT id FROM shipments WHERE loja_id = ? AND external_ref = ? LIMIT 1',
    lojaId,
    externalRef,
  )?.id;

/** A shipment of this store; another store's shipment is as unknown as a missing one. */
export function findShipment(sql: Sql, lojaId: string, id: string): StoredShipment | undefined {
  const row = sql.get<ShipmentRow>('SELECT * FROM shipments WHERE id = ? AND loja_id = ?', id, lojaId);
  if (!row) return undefined;
  return {
    id: row.id,
    lojaId: row.loja_id,
    quoteId: row.quote_id,
    carrierId: row.carrier_id,
    serviceLevelId: row.service_level_id,
    international: row.international === 1,
    status: row.status,
    priceCents: row.price_cents,
    externalRef: row.external_ref,
    body: JSON.parse(row.body_json) as CreateShipmentDto,
    createdAt: row.created_at,
  };
}
