// One key on the ship screen: the loja's preset (key 1) and rate rule pick the option, the
// shipment is created and the label bought and printed in one call; in confirmation mode the
// operator sees the rule and the option before money is spent, and a quote that expired in the
// meantime is quoted again by itself. A ceiling no option meets buys nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { PresetView, RuleView, ShipResult } from '../../../electron/shared/desk';
import { jobsExactly, startDeskFixture, type DeskFixture } from './support/desk-fixture';
import { BOX, CORREIOS, RIO, SEDEX } from './support/parties';

let f: DeskFixture;
afterEach(async () => f?.close());

/** What the one key sends for an order to RIO with the preset on key 1, declared at R$ 100,00. */
const oneKeyToRio = (externalRef: string, extra: { confirm?: boolean } = {}) => ({
  externalRef,
  recipient: RIO,
  presetKey: 1,
  declaredValueCents: 10_000,
  ...extra,
});
/** Correios SEDEX preferred, never above `maxPriceCents`. */
const sedexUpTo = (maxPriceCents: number) => ({
  kind: 'preferred' as const,
  carrierId: CORREIOS,
  serviceLevelId: SEDEX,
  maxPriceCents,
});

describe('one key', () => {
  it('buys and prints the label with the preset on key 1 and the preferred service within its ceiling', async () => {
    f = await startDeskFixture();
    const presets = await f.call('desk:preset-save', BOX);
    expect(presets).toMatchObject([
      { key: 1, name: 'Caixa P', format: '2', lengthCm: 20, widthCm: 15, heightCm: 10, weightKg: 1.2 },
    ]);
    const rule = await f.call('desk:rule-set', sedexUpTo(6_000));
    expect(rule).toEqual<RuleView>({
      rule: { kind: 'preferred', carrierId: CORREIOS, serviceLevelId: SEDEX, maxPriceCents: 6_000, fallback: 'refuse' },
      isDefault: false,
    });
    const before = await f.balance();

    const result = await f.call('desk:one-key-ship', oneKeyToRio('PED-1001'));
    if (result.kind !== 'shipped') throw new Error(`not shipped: ${JSON.stringify(result)}`);
    expect(result.option).toMatchObject({ serviceLevelId: SEDEX, priceCents: 5_470 });
    expect(result.emission).toMatchObject({ chargeAlreadyCaptured: false, priceCents: 5_470, newlyQueued: true });
    const [printed] = await jobsExactly(f, 1);
    const file = await f.station.workflow.labelFile(result.emission.labelId);
    expect(Buffer.compare(printed as Buffer, Buffer.from(file.bytes))).toBe(0);
    expect(before - (await f.balance())).toBe(5_470);

    // The journal knows it: the day's summary lists it with its tracking code and price.
    const day = await f.call('desk:day-summary', {});
    expect(day).toMatchObject({
      count: 1,
      totalCents: 5_470,
      shipments: [
        {
          externalRef: 'PED-1001',
          trackingCode: result.emission.trackingCode,
          carrierName: 'Correios',
          serviceName: 'SEDEX',
          recipientCity: 'Rio de Janeiro',
          source: 'one-key',
        },
      ],
    });

    // The same order again is refused before anything is quoted or bought.
    expect(await f.invoke('desk:one-key-ship', oneKeyToRio('ped-1001'))).toMatchObject({
      ok: false,
      error: { kind: 'station-refused' },
    });
    expect(before - (await f.balance())).toBe(5_470);
  });

  it('confirmation mode shows the rule and the pick first, and re-quotes an expired quote on confirm', async () => {
    f = await startDeskFixture();
    await f.call('desk:preset-save', { name: 'Envelope', format: '1', lengthCm: 30, widthCm: 20, weightKg: 0.3 });
    await f.call('desk:preset-save', BOX);
    const moved = await f.call('desk:preset-reorder', {
      ids: (await f.call('desk:presets')).map((p: PresetView) => p.id).reverse(),
    });
    expect(moved.map((p) => [p.key, p.name])).toEqual([
      [1, 'Caixa P'],
      [2, 'Envelope'],
    ]);
    const before = await f.balance();

    const asked = await f.call('desk:one-key-ship', oneKeyToRio('PED-2002', { confirm: true }));
    if (asked.kind !== 'confirm') throw new Error(`expected a confirmation, got ${asked.kind}`);
    // No rule saved: the default is the cheapest option (PAC in this route).
    expect(asked).toMatchObject({
      reason: 'asked',
      rule: { kind: 'cheapest' },
      option: { serviceName: 'PAC', priceCents: 3_400 },
    });
    expect(asked.alternatives.map((o) => o.serviceName).sort()).toEqual(['.Package', 'SEDEX']);
    expect(await f.balance()).toBe(before);
    expect(await f.listener.jobs()).toHaveLength(0);

    await f.sandbox.admin.advanceClock(16 * 60); // past the 15-minute quote validity
    const confirmed: ShipResult = await f.call('desk:confirm-ship', { confirmationId: asked.confirmationId });
    if (confirmed.kind !== 'shipped') throw new Error(`not shipped: ${JSON.stringify(confirmed)}`);
    expect(confirmed.requoted).toBe(true);
    expect(confirmed.option.quoteId).not.toBe(asked.option.quoteId);
    expect(confirmed.option.serviceLevelId).toBe(asked.option.serviceLevelId);
    await jobsExactly(f, 1);
    expect(before - (await f.balance())).toBe(3_400);
    // A confirmation is used once.
    expect(await f.invoke('desk:confirm-ship', { confirmationId: asked.confirmationId })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it("counts a confirmation's quote on the server's clock when the desk clock is 5 hours off", async () => {
    f = await startDeskFixture();
    await f.call('desk:preset-save', BOX);
    await f.sandbox.admin.advanceClock(5 * 3600);
    const asked = await f.call('desk:one-key-ship', {
      externalRef: 'PED-2003',
      recipient: RIO,
      presetKey: 1,
      declaredValueCents: 10_000,
      confirm: true,
    });
    if (asked.kind !== 'confirm') throw new Error(`expected a confirmation, got ${asked.kind}`);
    // The server's 15 minutes, not 5 hours and 15 minutes of the desk's clock.
    expect(asked.validForMs).toBeGreaterThan(14 * 60_000);
    expect(asked.validForMs).toBeLessThanOrEqual(15 * 60_000);
    const confirmed: ShipResult = await f.call('desk:confirm-ship', { confirmationId: asked.confirmationId });
    if (confirmed.kind !== 'shipped') throw new Error(`not shipped: ${JSON.stringify(confirmed)}`);
    expect(confirmed.requoted).toBe(false);
  });

  it('refuses to spend above the ceiling: nothing created, bought or printed', async () => {
    f = await startDeskFixture();
    await f.call('desk:preset-save', BOX);
    await f.call('desk:rule-set', sedexUpTo(5_000));
    const before = await f.balance();
    const result = await f.call('desk:one-key-ship', oneKeyToRio('PED-3003'));
    expect(result).toMatchObject({ kind: 'no-pick', reason: 'over-ceiling' });
    expect(await f.balance()).toBe(before);
    expect((await f.call('desk:journal-recent', { limit: 10 })).length).toBe(0);
    // Nothing was queued, so nothing can print (the queue is the only way to the printer).
    expect(f.station.printing.queue.list()).toEqual([]);
    await jobsExactly(f, 0);
  });
});
