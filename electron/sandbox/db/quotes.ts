// Quotes as sold: one request row (the full input and the facts it was priced on) and one row
// per option, each with its own id and price. Storing the input once per simulation, not once
// per option, keeps each quote a single small write.
import { randomUUID } from 'node:crypto';
import type { QuoteFacts } from '../quote-facts';
import type { Sql } from './sql';

export interface QuoteRequestRecord {
  lojaId: string;
  international: boolean;
  facts: QuoteFacts;
  input: unknown;
  quotedAt: number;
  expiresAt: number;
}

export interface QuoteOptionRecord {
  id: string;
  carrierId: string;
  serviceLevelId: string;
  priceCents: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
}

export type StoredQuote = QuoteRequestRecord & QuoteOptionRecord;

/** Stores a simulation and its options; the caller runs it inside a transaction. */
export function insertQuotes(sql: Sql, request: QuoteRequestRecord, options: QuoteOptionRecord[]): void {
  const requestId = randomUUID();
  sql.run(
    'INSERT INTO quote_requests (id, loja_id, international, facts_json, input_json, quoted_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    requestId,
    request.lojaId,
    request.international ? 1 : 0,
    JSON.stringify(request.facts),
    JSON.stringify(request.input),
    request.quotedAt,
    request.expiresAt,
  );
  for (const o of options) {
    sql.run(
      `INSERT INTO quotes (id, request_id, carrier_id, service_level_id, price_cents, delivery_days_min, delivery_days_max)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      o.id,
      requestId,
      o.carrierId,
      o.serviceLevelId,
      o.priceCents,
      o.deliveryDaysMin,
      o.deliveryDaysMax,
    );
  }
}

interface QuoteRow {
  id: string;
  loja_id: string;
  international: number;
  carrier_id: string;
  service_level_id: string;
  price_cents: number;
  delivery_days_min: number;
  delivery_days_max: number;
  facts_json: string;
  input_json: string;
  quoted_at: number;
  expires_at: number;
}

export function findQuote(sql: Sql, id: string): StoredQuote | undefined {
  const row = sql.get<QuoteRow>(
    `SELECT q.id, r.loja_id, r.international, q.carrier_id, q.service_level_id, q.price_cents, q.delivery_days_min,
       q.delivery_days_max, r.facts_json, r.input_json, r.quoted_at, r.expires_at
     FROM quotes q JOIN quote_requests r ON r.id = q.request_id WHERE q.id = ?`,
    id,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    lojaId: row.loja_id,
    international: row.international === 1,
    carrierId: row.carrier_id,
    serviceLevelId: row.service_level_id,
    priceCents: row.price_cents,
    deliveryDaysMin: row.delivery_days_min,
    deliveryDaysMax: row.delivery_days_max,
    facts: JSON.parse(row.facts_json) as QuoteFacts,
    input: JSON.parse(row.input_json),
    quotedAt: row.quoted_at,
    expiresAt: row.expires_at,
  };
}
