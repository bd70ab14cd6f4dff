// Batch rows and batches as the JSON views of electron/shared/desk/batch.ts.
import type { BatchRowView, BatchSummaryView, BatchView } from '../../../shared/desk';
import type { StationError } from '../../../shared/ipc';
import { labelFitLines } from '../../../shared/label-fields';
import type { BatchRecord, BatchStore, RowRecord } from './batch-store';

export function toRowView(r: RowRecord): BatchRowView {
  return {
    index: r.idx,
    line: r.line,
    externalRef: r.externalRef,
    recipientName: r.recipientName,
    recipientCity: r.recipientCity,
    state: r.state,
    invalid: r.invalid,
    messages: r.invalid ? r.messages : [],
    error: r.invalid ? null : r.error,
    mayBeCharged: r.state === 'failed' && (r.mayBeCharged || r.labelId !== null),
    shipmentId: r.shipmentId,
    carrierName: typeof r.option?.carrierName === 'string' ? r.option.carrierName : null,
    serviceName: typeof r.option?.serviceName === 'string' ? r.option.serviceName : null,
    priceCents: r.priceCents ?? (typeof r.option?.priceCents === 'number' ? r.option.priceCents : null),
    labelId: r.labelId,
    trackingCode: r.trackingCode,
    labelJobId: r.labelJobId,
    daceJobId: r.daceJobId,
    daceError: r.daceError,
    // Issue 29, item 4, as the ship screen warns: the chosen option's carrier once quoted; before,
    // any carrier's (the default lengths, safe for every label).
    labelFit: r.plan
      ? labelFitLines({ origin: r.plan.origin, destination: r.plan.dest }, r.option ? [r.option] : [])
      : [],
  };
}

/** `halted`: why the runner paused the batch by itself (BatchRunner.haltedBy), if it did. */
export function toSummaryView(store: BatchStore, b: BatchRecord, halted?: StationError): BatchSummaryView {
  const { counts, invalid, chargedCents } = store.counts(b.id);
  return {
    batchId: b.id,
    fileName: b.fileName,
    state: b.state,
    rule: b.rule,
    concurrency: b.concurrency,
    total: b.total,
    invalid,
    counts,
    chargedCents,
    createdAt: new Date(b.createdAt).toISOString(),
    updatedAt: new Date(b.updatedAt).toISOString(),
    ...(halted ? { halted } : {}),
  };
}

export function toBatchView(store: BatchStore, b: BatchRecord, halted?: StationError): BatchView {
  return { ...toSummaryView(store, b, halted), rows: store.rows(b.id).map(toRowView) };
}
