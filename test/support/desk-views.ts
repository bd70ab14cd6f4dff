// Desk views as main sends them to the screens and the PDFs: a bought label in the day's journal,
// the weight it was bought with, a batch row. One shape per view, so a field added to a view is
// added once for every test that shows it.
import type { BatchRowView, BatchView, JournalEntryView, WeightProofView } from '../../electron/shared/desk';

/** The desk's Toledo on its serial line, read at 13:04:05 on 26 Nov 2026. */
const TOLEDO_READING = {
  source: 'scale',
  device: '/dev/ttyUSB0 (Toledo ENQ)',
  deviceId: 'serial:/dev/ttyUSB0:toledo',
  readAt: '2026-11-26T13:04:05.000Z',
} as const;

/** `grams` read from the desk's Toledo, with no dimensions typed. */
export const scaleWeight = (grams: number, patch: Partial<WeightProofView> = {}): WeightProofView => ({
  grams,
  ...TOLEDO_READING,
  dimensions: null,
  ...patch,
});

/** The n-th PAC label of 26 Nov 2026 to Marina in Rio, bought for R$ 25,00 as quoted. */
export function boughtShipment(n: number, weight: WeightProofView | null): JournalEntryView {
  return {
    shipmentId: `00000000-0000-4000-8000-00000000000${n}`,
    externalRef: `PED-${n}`,
    carrierId: null,
    serviceLevelId: null,
    carrierName: 'Correios',
    serviceName: 'PAC',
    quotedPriceCents: 2500,
    priceCents: 2500,
    recipientName: 'Marina Costa',
    recipientCity: 'Rio de Janeiro',
    recipientState: 'RJ',
    trackingCode: `PX00000000${n}BR`,
    labelId: `label-${n}`,
    dace: null,
    status: 'bought',
    source: 'manual',
    createdAt: '2026-11-26T13:05:00.000Z',
    boughtAt: '2026-11-26T13:05:10.000Z',
    weight,
  };
}

/** Line `index + 1` of a batch file (order PED-index to Marina in Rio), not yet started. */
export function batchRow(index: number, patch: Partial<BatchRowView> = {}): BatchRowView {
  return {
    index,
    line: index + 1,
    externalRef: `PED-${index}`,
    recipientName: 'Marina Costa',
    recipientCity: 'Rio de Janeiro',
    state: 'pending',
    invalid: false,
    messages: [],
    error: null,
    mayBeCharged: false,
    shipmentId: null,
    carrierName: null,
    serviceName: null,
    priceCents: null,
    labelId: null,
    trackingCode: null,
    labelJobId: null,
    daceJobId: null,
    daceError: null,
    labelFit: [],
    ...patch,
  };
}

/** A batch of these rows with the cheapest-option rule, six at a time; counts are given by the test. */
export function batchView(
  batchId: string,
  rows: BatchRowView[],
  patch: Pick<BatchView, 'fileName' | 'state' | 'counts'> & Partial<BatchView>,
): BatchView {
  return {
    batchId,
    rule: { kind: 'cheapest' },
    concurrency: 6,
    total: rows.length,
    invalid: rows.filter((r) => r.invalid).length,
    chargedCents: 0,
    createdAt: '2026-11-26T12:00:00.000Z',
    updatedAt: '2026-11-26T12:00:00.000Z',
    rows,
    ...patch,
  };
}
