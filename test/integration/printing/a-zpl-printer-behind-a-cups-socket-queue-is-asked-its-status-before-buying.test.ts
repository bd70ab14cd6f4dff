// Issue 16.6 for a CUPS queue: a Zebra reached through a raw CUPS queue whose device is
// socket://host:9100 looks "idle, accepting" to CUPS whatever its state, so in strict mode the
// station asks the printer itself (~HS) at that host before buying. Real CUPS queue, real
// socket, a listener that answers ~HS like a Zebra, and the real sandbox's wallet.
import { describe, expect, it } from 'vitest';
import type { ZebraFlags } from '../../support/print-listener';
import { spoken } from '../../support/said';
import { createShipment } from '../workflow/support/stack';
import { printerNotReady, useStrictZebra } from './support/strict-zebra';

const zebra = useStrictZebra('cups');
const queueName = () => zebra.f.cupsQueue!.name;

describe('a ZPL printer behind a CUPS socket:// queue in strict mode', () => {
  it('out of labels: the purchase stops with the printer’s own reason, in pt-BR and in English, and nothing is spent or printed', async () => {
    zebra.report({ paperOut: true });
    const shipmentId = await createShipment(zebra.f.api);
    const before = await zebra.f.balance();
    const error = await zebra.f.stack.workflow.emitAndPrint(shipmentId).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({
      ...printerNotReady(queueName(), 'printing.statusPaperOut'),
      // The printer's answer, verbatim: paper-out flag set in the first ~HS string.
      quoted: { source: 'printer', lines: [expect.stringMatching(/^~HS: 030,1,0,/)] },
    });
    const failure = error as Parameters<typeof spoken>[0];
    expect(spoken(failure, 'pt-BR')).toContain(
      `Nada foi comprado: a impressora de etiquetas não está pronta. A impressora "${queueName()}" informa: acabaram as etiquetas (sem papel).`,
    );
    expect(spoken(failure, 'en')).toContain(
      `Nothing was bought: the label printer is not ready. The printer "${queueName()}" reports: it is out of labels (paper out).`,
    );
    expect(await zebra.f.balance()).toBe(before);
    expect(await zebra.f.listener.jobs()).toHaveLength(0);
  }, 30_000);

  it.each([
    [{ headOpen: true }, 'printing.statusHeadOpen'],
    [{ paused: true }, 'printing.statusPaused'],
  ] as Array<[ZebraFlags, string]>)('reporting %o stops the purchase with that reason', async (reported, problem) => {
    zebra.report(reported);
    const shipmentId = await createShipment(zebra.f.api);
    const before = await zebra.f.balance();
    await expect(zebra.f.stack.workflow.emitAndPrint(shipmentId)).rejects.toMatchObject(
      printerNotReady(queueName(), problem),
    );
    expect(await zebra.f.balance()).toBe(before);
  });

  it('ready: buys, and the label goes through the CUPS queue to the printer in ZPL', async () => {
    zebra.report({});
    await zebra.buysAndPrintsOneZplLabel();
  }, 40_000);
});
