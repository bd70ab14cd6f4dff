// A label bought anywhere in the app (the ship screen, one-key, a batch row, a resume after a
// crash), told to the journal (its tracking code) and the audit log (its charge) from the
// workflow's own record of it. Both keep one entry however often they are told.
import type { TipoDace } from '../../../shared/contract';
import type { EmissionRecord } from '../../workflow';
import type { JournalStore } from '../journal/journal-store';
import type { AuditRecorder } from './audit-recorder';

export function notePurchase(
  journal: JournalStore,
  recorder: AuditRecorder,
  server: string,
  record: EmissionRecord,
  extra: { externalRef?: string | null; dace?: TipoDace | null } = {},
): void {
  const { shipmentId, tenantId, labelId, trackingCode, transactionId, priceCents } = record;
  if (!labelId || !trackingCode || !transactionId) return;
  if (journal.get(shipmentId)?.status !== 'bought') {
    journal.bought(
      { server, tenantId },
      { shipmentId, labelId, trackingCode, transactionId, priceCents },
      { dace: extra.dace ?? record.dace },
    );
  }
  recorder.charge({
    tenantId,
    shipmentId,
    labelId,
    trackingCode,
    transactionId,
    priceCents,
    // A READY after a 202 (providerJobId) reports the charge taken when the 202 accepted it.
    chargeAlreadyCaptured: (record.chargeAlreadyCaptured ?? true) && record.providerJobId === null,
    possibleDoubleCharge: record.possibleDoubleCharge,
    boughtElsewhere: record.boughtElsewhereAt !== null,
    ...(extra.externalRef === undefined ? {} : { externalRef: extra.externalRef }),
  });
}
