// Weigh on scan (issue 18, items 3 and 4): a Toledo scale simulator on a real pty pair is the desk
// scale, the label printer is a TCP listener (port 9100 style), the sandbox is the server. A
// scanned order reference with the ship screen's shipment weighs itself on the scale, is quoted
// with that weight, bought by the loja's rule and printed, with no key pressed; the journal, the
// day summary and the audit CSV keep the reading it was bought with. An unstable scale, a scale
// still showing the parcel just bought, and a scan while another order is weighing buy nothing.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../../../electron/shared/desk';
import type { ScaleSimulator } from '../../support/scale-simulator';
import { isProblem, isReading } from '../../support/scale-watch';
import { spoken } from '../../support/said';
import { until } from '../../support/until';
import { jobsExactly, type DeskFixture } from './support/desk-fixture';
import { RIO } from './support/parties';
import { useWeighingDesks } from './support/weighing-desk';

const desks = useWeighingDesks();

/** The ship screen's shipment: recipient, the preset on key 1, the declared value. */
const SHIP = { recipient: RIO, presetKey: 1, declaredValueCents: 10_000 };

async function weighingDesk(display: Parameters<ScaleSimulator['show']>[0], timeoutS = 3) {
  const desk = await desks.withScale(display);
  await desk.f.call('settings:update', { weighOnScan: true, weighTimeoutS: timeoutS });
  return desk;
}

/**
 * Weigh on scan's timeout, passed without waiting it out: once the scan waits on the desk's clock
 * (its timer set, `seconds` long), `pass()` moves the clock past it.
 */
async function weighTimeout(f: DeskFixture, seconds: number): Promise<{ pass(): void }> {
  const [left] = await until(() => f.clock.pending().length > 0 && f.clock.pending(), {
    what: 'the scan to wait for a weight',
  });
  expect(left).toBeGreaterThan(seconds * 1000 - 1_000);
  expect(left).toBeLessThanOrEqual(seconds * 1000);
  return { pass: () => f.clock.advance(seconds * 1000) };
}

describe('weigh on scan', () => {
  it('weighs a scanned order on the scale, buys and prints its label with no key, and keeps the reading as proof', async () => {
    const { f, sim, scale } = await weighingDesk({ grams: 1834 });
    await scale.until(isReading(1834));
    const before = await f.balance();

    const result: ScanResult = await f.call('desk:scan', { text: 'PED-W-1001', ship: SHIP });
    if (result.kind !== 'weighed' || result.ship.kind !== 'shipped')
      throw new Error(`not shipped: ${JSON.stringify(result)}`);
    const { emission } = result.ship;
    const device = { id: `serial:${sim.devicePath}:toledo`, name: `${sim.devicePath} (Toledo ENQ)` };
    // The weight proven is the one the shipment was created with (the scale's, not the preset's 1,2 kg).
    expect(result.weight).toMatchObject({
      grams: 1834,
      source: 'scale',
      device: device.name,
      deviceId: device.id,
      dimensions: '20x15x10 cm',
    });
    const [printed] = await jobsExactly(f, 1);
    const file = await f.station.workflow.labelFile(emission.labelId);
    expect(Buffer.compare(printed as Buffer, Buffer.from(file.bytes))).toBe(0);
    expect(before - (await f.balance())).toBe(emission.priceCents);

    // Proof of weight: the day summary and the audit CSV carry the reading it was bought with.
    const day = await f.call('desk:day-summary', {});
    expect(day.shipments[0]).toMatchObject({ externalRef: 'PED-W-1001', weight: { grams: 1834, source: 'scale' } });
    const readAt = Date.parse(day.shipments[0]!.weight!.readAt!);
    expect(Date.now() - readAt).toBeLessThan(60_000);
    const { csv } = await f.call('desk:audit-csv', { kind: 'charge' });
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(row).toMatchObject({
      kind: 'charge',
      externalRef: 'PED-W-1001',
      trackingCode: emission.trackingCode,
      weightGrams: '1834',
      weightKg: '1,834', // pt-BR desk: decimal comma, as Excel in Brazil reads it
      weightSource: 'scale',
      scaleDevice: device.name,
      dimensions: '20x15x10 cm',
    });
    expect(Date.parse(row!.scaleReadAt!)).toBe(Math.floor(readAt / 1000) * 1000); // local time with offset, to the second

    // The next order while the same parcel still rests on the pan: its weight was used; nothing bought.
    const scanning = f.invoke('desk:scan', { text: 'PED-W-1002', ship: SHIP });
    (await weighTimeout(f, 3)).pass();
    const again = await scanning;
    expect(again).toMatchObject({ ok: false, error: { kind: 'scale', said: { key: 'scale.weighTimeout' } } });
    expect(spoken(again.error as never)).toContain('Este peso já foi usado');
    // A new parcel settles on the scale: the same scan goes through.
    sim.show({ grams: 950 });
    const next: ScanResult = await f.call('desk:scan', { text: 'PED-W-1002', ship: SHIP });
    expect(next).toMatchObject({ kind: 'weighed', weight: { grams: 950 }, ship: { kind: 'shipped' } });
    await jobsExactly(f, 2);
  });

  it('never buys on an unstable scale: the scan waits, then says why, and nothing is charged or printed', async () => {
    const { f, scale } = await weighingDesk({ status: 'unstable' });
    await scale.until(isProblem('unstable'));
    const before = await f.balance();
    let settled = false;
    const scanning = f.invoke('desk:scan', { text: 'PED-W-2001', ship: SHIP }).finally(() => (settled = true));
    const timeout = await weighTimeout(f, 3);
    // It waits: the scan is still weighing until its 3 s have passed on the desk's clock.
    expect(settled).toBe(false);
    timeout.pass();
    const refused = await scanning;
    expect(refused).toMatchObject({ ok: false, error: { kind: 'scale', said: { key: 'scale.weighTimeout' } } });
    expect(spoken(refused.error as never)).toMatch(/Nenhum peso estável em 3 s \(Peso instável/);
    expect(await f.balance()).toBe(before);
    expect(await f.call('desk:journal-recent', { limit: 10 })).toEqual([]);
    // Nothing can print: the print queue (the only way to a printer) holds no job at all.
    expect(f.station.printing.queue.list(10)).toEqual([]);
    expect(await f.listener.jobs()).toHaveLength(0);
  });

  it('is off until the desk turns it on, and weighs one order at a time', async () => {
    const { f, sim } = await weighingDesk({ status: 'unstable' }, 5);
    await f.call('settings:update', { weighOnScan: false });
    expect(await f.call('desk:scan', { text: 'PED-W-3001', ship: SHIP })).toMatchObject({ kind: 'new-order' });

    await f.call('settings:update', { weighOnScan: true });
    const first = f.invoke('desk:scan', { text: 'PED-W-3002', ship: SHIP });
    await weighTimeout(f, 5); // the first scan is weighing: it waits on the desk's clock
    const second = await f.invoke('desk:scan', { text: 'PED-W-3003', ship: SHIP });
    expect(second).toMatchObject({ ok: false, error: { kind: 'station-refused', said: { key: 'scale.weighBusy' } } });
    sim.show({ grams: 2100 });
    expect(await first).toMatchObject({ ok: true, value: { kind: 'weighed', weight: { grams: 2100 } } });
    await jobsExactly(f, 1);
  });
});
