// Issue 14.2: after an answer the app cannot prove safe, the purchase is unknown, never failed.
// Against a server that answers every re-emit of a bought shipment 409 (personality reemit-409),
// the first emit is charged and its answer lost: the purchase is listed as unsettled with its
// order, its quoted price and "may have been charged" (both languages); no buy path sends it
// again, except the operator's confirmed "buy again anyway", which is audited and sends exactly
// one emit; the shipment's tracking history turns "unknown" into "charged, label not obtained";
// once the server answers the label (a resume), it prints once and leaves the list. Against a
// server that charges every emit (reemit-charges-again), buying again anyway obtains the label,
// prints it once and flags the possible double charge until the operator checks it (audited).
// The whole station over HTTP against the real sandbox, real SQLite, a network printer listener.
import { afterEach, describe, expect, it } from 'vitest';
import type { UnsettledPurchaseView } from '../../../electron/shared/workflow';
import { saying } from '../../support/said';
import { sentOf } from '../../support/sent';
import { DEMO, jobsExactly, startDeskFixture, type DeskFixture } from './support/desk-fixture';
import { sedexToRio, shipmentToRio } from './support/ship-screen';

let f: DeskFixture;
afterEach(async () => f?.close());

/** Counts the emit POSTs the station sends. */
function countingEmits() {
  let emits = 0;
  const fetchFn: typeof fetch = (input, init) => {
    const { method, url } = sentOf(input, init);
    if (method === 'POST' && url.pathname.endsWith('/emit')) emits += 1;
    return fetch(input, init);
  };
  return { fetchFn, emits: () => emits };
}

async function quoteAndCreate(externalRef: string) {
  const sedex = await sedexToRio(f);
  const created = await f.call('shipments:create', shipmentToRio(sedex, externalRef));
  return { shipmentId: created.shipmentId, quotedPriceCents: sedex.priceCents };
}

const rowOf = async (shipmentId: string): Promise<UnsettledPurchaseView | undefined> =>
  (await f.call('labels:unsettled')).find((row) => row.shipmentId === shipmentId);

describe('a purchase whose answer was lost', () => {
  it('against a server that answers a re-emit 409, is listed unsettled with its quote, re-bought only on the audited confirmation, charged once tracking shows it, and leaves the list once printed', async () => {
    const counter = countingEmits();
    f = await startDeskFixture({ printer: 'network', fetch: counter.fetchFn });
    await f.sandbox.admin.personality({ profile: 'reemit-409' });
    const { shipmentId, quotedPriceCents } = await quoteAndCreate('PED-14-2');
    const before = await f.balance();

    await f.sandbox.admin.faults({ dropAfterRate: 1 });
    const lost = await f.invoke('labels:emit-and-print', { shipmentId });
    await f.sandbox.admin.faults({ dropAfterRate: 0 });
    expect(lost.ok).toBe(false);
    const charged = before - (await f.balance());
    expect(charged).toBeGreaterThan(0); // the server sold it; its answer never arrived

    const unknown = await rowOf(shipmentId);
    expect(unknown).toMatchObject({
      standing: 'unknown',
      state: 'emitting',
      quotedPriceCents,
      externalRef: 'PED-14-2',
      recipientName: 'Marina Costa',
      // Every POST of this run lost its answer: each may have charged (the app cannot know the
      // server does not charge a re-emit), so it is also a possible double charge to check.
      actions: ['resume', 'buy-again-anyway', 'acknowledge'],
      evidence: null,
    });
    expect(unknown?.known).toEqual([saying('pode ter sido cobrada'), saying(/cobrança em dobro|cobrada duas vezes/)]);
    expect(unknown?.known).toEqual([
      saying('may have been charged', 'en'),
      saying(/double charge|charged twice/, 'en'),
    ]);
    expect(unknown?.known).not.toEqual([saying(/nada foi cobrado/)]);
    expect(Date.parse(unknown?.startedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Buying it again is refused on every path short of the operator's confirmation.
    const emitsBefore = counter.emits();
    const again = await f.invoke('labels:emit-and-print', { shipmentId });
    expect(again).toMatchObject({ ok: false, error: { kind: 'station-refused' } });
    expect(JSON.stringify(again.error)).toContain('workflow.unsettled.refused');
    const unconfirmed = await f.invoke('labels:buy-again-anyway', { shipmentId });
    expect(unconfirmed).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(counter.emits()).toBe(emitsBefore);

    // Confirmed: audited first, then exactly one more emit (the server answers 409: still unknown).
    const anyway = await f.invoke('labels:buy-again-anyway', { shipmentId, confirmed: true });
    expect(anyway.ok).toBe(false);
    expect(counter.emits()).toBe(emitsBefore + 1);
    const decisions = (await f.call('desk:audit-list', {})).entries.filter((e) => e.outcome === 'buy-again-anyway');
    expect(decisions).toMatchObject([
      { kind: 'charge', shipmentId, externalRef: 'PED-14-2', operator: DEMO.email, priceCents: quotedPriceCents },
    ]);
    expect(decisions[0]?.workstation).toBeTruthy();
    expect(await rowOf(shipmentId)).toMatchObject({ standing: 'unknown' });
    expect((await rowOf(shipmentId))?.buyAgainAt).not.toBeNull();
    expect(before - (await f.balance())).toBe(charged);

    // The shipment's tracking history shows the label: charged, label not obtained.
    await f.station.workflow.learnOutcomes();
    const seen = await rowOf(shipmentId);
    expect(seen).toMatchObject({
      standing: 'charged-no-label',
      evidence: 'tracking',
      actions: ['resume', 'acknowledge'],
    });
    expect(seen?.known).toEqual([
      saying('comprada no servidor (rastreio existe); etiqueta ainda não obtida'),
      saying(/cobrança em dobro/),
    ]);
    expect(seen?.known).toEqual([
      saying('bought on the server (tracking exists); label not obtained yet', 'en'),
      saying(/double charge/, 'en'),
    ]);
    expect((await f.invoke('labels:emit-and-print', { shipmentId })).ok).toBe(false);
    expect(counter.emits()).toBe(emitsBefore + 1);

    // The server answers the label at last: printed once, charged once, and settled.
    await f.sandbox.admin.personality({ profile: 'default' });
    const [report] = await f.call('labels:resume');
    expect(report).toMatchObject({ shipmentId, result: { ok: true, value: { chargeAlreadyCaptured: true } } });
    await jobsExactly(f, 1);
    // The server said the charge was captured earlier: the doubt the lost answers raised is settled.
    expect(await f.call('labels:unsettled')).toEqual([]);
    expect(before - (await f.balance())).toBe(charged);
  });

  it('bought again anyway from a server that charges every emit: printed once, flagged as a possible double charge, and settled when the operator checks it', async () => {
    const counter = countingEmits();
    f = await startDeskFixture({ printer: 'network', fetch: counter.fetchFn });
    await f.sandbox.admin.personality({ profile: 'reemit-charges-again' });
    const { shipmentId } = await quoteAndCreate('PED-14-3');
    const before = await f.balance();
    // Every emit answer is lost while this holds (the shipment above was created normally).
    await f.sandbox.admin.faults({ dropAfterRate: 1, dropAfterMatch: '/emit' });
    expect((await f.invoke('labels:emit-and-print', { shipmentId })).ok).toBe(false);
    await f.sandbox.admin.faults({ dropAfterRate: 0, dropAfterMatch: '' });
    const sent = counter.emits();
    expect(await rowOf(shipmentId)).toMatchObject({ standing: 'unknown' });

    const bought = await f.call('labels:buy-again-anyway', { shipmentId, confirmed: true });
    expect(counter.emits()).toBe(sent + 1);
    expect(bought).toMatchObject({ shipmentId, chargeAlreadyCaptured: false, possibleDoubleCharge: true });
    await jobsExactly(f, 1);
    // Every POST was charged: the app could not know, and says so.
    expect(before - (await f.balance())).toBe((sent + 1) * bought.priceCents!);
    const flagged = await rowOf(shipmentId);
    expect(flagged).toMatchObject({ standing: 'possible-double-charge', actions: ['acknowledge'] });
    expect(flagged?.known).toEqual([saying('possível cobrança em dobro')]);

    expect(await f.call('labels:acknowledge-double-charge', { shipmentId })).toEqual([]);
    const outcomes = (await f.call('desk:audit-list', {})).entries
      .filter((e) => e.shipmentId === shipmentId && e.kind === 'charge')
      .map((e) => e.outcome);
    expect(outcomes.sort()).toEqual(['buy-again-anyway', 'double-charge-checked', 'possible-double-charge']);
  });
});
