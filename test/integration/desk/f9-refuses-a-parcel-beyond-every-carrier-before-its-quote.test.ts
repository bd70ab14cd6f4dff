// Issue 29, item 2, held in main for F9 as it is for the ship screen and a batch: a weight or a
// size no carrier of the loja takes (60 kg, 99 kg in confirmation mode, a 130 cm side, sides adding up
// to 260 cm, a scale reading of 60 kg on weigh on scan) is refused by desk:one-key-ship and by desk:quote-ahead
// before any quote or money, in the ship screen's words (main's catalogue, limits.*), as a
// validation error on the field to change, which the page shows as it shows F9's other refusals.
// Counted at the station's fetch against the real sandbox: no quote, no shipment, the wallet
// untouched, nothing printed; a parcel within the limits is then quoted and shipped as usual.
import { describe, expect, it } from 'vitest';
import type { StationError } from '../../../electron/shared/station-error';
import { FAST, isReading, watch } from '../../support/scale-watch';
import { startScaleSimulator } from '../../support/scale-simulator';
import { spoken } from '../../support/said';
import { sentOf } from '../../support/sent';
import { jobsExactly, startDeskFixture, type DeskFixture } from './support/desk-fixture';
import { BOX, RIO } from './support/parties';

const QUOTE = 'POST /api/v1/quotes/simulate';

/** The ship screen's shipment: the recipient, the preset on key 1 (Caixa P), the declared value. */
const SHIP = { recipient: RIO, presetKey: 1, declaredValueCents: 10_000 };

/** A desk whose fetch lists every request the station sends; a scale when asked. */
async function countingDesk(
  opened: Array<{ close(): Promise<void> }>,
  scaleGrams?: number,
): Promise<{ f: DeskFixture; sent: string[] }> {
  const sent: string[] = [];
  const sim =
    scaleGrams === undefined ? null : await startScaleSimulator({ protocol: 'toledo', display: { grams: scaleGrams } });
  if (sim) opened.push(sim);
  const f = await startDeskFixture({
    printer: 'network',
    ...(sim ? { scale: { timing: { ...FAST, answerTimeoutMs: 1_500 } } } : {}),
    fetch: (input, init) => {
      const { method, url } = sentOf(input, init);
      sent.push(`${method} ${url.pathname}`);
      return fetch(input, init);
    },
  });
  opened.push(f);
  await f.call('desk:preset-save', BOX);
  if (sim) {
    await f.call('scale:configure', { kind: 'serial', path: sim.devicePath, protocol: 'toledo' });
    await watch(f.station.scale).until(isReading(scaleGrams!));
  }
  sent.length = 0;
  return { f, sent };
}

const refusalOf = (answer: { ok: boolean; error?: unknown }): StationError => {
  expect(answer.ok).toBe(false);
  return answer.error as StationError;
};

const quotesIn = (sent: string[]) => sent.filter((line) => line === QUOTE).length;
const moneyIn = (sent: string[]) => sent.filter((line) => line.startsWith('POST /api/v1/shipments')).length;

describe('F9 and the quote asked ahead, for a parcel beyond every carrier', () => {
  it('refuse a weight no carrier takes before any quote, in the ship screen’s words, then ship a right one', async () => {
    const opened: Array<{ close(): Promise<void> }> = [];
    try {
      const { f, sent } = await countingDesk(opened);
      const before = await f.balance();

      for (const channel of ['desk:quote-ahead', 'desk:one-key-ship'] as const) {
        const refused = refusalOf(await f.invoke(channel, { ...SHIP, externalRef: 'LIM-1', weightKg: 60 }));
        expect(refused).toMatchObject({ kind: 'validation', said: { key: 'limits.overWeight' }, field: 'weightKg' });
        expect(spoken(refused)).toBe('Mais pesado do que as transportadoras da loja levam: até 50 kg (Jadlog)');
        expect(spoken(refused, 'en')).toBe("Heavier than the store's carriers take: up to 50 kg (Jadlog)");
      }
      // 99 kg (under the channel's own 100 kg cap, over every carrier's): the same refusal in
      // confirmation mode, where not even the quote for the operator to confirm is asked.
      const typo = refusalOf(
        await f.invoke('desk:one-key-ship', { ...SHIP, externalRef: 'LIM-2', weightKg: 99, confirm: true }),
      );
      expect(typo).toMatchObject({ kind: 'validation', said: { key: 'limits.overWeight' } });
      expect(quotesIn(sent)).toBe(0);
      expect(moneyIn(sent)).toBe(0);
      expect(await f.balance()).toBe(before);

      // Within the limits, the same desk quotes once and ships: the count above could have seen one.
      const shipped = await f.call('desk:one-key-ship', { ...SHIP, externalRef: 'LIM-1', weightKg: 1.3 });
      expect(shipped.kind).toBe('shipped');
      expect(quotesIn(sent)).toBe(1);
      await jobsExactly(f, 1);
    } finally {
      for (const open of opened.reverse()) await open.close();
    }
  });

  it('refuse a side, or sides added, beyond every carrier on the field to change', async () => {
    const opened: Array<{ close(): Promise<void> }> = [];
    try {
      const { f, sent } = await countingDesk(opened);
      const parcel = (lengthCm: number, widthCm: number, heightCm: number) => ({
        recipient: RIO,
        parcel: { format: '2' as const, weightKg: 2, lengthCm, widthCm, heightCm },
      });
      const side = refusalOf(await f.invoke('desk:one-key-ship', parcel(130, 20, 10)));
      expect(side).toMatchObject({ kind: 'validation', said: { key: 'limits.overSide' }, field: 'lengthCm' });
      expect(spoken(side)).toBe('Maior do que as transportadoras da loja levam: um lado de até 120 cm (Jadlog)');
      const sum = refusalOf(await f.invoke('desk:quote-ahead', parcel(110, 100, 50)));
      expect(sum).toMatchObject({ kind: 'validation', said: { key: 'limits.overSum' }, field: 'lengthCm' });
      expect(spoken(sum, 'en')).toBe(
        "The sides add up to 260 cm; the store's carriers take up to 250 cm added (Jadlog)",
      );
      expect(quotesIn(sent)).toBe(0);
      expect(moneyIn(sent)).toBe(0);
    } finally {
      for (const open of opened.reverse()) await open.close();
    }
  });

  it('refuses a scanned order the scale weighs beyond every carrier before its quote (weigh on scan)', async () => {
    const opened: Array<{ close(): Promise<void> }> = [];
    try {
      const { f, sent } = await countingDesk(opened, 60_000);
      await f.call('settings:update', { weighOnScan: true, weighTimeoutS: 3 });
      const before = await f.balance();
      const refused = refusalOf(await f.invoke('desk:scan', { text: 'PED-LIM-60', ship: SHIP }));
      expect(refused).toMatchObject({ kind: 'validation', said: { key: 'limits.overWeight' }, field: 'weightKg' });
      expect(quotesIn(sent)).toBe(0);
      expect(moneyIn(sent)).toBe(0);
      expect(await f.balance()).toBe(before);
      await jobsExactly(f, 0);
    } finally {
      for (const open of opened.reverse()) await open.close();
    }
  });
});
