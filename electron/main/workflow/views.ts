// Main-process results as the plain JSON views of electron/shared/workflow.ts.
import type { StationError } from '../../shared/ipc';
import type {
  DacePrintView,
  EmissionStatusView,
  EmissionView,
  OwedDaceView,
  ResumeView,
  UnsettledPurchaseView,
} from '../../shared/workflow';
import { toPrintJobView } from '../printing';
import type { DacePrintOutcome, EmissionOutcome, EmissionStatus, OwedDace, ResumeReport } from './types';
import type { UnsettledPurchase } from './unsettled';

/** What the desk knows of a shipment's order (its journal), for the unsettled list. */
export interface OrderFacts {
  quotedPriceCents: number | null;
  externalRef: string | null;
  recipientName: string | null;
}

export function toUnsettledView(row: UnsettledPurchase, order: OrderFacts | undefined): UnsettledPurchaseView {
  const { record } = row;
  return {
    shipmentId: record.shipmentId,
    state: record.state,
    standing: row.standing,
    known: row.known,
    actions: row.actions,
    startedAt: record.createdAt,
    updatedAt: record.updatedAt,
    quotedPriceCents: order?.quotedPriceCents ?? null,
    priceCents: record.priceCents,
    externalRef: order?.externalRef ?? null,
    recipientName: order?.recipientName ?? null,
    trackingCode: record.trackingCode,
    printJobId: record.printJobId,
    possibleDoubleCharge: record.possibleDoubleCharge,
    evidence: record.evidence,
    buyAgainAt: record.buyAgainAt,
    lastError: record.lastError,
  };
}

/** An owed DACE (labels:owed-daces): the record's DACE asked for, named by the order when the desk knows it. */
export function toOwedDaceView(record: OwedDace, order: OrderFacts | undefined): OwedDaceView {
  return {
    shipmentId: record.shipmentId,
    tipoDace: record.dace,
    trackingCode: record.trackingCode,
    externalRef: order?.externalRef ?? null,
    createdAt: record.createdAt,
    reason: record.daceFailure,
  };
}

export function toDaceView(dace: DacePrintOutcome): DacePrintView {
  return {
    shipmentId: dace.shipmentId,
    tipoDace: dace.tipoDace,
    kind: dace.kind,
    printJob: toPrintJobView(dace.printJob),
    combinedWithLabel: dace.combinedWithLabel,
  };
}

export function toEmissionView(outcome: EmissionOutcome): EmissionView {
  const { printJob, dace, ...rest } = outcome;
  return {
    ...rest,
    printJob: toPrintJobView(printJob),
    ...(dace ? { dace: dace.ok ? { ok: true, value: toDaceView(dace.value) } : { ok: false, error: dace.error } } : {}),
  };
}

export function toStatusView({ record, printJob }: EmissionStatus): EmissionStatusView {
  return {
    shipmentId: record.shipmentId,
    state: record.state,
    labelId: record.labelId,
    trackingCode: record.trackingCode,
    providerJobId: record.providerJobId,
    priceCents: record.priceCents,
    possibleDoubleCharge: record.possibleDoubleCharge,
    boughtElsewhereAt: record.boughtElsewhereAt,
    printAnywayAt: record.printAnywayAt,
    recoveredAt: record.recoveredAt,
    lastError: record.lastError && errorView(record.lastError),
    printJob: printJob && toPrintJobView(printJob),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function toResumeView(report: ResumeReport): ResumeView {
  return {
    shipmentId: report.shipmentId,
    from: report.from,
    result: report.result.ok
      ? { ok: true, value: toEmissionView(report.result.value) }
      : { ok: false, error: errorView(report.result.error) },
  };
}

const errorView = (error: StationError): StationError => error;
