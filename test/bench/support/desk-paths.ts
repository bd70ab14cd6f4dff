// The desk's buy paths for the personalities bench (issue 14.3), through the whole station: the
// desk service buys through the emission workflow, as at a packing desk. One station per profile
// (test/integration/desk's fixture: sandbox, TCP printer, temp data folder), with a Toledo scale
// simulator on a real pty for weigh on scan.
//   f9     one-key ship: preset on key 1, the loja's rule picks, created, bought, printed;
//   batch  a two-row CSV through desk:batch-import and desk:batch-start;
//   scan   weigh on scan: a scanned new order weighed on the scale, bought by the rule, printed.
// Each also runs as <path>-lost-answer: the first emit of the trial is processed and its answer
// replaced by a proxy's HTML 502 (switched on top of the profile), then the operator does what
// the screen offers: buys the shipment again (labels:emit-and-print) after F9 or scan, or
// desk:batch-retry-failed for the batch.
import { IDS, startDeskFixture, type DeskFixture } from '../../integration/desk/support/desk-fixture';
import { toCsv, typedRow } from '../../integration/desk/support/batch-csv';
import { BOX, RIO } from '../../integration/desk/support/parties';
import type { ProfileName } from '../../support/sandbox';
import { startScaleSimulator, type ScaleSimulator } from '../../support/scale-simulator';
import { FAST, isReading, watch, type StateLog } from '../../support/scale-watch';
import { printerSettled } from '../../support/printed';
import { until } from '../../support/until';
import { ledgerCharges, report, tally, toldOf, type ShipmentOutcome, type Trial } from './money-outcome';

/**
 * How long a purchase is confirmed before it is held as unknown (the station's default is 60 s).
 * Short, so lost answers settle fast, yet longer than the 2 s Retry-After of the throttled
 * profiles: a busy server's explicit wait is honoured, as it is at a desk.
 */
export const CONFIRM_BUDGET_MS = 2_500;

export type DeskPath = 'f9' | 'f9-lost-answer' | 'batch' | 'batch-lost-answer' | 'scan' | 'scan-lost-answer';
export const DESK_PATHS: DeskPath[] = [
  'f9',
  'f9-lost-answer',
  'batch',
  'batch-lost-answer',
  'scan',
  'scan-lost-answer',
];

/** The ship screen's shipment for F9 and scan. */
const SHIP = { recipient: RIO, presetKey: 1, declaredValueCents: 10_000 };
/** Order references: unique per path within a profile (each profile has its own station). */
const REF: Record<DeskPath, string> = {
  f9: 'F9',
  'f9-lost-answer': 'F9L',
  batch: 'B',
  'batch-lost-answer': 'BL',
  scan: 'S',
  'scan-lost-answer': 'SL',
};
const LOST_EMIT_ANSWER = { proxy502: { calls: 1, match: '/emit', processed: true } } as const;

interface Desk {
  f: DeskFixture;
  sim: ScaleSimulator;
  scale: StateLog;
  /** Distinct weights: a reading already used for a purchase is refused (the same parcel). */
  nextGrams: number;
}

async function buyAgainIfNotShipped(f: DeskFixture, ref: string, shipped: boolean): Promise<void> {
  if (shipped) return;
  const entry = (await f.call('desk:journal-recent', { limit: 500 })).find((e) => e.externalRef === ref);
  if (entry) await f.invoke('labels:emit-and-print', { shipmentId: entry.shipmentId });
}

async function act(d: Desk, path: DeskPath, ref: string): Promise<string[]> {
  const { f } = d;
  const lost = path.endsWith('-lost-answer');
  if (path.startsWith('f9')) {
    const result = await f.invoke('desk:one-key-ship', { externalRef: ref, ...SHIP });
    const shipped = result.ok && (result.value as { kind: string }).kind === 'shipped';
    if (lost) await buyAgainIfNotShipped(f, ref, shipped);
    return [ref];
  }
  if (path.startsWith('scan')) {
    const grams = d.nextGrams;
    d.nextGrams += 7;
    d.sim.show({ grams });
    await d.scale.until(isReading(grams), 10_000);
    const result = await f.invoke('desk:scan', { text: ref, ship: SHIP });
    const value = result.value as { kind: string; ship?: { kind: string } } | undefined;
    const shipped = result.ok && value?.kind === 'weighed' && value.ship?.kind === 'shipped';
    if (lost) await buyAgainIfNotShipped(f, ref, shipped);
    return [ref];
  }
  const refs = [`${ref}-1`, `${ref}-2`];
  const csv = toCsv(refs.map((externalRef) => typedRow(2, { externalRef })));
  const { batch } = await f.call('desk:batch-import', { csv, fileName: 'bench.csv' });
  await f.invoke('desk:batch-start', { batchId: batch.batchId, concurrency: 2 });
  await f.station.desk.service.runner.idle(batch.batchId);
  if (lost) {
    const status = await f.call('desk:batch-status', { batchId: batch.batchId });
    if (status.counts.failed > 0) {
      await f.invoke('desk:batch-retry-failed', { batchId: batch.batchId });
      await f.station.desk.service.runner.idle(batch.batchId);
    }
  }
  return refs;
}

/** Each shipment's outcome once nothing is moving: the label queued, a refusal, or held. */
async function outcomes(f: DeskFixture, refs: string[]) {
  const journal = await f.call('desk:journal-recent', { limit: 500 });
  const entries = journal.filter((e) => e.externalRef !== null && refs.includes(e.externalRef));
  const look = async () => {
    const unfinished = new Set((await f.call('labels:unfinished')).map((u) => u.shipmentId));
    return Promise.all(
      entries.map(async (e) => {
        const status = await f.call('labels:emission-status', { shipmentId: e.shipmentId });
        const told = toldOf(status?.state, status?.possibleDoubleCharge ?? false, unfinished.has(e.shipmentId));
        const moving = status?.state === 'emitting' && !unfinished.has(e.shipmentId);
        return { label: status?.state === 'queued', told, moving };
      }),
    );
  };
  let seen = await look();
  // A purchase still moving (emitting, not held as unsettled) is looked at again, for up to 10 s.
  await until(async () => !(seen = await look()).some((s) => s.moving), {
    what: 'every purchase to settle',
    timeoutMs: 10_000,
    everyMs: 100,
  }).catch(() => undefined);
  const charges = ledgerCharges(
    f.sandbox.dataDir,
    entries.map((e) => e.shipmentId),
  );
  return seen.map(({ label, told }, i): ShipmentOutcome => ({ label, told, charges: charges[i] ?? 0 }));
}

async function trial(d: Desk, profile: ProfileName, path: DeskPath, n: number): Promise<Trial> {
  const { f } = d;
  const jobsBefore = (await f.listener.jobs()).length;
  if (path.endsWith('-lost-answer')) await f.sandbox.admin.personality(LOST_EMIT_ANSWER);
  const refs = await act(d, path, `${REF[path]}-${n}`);
  await f.sandbox.admin.personality({ profile });
  const seen = await outcomes(f, refs);
  // What the printer holds once the station's queue has nothing on its way is all it will get.
  const printed = await printerSettled(f.listener, { queues: () => [f.station.printing.queue] });
  return tally(seen, printed.length - jobsBefore);
}

/** Every desk path under one profile: one station, one sandbox, one scale; one JSON line per path. */
export async function runDeskPaths(profile: ProfileName, trials: number, paths = DESK_PATHS): Promise<void> {
  const sim = await startScaleSimulator({ protocol: 'toledo', display: { grams: 0 } });
  const f = await startDeskFixture({
    printer: 'network',
    sandbox: { pendingMs: 300 },
    workflow: { timing: { confirmBudgetMs: CONFIRM_BUDGET_MS, pendingTimeoutMs: 8_000 } },
    scale: { timing: { ...FAST, answerTimeoutMs: 1_500 } },
  });
  try {
    await f.sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
    await f.call('desk:preset-save', BOX);
    await f.call('scale:configure', { kind: 'serial', path: sim.devicePath, protocol: 'toledo' });
    await f.call('settings:update', { weighOnScan: true, weighTimeoutS: 5 });
    const d: Desk = { f, sim, scale: watch(f.station.scale), nextGrams: 1_003 };
    for (const path of paths) {
      await f.sandbox.admin.personality({ profile });
      const done: Trial[] = [];
      for (let i = 0; i < trials; i++) done.push(await trial(d, profile, path, i));
      report(profile, path, done);
      await f.sandbox.admin.personality({ profile: 'default' });
    }
    d.scale.stop();
  } finally {
    await f.close();
    await sim.close();
  }
}
