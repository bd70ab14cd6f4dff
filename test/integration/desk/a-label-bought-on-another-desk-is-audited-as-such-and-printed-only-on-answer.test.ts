// Issue 15.5, across two whole stations (two data folders, one sandbox, one loja): desk A ships an
// order with one key; desk B, asked to buy the same shipment, is answered by the server that the
// charge was taken already. B prints nothing and says the label was bought on another desk; its
// audit log keeps that charge as bought elsewhere (not a charge of its own); only the operator's
// answer (labels:print-anyway) prints it, once, and the audit says why that copy came out.
import { describe, expect, it } from 'vitest';
import { translate, type Said } from '../../../electron/shared/messages';
import { jobsExactly, startDeskFixture, waitFor } from './support/desk-fixture';
import { BOX, RIO } from './support/parties';
import { closedAfterEach } from '../../support/use';

const keep = closedAfterEach();

describe('a label bought on another desk', () => {
  it('is held on the second desk, audited as bought elsewhere, and printed once only on the operator answer', async () => {
    const a = keep(await startDeskFixture({ printer: 'network' }));
    const b = keep(
      await startDeskFixture({ printer: 'network', shared: { sandbox: a.sandbox, listener: a.listener } }),
    );
    await a.call('desk:preset-save', BOX);
    const shipped = await a.call('desk:one-key-ship', { externalRef: 'PED-15-5', recipient: RIO, presetKey: 1 });
    if (shipped.kind !== 'shipped') throw new Error('not shipped');
    await jobsExactly(a, 1);
    const afterA = await a.balance();
    const { shipmentId, trackingCode } = shipped.emission;

    const held = await b.invoke('labels:emit-and-print', { shipmentId });
    expect(held).toMatchObject({ ok: false, error: { kind: 'bought-elsewhere' } });
    expect(JSON.stringify(held.error)).toContain('workflow.boughtElsewhere');
    expect(await a.balance()).toBe(afterA);
    await jobsExactly(b, 1); // the listener still holds only desk A's label
    const unfinished = await b.call('labels:unfinished');
    expect(unfinished).toMatchObject([{ shipmentId, state: 'ready', printAnywayAt: null }]);
    expect(unfinished[0]?.boughtElsewhereAt).not.toBeNull();
    const charge = await waitFor(
      async () =>
        (await b.call('desk:audit-list', {})).entries.find((e) => e.kind === 'charge' && e.shipmentId === shipmentId),
      'desk B to audit the charge it learned of',
    );
    expect(charge).toMatchObject({ outcome: 'bought-elsewhere', trackingCode });

    const printed = await b.call('labels:print-anyway', { shipmentId });
    expect(printed).toMatchObject({ shipmentId, trackingCode, newlyQueued: true });
    await jobsExactly(b, 2);
    expect(await a.balance()).toBe(afterA);
    const print = await waitFor(
      async () =>
        (await b.call('desk:audit-list', {})).entries.find(
          (e) => e.kind === 'print' && e.shipmentId === shipmentId && e.outcome === 'printed',
        ),
      'desk B to audit the print',
    );
    // Kept as what the station said, put in words in the language of whoever reads it (the desk
    // switched to English reads English; the entry was not written as a Portuguese sentence).
    expect(print.detail).toEqual({ key: 'desk.printedAnyway' });
    expect(translate(print.detail as Said, 'pt-BR')).toBe(
      'comprada em outra estação; impressa aqui por decisão do operador',
    );
    expect(translate(print.detail as Said, 'en')).toBe(
      "bought on another desk; printed here on the operator's decision",
    );
  });
});
