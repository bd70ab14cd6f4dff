// Buying a label (4.7). The charge is taken when the emission is accepted; a label that exists
// is answered again (same labelId, trackingCode, transactionId) and never charged again.
import { randomUUID } from 'node:crypto';
import type { EmitLabelDto } from '../shared/contract';
import { serviceById } from './catalog';
import type { Sandbox } from './context';
import { insertLabel, labelOfShipment, type LabelRow } from './db/labels';
import type { StoredShipment } from './db/shipments';
import { balanceOf, debit } from './db/wallets';
import { ApiError, unprocessable } from './errors';
import { newTrackingCode } from './tracking-code';

/** Coupons the sandbox knows, as a share of the price in basis points. */
const COUPONS: Record<string, number> = { DESCONTO10: 1_000 };

const reais = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;

export type EmitOutcome =
  | { status: 200; body: ReturnType<typeof readyBody> }
  | { status: 202; body: { status: 'PENDING'; shipmentId: string; providerJobId: string } };

function readyBody(label: LabelRow, chargeAlreadyCaptured: boolean) {
  return {
    status: 'READY' as const,
    shipmentId: label.shipment_id,
    labelId: label.id,
    trackingCode: label.tracking_code,
    fileUrl: `labels/${label.id}.pdf`,
    priceCents: label.price_cents,
    subtotalCents: label.subtotal_cents,
    discountCents: label.discount_cents,
    couponCode: label.coupon_code,
    paymentMethod: label.payment_method,
    transactionId: label.transaction_id,
    chargeAlreadyCaptured,
  };
}

/** The answer for a label that exists: still being emitted (202) or ready (200, already paid). */
function answer(label: LabelRow, now: number, justCharged: boolean): EmitOutcome {
  if (now < label.ready_at) {
    return {
      status: 202,
      body: { status: 'PENDING', shipmentId: label.shipment_id, providerJobId: label.provider_job_id ?? label.id },
    };
  }
  return { status: 200, body: readyBody(label, !justCharged) };
}

export const isReady = (label: LabelRow, now: number) => now >= label.ready_at;

export function emitLabel(sandbox: Sandbox, shipment: StoredShipment, request: EmitLabelDto): EmitOutcome {
  const { sql, clock, options } = sandbox;
  const now = clock.now();
  return sql.immediate(() => {
    const existing = labelOfShipment(sql, shipment.id);
    if (existing) return answer(existing, now, false);

    const coupon = request.couponCode?.trim().toUpperCase() || null;
    if (coupon !== null && COUPONS[coupon] === undefined) {
      throw unprocessable(`Coupon ${request.couponCode} is not valid`);
    }
    // The discount is rounded down to the cent: the store never pays less than the coupon says.
    const discountCents = coupon === null ? 0 : Math.floor((shipment.priceCents * (COUPONS[coupon] ?? 0)) / 10_000);
    const priceCents = shipment.priceCents - discountCents;
    const balance = balanceOf(sql, shipment.lojaId);
    if (balance < priceCents) {
      throw new ApiError(402, `Insufficient wallet balance: ${reais(balance)} available, ${reais(priceCents)} needed`);
    }
    const transactionId = debit(sql, shipment.lojaId, shipment.id, priceCents, now);
    const asynchronous = shipment.international || options.asyncEmission;
    const prefix = serviceById(shipment.serviceLevelId)?.trackingPrefix ?? 'SB';
    const label = insertLabel(sql, {
      shipmentId: shipment.id,
      lojaId: shipment.lojaId,
      trackingCode: () => newTrackingCode(prefix),
      transactionId,
      providerJobId: asynchronous ? `job_${randomUUID()}` : null,
      subtotalCents: shipment.priceCents,
      discountCents,
      priceCents,
      couponCode: coupon,
      paymentMethod: request.paymentMethod,
      acceptedAt: now,
      readyAt: asynchronous ? now + options.pendingMs : now,
    });
    return answer(label, now, true);
  });
}
