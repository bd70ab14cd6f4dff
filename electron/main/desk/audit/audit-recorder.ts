// Turns what happens into audit entries: charges reported by the emission paths, and print jobs
// as the queue finishes them (done or failed). Who: the session's e-mail; where: the
// workstation name from settings, or the computer's host name. Tokens and documents (CPF/CNPJ)
// are never written here: only ids, codes, prices and printer names.
import { said, type Said } from '../../../shared/messages';
import type { LabelCharge } from '../../../shared/workflow';
import { type PrintJob, describeTarget } from '../../printing';
import type { JournalStore } from '../journal/journal-store';
import type { AuditStore } from './audit-store';

export interface AuditContext {
  server: string;
  currentTenant(): string | null;
  operator(): string | null;
  workstation(): string;
}

/**
 * An entry's detail as the audit log keeps it: what the station said, as data (a Said in JSON),
 * put in words when it is read, in the language of whoever reads it (the screen, the CSV).
 */
const detailOf = (message: Said | null): string | null => (message ? JSON.stringify(message) : null);

export interface ChargeFact extends Omit<LabelCharge, 'possibleDoubleCharge'> {
  tenantId: string;
  shipmentId: string;
  /** The workflow flagged a second charge for one purchase (see LabelCharge.possibleDoubleCharge). */
  possibleDoubleCharge?: boolean;
  /** Bought on another desk (see EmissionRecord.boughtElsewhereAt): its charge is that desk's. */
  boughtElsewhere?: boolean;
  externalRef?: string | null;
}

/**
 * Who, where and when a fact was seen: taken when it happens, for an entry written later (held
 * while another program held desk.db's write lock, see HeldWrites), which must still say then.
 */
export interface Seen {
  at: number;
  operator: string | null;
  workstation: string;
}

/** Keys of print jobs the desk queues itself, so the log can say what they were. */
export const REPRINT_KEY = 'reprint:';
export const PICKUP_LIST_KEY = 'pickup-list:';

export class AuditRecorder {
  constructor(
    private readonly store: AuditStore,
    private readonly journal: JournalStore,
    private readonly ctx: AuditContext,
  ) {}

  /** Who, where and when, now. */
  seenNow(): Seen {
    return { at: this.store.now(), operator: this.ctx.operator(), workstation: this.ctx.workstation() };
  }

  /**
   * One entry per transaction. An answer with chargeAlreadyCaptured is still logged the first
   * time this desk learns of the transaction (as charge-confirmed): that is the case of a
   * purchase whose first answer was lost, and the money did leave the wallet.
   */
  charge(fact: ChargeFact, seen: Seen = this.seenNow()): void {
    const entry = this.journal.get(fact.shipmentId);
    this.store.append(
      {
        kind: 'charge',
        outcome: fact.possibleDoubleCharge
          ? 'possible-double-charge'
          : fact.boughtElsewhere
            ? 'bought-elsewhere'
            : fact.chargeAlreadyCaptured
              ? 'charge-confirmed'
              : 'charged',
        server: this.ctx.server,
        tenantId: fact.tenantId,
        ...seen,
        shipmentId: fact.shipmentId,
        externalRef: fact.externalRef ?? entry?.externalRef ?? null,
        trackingCode: fact.trackingCode,
        labelId: fact.labelId,
        priceCents: fact.priceCents,
        transactionId: fact.transactionId,
        // The weight this label was bought with, as the journal noted it when the shipment was created.
        weight: entry?.weightRecord ?? null,
        dedupe: `charge:${fact.transactionId}`,
      },
      // On the disk moments later (flushed off this thread, see AuditStore.append): the audit log
      // is the witness start-up reconciles workflow.db from (a charge this desk made must never
      // come back as "bought elsewhere" after a lost journal), and until the flush the purchase
      // intent, fsynced before the POST, stands for it.
      { soon: true },
    );
  }

  /**
   * The operator decided about money on an unsettled purchase (buy again anyway, a double charge
   * checked): who, where and when, with the order and the price known then. Written before the
   * decision is acted on; one entry per decision (its time is in the dedupe key).
   */
  decision(fact: {
    outcome: 'buy-again-anyway' | 'double-charge-checked';
    tenantId: string;
    shipmentId: string;
    at: string;
    priceCents: number | null;
    trackingCode: string | null;
    labelId: string | null;
  }): void {
    const entry = this.journal.get(fact.shipmentId);
    this.store.append(
      {
        kind: 'charge',
        outcome: fact.outcome,
        server: this.ctx.server,
        tenantId: fact.tenantId,
        operator: this.ctx.operator(),
        workstation: this.ctx.workstation(),
        shipmentId: fact.shipmentId,
        externalRef: entry?.externalRef ?? null,
        trackingCode: fact.trackingCode ?? entry?.trackingCode ?? null,
        labelId: fact.labelId,
        priceCents: fact.priceCents ?? entry?.quotedPriceCents ?? null,
        dedupe: `${fact.outcome}:${fact.shipmentId}:${fact.at}`,
      },
      // Fsynced before the decision is acted on (it is who accepted a possible second charge).
      { durable: true },
    );
  }

  /**
   * A print job changed: logged once it is done or failed (test pages are not audited).
   * `printedAnyway`: a label bought on another desk that the operator chose to print here.
   */
  printJob(job: PrintJob, printedAnyway = false, seen: Seen = this.seenNow()): void {
    if (job.document.kind === 'test' || (job.status !== 'done' && job.status !== 'failed')) return;
    const shipmentId = job.document.shipmentId ?? null;
    const entry = shipmentId ? this.journal.get(shipmentId) : undefined;
    const outcome = job.status === 'done' ? 'printed' : 'failed';
    const reprint = job.reprintOf !== null || Boolean(job.key?.startsWith(REPRINT_KEY));
    this.store.append({
      kind: reprint ? 'reprint' : 'print',
      outcome,
      server: this.ctx.server,
      tenantId: entry?.tenantId ?? this.ctx.currentTenant(),
      ...seen,
      shipmentId,
      externalRef: entry?.externalRef ?? null,
      trackingCode: entry?.trackingCode ?? null,
      labelId: job.document.labelId ?? (job.document.kind === 'label' ? (entry?.labelId ?? null) : null),
      jobId: job.id,
      printer: describeTarget(job.target),
      documentKind: job.key?.startsWith(PICKUP_LIST_KEY) ? 'pickup-list' : job.document.kind,
      detail: detailOf(
        job.status === 'failed'
          ? (job.lastError?.said ?? null)
          : job.reprintOf
            ? said('desk.reprintOf')
            : printedAnyway
              ? said('desk.printedAnyway')
              : null,
      ),
      dedupe: `print:${job.id}:${outcome}`,
    });
  }
}
