// The day's summary (this desk's, or the whole warehouse's) and the audit log, as they cross IPC.
import { z } from 'zod';
import type { Said } from '../messages';
import type { JournalEntryView, WeightProofView } from './journal';

export interface DaySummaryView {
  day: string;
  tenantId: string;
  /** Labels bought that day (desk local time), in the order they were bought. */
  shipments: JournalEntryView[];
  carriers: Array<{ carrierName: string; serviceName: string; count: number; totalCents: number }>;
  count: number;
  totalCents: number;
  /** Shipments created that day whose label was not bought. */
  createdNotBought: number;
  /**
   * The whole warehouse's day (every desk's labels, from the shared journal), or, with the
   * journal out of reach, this desk's own claims and since when the warehouse view is stale.
   * Absent for this desk's own day.
   */
  warehouse?: { source: 'warehouse' | 'local'; staleSince: string | null };
}

/** A day of this desk alone (its journal), or of the whole warehouse (the shared journal). */
export const summaryWholeSchema = z.enum(['desk', 'warehouse']);

export type AuditKind = 'charge' | 'print' | 'reprint';
export const auditKindSchema = z.enum(['charge', 'print', 'reprint']);

export interface AuditEntryView {
  seq: number;
  at: string;
  kind: AuditKind;
  /**
   * charged / charge-confirmed (bought by an earlier call whose answer was lost) /
   * possible-double-charge (the server said it charged a purchase it may already have charged) /
   * bought-elsewhere (the server said the label was already paid for, and this desk had never
   * sent a purchase of it: another desk's charge, not a second one) /
   * printed / failed /
   * buy-again-anyway (the operator chose to send again the purchase of a label whose first answer
   * was lost, accepting a possible second charge) / double-charge-checked (the operator checked a
   * possible double charge against the statement).
   */
  outcome:
    | 'charged'
    | 'charge-confirmed'
    | 'possible-double-charge'
    | 'bought-elsewhere'
    | 'printed'
    | 'failed'
    | 'buy-again-anyway'
    | 'double-charge-checked';
  operator: string | null;
  workstation: string;
  tenantId: string | null;
  shipmentId: string | null;
  externalRef: string | null;
  trackingCode: string | null;
  labelId: string | null;
  priceCents: number | null;
  transactionId: string | null;
  jobId: string | null;
  printer: string | null;
  documentKind: string | null;
  /** What the station said about it (a failed print's reason, a reprint's original): words at display time. */
  detail: Said | null;
  /** Charges: the weight the label was bought with, where it came from, and the dimensions (proof for a weight dispute). */
  weight: WeightProofView | null;
}
