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

const TURNS_BEFORE_NOTING = 3;

/** fn at the check phase of the n-th turn of the event loop from now (setImmediate n times). */
function afterTurns(n: number, fn: () => void): void {
  setImmediate(() => (n > 1 ? afterTurns(n - 1, fn) : fn()));
}

/**
 * Notes each bought label once, from the first progress event that names it (`downloading`, right
 * after READY), three check phases of the event loop later: by then the download's request has
 * left (Node's fetch puts a request on a kept-alive socket a turn or two after that socket's last
 * answer), so the note's writes (~0.6 ms) overlap that request's round trip instead of delaying
 * it. Any later event of the label (`printing`, before its file is queued; `failed`) writes a
 * pending note at once, so the charge is in the audit log before the label can print: a kill from
 * then on finds it there, and start-up reconciles a damaged workflow.db from it. A kill before the
 * note is the same as a kill while READY's answer was on its way (resume asks the server). The
 * audit's write is flushed to the disk off the main thread (AuditStore.append `soon`). Later
 * events of a noted label cost a lookup in memory; close() writes what is pending before it stops.
 */
export class PurchaseNotes {
  private readonly noted = new Set<string>();
  /** Labels named by an event and not noted yet: label id → shipment id. */
  private readonly pending = new Map<string, string>();
  private scheduled = false;
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
    if (this.closed || !labelId || this.noted.has(labelId)) return;
    if (this.pending.has(labelId)) return this.flush();
    this.pending.set(labelId, shipmentId);
    if (this.scheduled) return;
    this.scheduled = true;
    afterTurns(TURNS_BEFORE_NOTING, () => this.flush());
  }

  /** Notes every label pending now (the scheduled turn does this; close() too). */
  flush(): void {
    this.scheduled = false;
    for (const [labelId, shipmentId] of this.pending) {
      this.pending.delete(labelId);
      try {
        const record = this.deps.recordOf(shipmentId);
        if (!record?.transactionId || record.labelId !== labelId) continue;
        this.deps.note(record);
        if (this.noted.size >= 10_000) this.noted.clear();
        this.noted.add(labelId);
      } catch (error) {
        this.deps.onError(error);
      }
    }
  }

  close(): void {
    this.flush();
    this.closed = true;
  }
}
