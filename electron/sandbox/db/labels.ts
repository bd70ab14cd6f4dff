// Labels: one per shipment (unique shipment_id). Bought inside one BEGIN IMMEDIATE
// transaction that reads the existing label, checks the balance, debits and inserts, so no
// interleaving of requests, and no second process on the same data dir, can charge twice.
import { randomUUID } from 'node:crypto';
import type { Sql } from './sql';

export interface LabelRow {
  id: string;
  shipment_id: string;
  loja_id: string;
  tracking_code: string;
  transaction_id: string;
  provider_job_id: string | null;
  subtotal_cents: number;
  discount_cents: number;
  price_cents: number;
  coupon_code: string | null;
  payment_method: string;
  accepted_at: number;
  ready_at: number;
}

const COLUMNS = `id, shipment_id, loja_id, tracking_code, transaction_id, provider_job_id, subtotal_cents,
  discount_cents, price_cents, coupon_code, payment_method, accepted_at, ready_at`;

export const labelOfShipment = (sql: Sql, shipmentId: string): LabelRow | undefined =>
  sql.get<LabelRow>(`SELECT ${COLUMNS} FROM labels WHERE shipment_id = ?`, shipmentId);

/** A label of this store, including one a later purchase of the same shipment replaced. */
export const labelById = (sql: Sql, lojaId: string, labelId: string): LabelRow | undefined =>
  sql.get<LabelRow>(`SELECT ${COLUMNS} FROM labels WHERE id = ? AND loja_id = ?`, labelId, lojaId) ??
  sql.get<LabelRow>(`SELECT ${COLUMNS} FROM superseded_labels WHERE id = ? AND loja_id = ?`, labelId, lojaId);

/** Any label by id, whatever its store (signed file URLs carry no tenant). */
export const anyLabelById = (sql: Sql, labelId: string): LabelRow | undefined =>
  sql.get<LabelRow>(`SELECT ${COLUMNS} FROM labels WHERE id = ?`, labelId) ??
  sql.get<LabelRow>(`SELECT ${COLUMNS} FROM superseded_labels WHERE id = ?`, labelId);

/** Moves a shipment's label aside so a second purchase can take its place (charge-again). */
export function supersedeLabel(sql: Sql, labelId: string): void {
  sql.run(`INSERT INTO superseded_labels (${COLUMNS}, pdf) SELECT ${COLUMNS}, pdf FROM labels WHERE id = ?`, labelId);
  sql.run('DELETE FROM labels WHERE id = ?', labelId);
}

export interface LabelAnswers {
  readyAnswers: number;
  repostsAfterReady: number;
}

export const labelAnswers = (sql: Sql, labelId: string): LabelAnswers =>
  sql.get<LabelAnswers>(
    'SELECT ready_answers AS readyAnswers, reposts_after_ready AS repostsAfterReady FROM label_answers WHERE label_id = ?',
    labelId,
  ) ?? { readyAnswers: 0, repostsAfterReady: 0 };

export function countLabelAnswer(sql: Sql, labelId: string, answer: 'ready' | 'repost-after-ready'): void {
  const column = answer === 'ready' ? 'ready_answers' : 'reposts_after_ready';
  sql.run(
    `INSERT INTO label_answers (label_id, ${column}) VALUES (?, 1)
     ON CONFLICT(label_id) DO UPDATE SET ${column} = ${column} + 1`,
    labelId,
  );
}

export const labelByTrackingCode = (sql: Sql, lojaId: string, code: string): LabelRow | undefined =>
  sql.get<LabelRow>(`SELECT ${COLUMNS} FROM labels WHERE tracking_code = ? AND loja_id = ?`, code, lojaId);

export interface NewLabel {
  shipmentId: string;
  lojaId: string;
  trackingCode: () => string;
  transactionId: string;
  providerJobId: string | null;
  subtotalCents: number;
  discountCents: number;
  priceCents: number;
  couponCode: string | null;
  paymentMethod: string;
  acceptedAt: number;
  readyAt: number;
}

export function insertLabel(sql: Sql, label: NewLabel): LabelRow {
  const id = randomUUID();
  // A tracking code is random; on the rare clash with an earlier one, draw again.
  for (;;) {
    const code = label.trackingCode();
    if (sql.get('SELECT 1 AS taken FROM labels WHERE tracking_code = ?', code)) continue;
    sql.run(
      `INSERT INTO labels (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      label.shipmentId,
      label.lojaId,
      code,
      label.transactionId,
      label.providerJobId,
      label.subtotalCents,
      label.discountCents,
      label.priceCents,
      label.couponCode,
      label.paymentMethod,
      label.acceptedAt,
      label.readyAt,
    );
    return labelOfShipment(sql, label.shipmentId) as LabelRow;
  }
}

export const labelPdf = (sql: Sql, labelId: string): Uint8Array | undefined =>
  sql.get<{ pdf: Uint8Array | null }>('SELECT pdf FROM labels WHERE id = ?', labelId)?.pdf ?? undefined;

export function storeLabelPdf(sql: Sql, labelId: string, pdf: Uint8Array): void {
  sql.run('UPDATE labels SET pdf = ? WHERE id = ?', pdf, labelId);
}
