// A label bought anywhere in the app (the ship screen, one-key, a batch row, a resume after a
// crash), told to the journal (its tracking code) and the audit log (its charge) from the
// workflow's own record of it. Both keep one entry however often they are told.
import type { TipoDace } from '../../../shared/contract';
import type { EmissionProgress, EmissionRecord } from '../../workflow';
import type { JournalStore } from '../journal/journal-store';
import { realAfter, type After } from '../../platform';
import type { AuditRecorder, Seen } from './audit-recorder';

export function notePurchase(
  journal: JournalStore,
  recorder: AuditRecorder,
  server: string,
  record: EmissionRecord,
  extra: { externalRef?: string | null; dace?: TipoDace | null } = {},
): void {
  journalPurchase(journal, server, record, extra);
  witnessCharge(recorder, record, extra);
}

/** The journal's side: the shipment is bought, with its tracking code (the day's list, the scan). */
export function journalPurchase(
  journal: JournalStore,
  server: string,
  record: EmissionRecord,
  extra: { dace?: TipoDace | null } = {},
): void {
  const { shipmentId, tenantId, labelId, trackingCode, transactionId, priceCents } = record;
  if (!labelId || !trackingCode || !transactionId) return;
  if (journal.get(shipmentId)?.status === 'bought') return;
  journal.bought(
    { server, tenantId },
    { shipmentId, labelId, trackingCode, transactionId, priceCents },
    { dace: extra.dace ?? record.dace },
  );
}

/** The audit log's side: the charge, the witness start-up reconciles a damaged workflow.db from. */
export function witnessCharge(
  recorder: AuditRecorder,
  record: EmissionRecord,
  extra: { externalRef?: string | null; seen?: Seen } = {},
): void {
  const { shipmentId, tenantId, labelId, trackingCode, transactionId, priceCents } = record;
  if (!labelId || !trackingCode || !transactionId) return;
  recorder.charge(
    {
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
    },
    extra.seen,
  );
}

/** How long after a bought label's file was asked for its note is written: the request is on its way. */
const NOTE_AFTER_FILE_ASKED_MS = 1;
/** How long after READY the note is written if the file is not asked for by then (a slow URL answer). */
const NOTE_AT_THE_LATEST_MS = 250;

/**
 * Tells each bought label once to the audit log and the journal. The audit's charge at once, from
 * the first progress event that names the label (`downloading`, right after READY): it is the
 * witness start-up reconciles a damaged workflow.db from, so a kill from then on finds it there.
 * (Written two turns later, once the URL request had left, it saved the label 0.2 ms and let a
 * kill right after READY find the intent alone: the faults bench's damaged-workflow-db held 9 and
 * 13 of 50 purchases unsettled instead of 5, so it is written at once.)
 * The journal's note a millisecond after the label's file was asked for (the workflow's
 * `fileAsked`), so its writes (~0.3 ms) overlap the file's download instead of delaying a request;
 * at the latest 250 ms after READY. Any later event of the label (`printing`, before its file is
 * queued; `failed`) writes what is pending at once. The audit's write is flushed to the disk off
 * the main thread (AuditStore.append `soon`). Later events of a noted label cost a lookup in
 * memory; close() writes what is pending before it stops.
 */
export class PurchaseNotes {
  private readonly noted = new Set<string>();
  /**
   * Labels whose charge the audit log has (their journal note may still be pending), with the
   * record it was written from: the note reads the same facts (fixed once READY was recorded).
   */
  private readonly witnessed = new Map<string, EmissionRecord>();
  /** Labels named by an event and not noted in the journal yet: label id → shipment id. */
  private readonly pending = new Map<string, string>();
  private cancelSoon: (() => void) | undefined;
  private cancelLatest: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly deps: {
      recordOf: (shipmentId: string) => EmissionRecord | undefined;
      /** The audit log's charge (at once). */
      witness: (record: EmissionRecord) => void;
      /** The journal's note (in a moment). */
      note: (record: EmissionRecord) => void;
      onError: (error: unknown) => void;
      /** The timer the journal's note waits on (the real one by default; a test's clock). */
      after?: After;
    },
  ) {}

  progressed(event: EmissionProgress): void {
    const { labelId, shipmentId } = event;
    if (this.closed || !labelId || this.noted.has(labelId)) return;
    if (this.pending.has(labelId)) return this.flush();
    if (!this.witnessed.has(labelId)) this.witness(labelId, shipmentId);
    this.pending.set(labelId, shipmentId);
    this.cancelLatest ??= this.after(NOTE_AT_THE_LATEST_MS, () => this.flush());
  }

  /** The label's file was asked for: its journal note is written in a moment. */
  fileAsked(label: { shipmentId: string; labelId: string }): void {
    if (this.closed || this.noted.has(label.labelId)) return;
    if (!this.witnessed.has(label.labelId)) this.witness(label.labelId, label.shipmentId);
    this.pending.set(label.labelId, label.shipmentId);
    this.cancelSoon ??= this.after(NOTE_AFTER_FILE_ASKED_MS, () => this.flush());
  }

  /** Writes everything pending now (its timers do this, a later event of a pending label and close() too). */
  flush(): void {
    this.cancelSoon?.();
    this.cancelLatest?.();
    this.cancelSoon = this.cancelLatest = undefined;
    for (const [labelId, shipmentId] of this.pending) {
      this.pending.delete(labelId);
      try {
        const witnessed = this.witnessed.get(labelId);
        const record = witnessed ?? this.bought(shipmentId, labelId);
        if (!record) continue;
        if (!witnessed) this.deps.witness(record);
        this.deps.note(record);
        this.witnessed.delete(labelId);
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

  /** The audit's charge now; a failure is reported and the charge tried again when the note is written. */
  private witness(labelId: string, shipmentId: string): void {
    try {
      const record = this.bought(shipmentId, labelId);
      if (!record) return;
      this.deps.witness(record);
      this.witnessed.set(labelId, record);
    } catch (error) {
      this.deps.onError(error);
    }
  }

  private bought(shipmentId: string, labelId: string): EmissionRecord | undefined {
    const record = this.deps.recordOf(shipmentId);
    return record?.transactionId && record.labelId === labelId ? record : undefined;
  }

  private after(ms: number, fire: () => void): () => void {
    return (this.deps.after ?? realAfter)(ms, fire);
  }
}
