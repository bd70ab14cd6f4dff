// Buying a label (4.7). The charge is taken when the emission is accepted. What a second emit
// for the same shipment answers, and how PENDING ends, are not shown by the spec: the server's
// personality decides (personality.ts). By default a label that exists is answered again (same
// labelId, trackingCode, transactionId) and never charged again.
import { randomUUID } from 'node:crypto';
import type { EmitLabelDto } from '../shared/contract';
import { serviceById } from './catalog';
import type { Sandbox } from './context';
import {
  countLabelAnswer,
  insertLabel,
  labelAnswers,
  labelOfShipment,
  supersedeLabel,
  type LabelRow,
} from './db/labels';
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

const pending = (label: LabelRow): EmitOutcome => ({
  status: 202,
  body: { status: 'PENDING', shipmentId: label.shipment_id, providerJobId: label.provider_job_id ?? label.id },
});

/** READY, counted: from then on a re-POST is a re-emit (the `reemit` switch). */
function ready(sandbox: Sandbox, label: LabelRow, justCharged: boolean): EmitOutcome {
  countLabelAnswer(sandbox.sql, label.id, 'ready');
  return { status: 200, body: readyBody(label, !justCharged) };
}

export const isReady = (label: LabelRow, now: number) => now >= label.ready_at;

/** A POST for a shipment that already has a label. */
function answerAgain(
  sandbox: Sandbox,
  shipment: StoredShipment,
  label: LabelRow,
  request: EmitLabelDto,
  now: number,
): EmitOutcome {
  const { pendingEnd, reemit } = sandbox.personality.switches;
  const answers = labelAnswers(sandbox.sql, label.id);
  if (answers.readyAnswers === 0) {
    // Still PENDING for the client: how it ends.
    if (!isReady(label, now)) {
      if (pendingEnd === 'conflict-until-done') {
        throw new ApiError(409, 'The emission of this shipment is still in progress; try again later');
      }
      return pending(label);
    }
    if (pendingEnd === 'ready-on-later-repost' && answers.repostsAfterReady === 0) {
      countLabelAnswer(sandbox.sql, label.id, 'repost-after-ready');
      return pending(label);
    }
    return ready(sandbox, label, false);
  }
  switch (reemit) {
    case 'idempotent':
      return ready(sandbox, label, false);
    case 'conflict-already-emitted':
      throw new ApiError(409, `A label was already emitted for shipment ${shipment.id}`);
    case 'conflict-in-progress':
      throw new ApiError(409, `An emission is already in progress for shipment ${shipment.id}`);
    case 'unprocessable':
      throw unprocessable(`Shipment ${shipment.id} already has a label; it cannot be emitted again`);
    case 'charge-again':
      // No idempotency at all: a new purchase, a new label, a new charge.
      supersedeLabel(sandbox.sql, label.id);
      return buy(sandbox, shipment, request, now);
  }
}

function buy(sandbox: Sandbox, shipment: StoredShipment, request: EmitLabelDto, now: number): EmitOutcome {
  const { sql, options, personality } = sandbox;
  const coupon = request.couponCode?.trim().toUpperCase() || null;
  if (coupon !== null && COUPONS[coupon] === undefined) {
    throw unprocessable(`Coupon ${request.couponCode} is not valid`);
  }
  // The discount is rounded down to the cent: the store never pays less than the coupon says.
  const discountCents = coupon === null ? 0 : Math.floor((shipment.priceCents * (COUPONS[coupon] ?? 0)) / 10_000);
  const priceCents = shipment.priceCents - discountCents;
  const balance = balanceOf(sql, shipment.lojaId);
  if (balance < priceCents) {
    throw new ApiError(
      personality.switches.insufficientBalanceStatus,
      `Insufficient wallet balance: ${reais(balance)} available, ${reais(priceCents)} needed`,
    );
  }
  const transactionId = debit(sql, shipment.lojaId, shipment.id, priceCents, now);
  const asynchronous = shipment.international || personality.switches.asyncEmission;
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
  return isReady(label, now) ? ready(sandbox, label, true) : pending(label);
}

export function emitLabel(sandbox: Sandbox, shipment: StoredShipment, request: EmitLabelDto): EmitOutcome {
  const now = sandbox.clock.now();
  return sandbox.sql.immediate(() => {
    const existing = labelOfShipment(sandbox.sql, shipment.id);
    if (existing) return answerAgain(sandbox, shipment, existing, request, now);
    return buy(sandbox, shipment, request, now);
  });
}
