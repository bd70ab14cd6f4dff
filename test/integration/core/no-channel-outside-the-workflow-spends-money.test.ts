// Issue 13, item 1: the page has no channel that buys a label outside the emission workflow. Every
// channel of the map is called (as a compromised page could) with the inputs a raw "emit" would
// take, against a real sandbox with a shipment ready to be bought; the wallet must not move and
// no emit request may leave the station. Then the workflow's own channel buys it, to prove this
// test sees a purchase when one happens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelNames, type Channel } from '../../../electron/shared/ipc';
import { stationMethods } from '../../../electron/preload/api';
import { IDS, nationalQuote, nationalShipment, startCoreFixture, type CoreFixture } from './core-fixture';
import { PASS_THROUGH } from '../../support/profiles';

/**
 * The channels that may buy, each through the workflow's one-purchase-per-shipment rules: the
 * ship screen's buy-and-print, resume of unfinished purchases, one-key ship and its confirmation,
 * and a batch's start, resume and retry.
 */
const PURCHASE_CHANNELS: readonly Channel[] = [
  'labels:emit-and-print',
  'labels:resume',
  'desk:one-key-ship',
  'desk:confirm-ship',
  'desk:batch-start',
  'desk:batch-resume',
  'desk:batch-retry-failed',
];

let fx: CoreFixture;
let shipmentId = '';
const lojaId = IDS.demoLoja;
const balance = async () => (await fx.sandbox.admin.wallets()).find((w) => w.lojaId === lojaId)!.balanceCents;
const emitsSent = () => fx.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/emit')).length;

beforeAll(async () => {
  fx = await startCoreFixture();
  await fx.loginDemo();
  const { registry } = fx.station;
  const quote = await registry.invoke('quotes:simulate', nationalQuote);
  const option = (
    quote as { value: { shippingOptions: Array<{ quoteId: string; carrierId: string; serviceLevelId: string }> } }
  ).value.shippingOptions[0]!;
  const created = await registry.invoke('shipments:create', nationalShipment(option));
  shipmentId = (created as { value: { shipmentId: string } }).value.shipmentId;
  expect(shipmentId).toMatch(/^[0-9a-f-]{36}$/);
});
afterAll(async () => fx?.close());

describe('the renderer API', () => {
  it('has no raw emit channel and no method for one', () => {
    expect(channelNames).not.toContain('labels:emit');
    const methods = Object.values(stationMethods).flatMap((group) => Object.values(group) as string[]);
    expect(methods.filter((channel) => /emit$/.test(channel))).toEqual([]);
  });

  it('spends nothing through any channel but the workflow’s, whatever a page sends', async () => {
    const before = await balance();
    const candidates = [
      undefined,
      {},
      { shipmentId },
      { shipmentId, request: { paymentMethod: 'wallet' } },
      { shipmentId, paymentMethod: 'wallet' },
      { id: shipmentId },
      { labelId: shipmentId },
      // The printer channels take a printer id (a switched-off network printer).
      { printerId: 'network:127.0.0.1:9' },
    ];
    const others = channelNames.filter((name) => !PURCHASE_CHANNELS.includes(name) && !name.startsWith('session:'));
    const ran = new Set<string>();
    for (const name of others) {
      for (const input of candidates) {
        const result = await fx.station.registry.invoke(name, input);
        if (result.ok || result.error.kind !== 'validation') ran.add(name);
      }
    }
    // The sweep is not vacuous: the channels that take a shipment (as a raw emit would) ran.
    expect([...ran]).toEqual(
      expect.arrayContaining(['dace:get', 'dace:generate', 'labels:emission-status', 'tracking:by-shipment']),
    );
    expect(ran.size).toBeGreaterThan(others.length / 2);
    expect(emitsSent()).toBe(0);
    expect(await balance()).toBe(before);
  });

  it('buys through the workflow, and this test sees that purchase', async () => {
    const before = await balance();
    // A label printer that is switched off, and strict mode off: the purchase goes ahead and
    // its print waits in the queue.
    const printer = await fx.station.registry.invoke('printers:add-network', { address: '127.0.0.1:9' });
    const printerId = (printer as { value: { id: string } }).value.id;
    await fx.station.registry.invoke('settings:update', { strictMode: false, printers: { label: printerId } });
    await fx.station.registry.invoke('printers:set-profile', { printerId, profile: PASS_THROUGH });
    const bought = await fx.station.registry.invoke('labels:emit-and-print', { shipmentId });
    expect(bought, JSON.stringify(bought)).toMatchObject({ ok: true, value: { shipmentId } });
    expect(emitsSent()).toBeGreaterThanOrEqual(1);
    expect(await balance()).toBeLessThan(before);
  });
});
