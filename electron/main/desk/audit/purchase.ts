// A label bought anywhere in the app (the ship screen, one-key, a batch row, a resume after a
// crash), told to the journal (its tracking code) and the audit log (its charge) from the
// workflow's own record of it. Both keep one entry however often they are told.
import type { TipoDace } from '../../../shared/contract';
import type { EmissionProgress, EmissionRecord } from '../../workflow';
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

/**
 * Notes each bought label once, from the first progress event that names it, on the next turn of
 * the event loop: the label's download request (sent in the turn that reported it) leaves first,
 * and the journal and audit writes run while the server answers. The purchase's intent, on the
 * disk before its POST, stands for the charge until then. Later events of the same label cost a
 * lookup in memory, not three reads and a write that changes nothing.
 */
export class PurchaseNotes {
  private readonly noted = new Set<string>();
  private closed = false;

  constructor(
    private readonly deps: {
      recordOf: (shipmentId: string) => EmissionRecord | undefined;
      note: (record: EmissionRecord) => void;
      onError: (error: unknown) => void;
    },
  ) {}

  progressed(event: EmissionProgress): void {
    const { labelId, shipmentId } = event;
    if (!labelId || this.noted.has(labelId)) return;
    setImmediate(() => {
      if (this.closed || this.noted.has(labelId)) return;
      try {
        const record = this.deps.recordOf(shipmentId);
        if (!record?.transactionId || record.labelId !== labelId) return;
        this.deps.note(record);
        if (this.noted.size >= 10_000) this.noted.clear();
        this.noted.add(labelId);
      } catch (error) {
        this.deps.onError(error);
      }
    });
  }

  close(): void {
    this.closed = true;
  }
}
