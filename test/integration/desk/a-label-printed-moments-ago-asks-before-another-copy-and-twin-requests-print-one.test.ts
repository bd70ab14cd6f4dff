// Issue 29, item 5: paper is not wasted. A label that came out less than a minute ago is not
// printed again until the operator says "imprimir outra cópia", by every way a reprint is asked
// for: the labels:reprint channel (the buy panel's button and the history), desk:scan of its
// tracking code or its order reference, and F9 on the order (refused as already bought; its
// "Reimprimir" is the scan). Two reprint requests for the label seconds apart print one copy.
// Real parts: the sandbox over HTTP, a CUPS raw queue in front of a print listener, the station's
// own registry; the station's clock is moved instead of waiting out the minute.
import { afterEach, describe, expect, it } from 'vitest';
import type { ScanResult } from '../../../electron/shared/desk';
import type { Channel, StationError } from '../../../electron/shared/ipc';
import { ANOTHER_COPY_KEYS } from '../../../electron/shared/workflow';
import type { PrintJobView } from '../../../electron/shared/printing';
import { spoken } from '../../support/said';
import { jobsExactly, startDeskFixture, waitFor, type DeskFixture } from './support/desk-fixture';
import { BOX, RIO } from './support/parties';

let f: DeskFixture;
afterEach(async () => f?.close());

const ASKS = /^(Impressa há \d+ s em|Enviada para) ".+".* — imprimir outra cópia\?$/;

/** What the station answered a request it refused (it throws when the request went through). */
async function refusal(channel: Channel, input: unknown): Promise<StationError> {
  const answer = await f.station.registry.invoke(channel, input);
  if (answer.ok) throw new Error(`${channel} went through: ${JSON.stringify(answer.value)}`);
  return answer.error;
}

async function shippedOrder(ref: string) {
  await f.call('desk:preset-save', BOX);
  const shipped = await f.call('desk:one-key-ship', { externalRef: ref, recipient: RIO, presetKey: 1 });
  if (shipped.kind !== 'shipped') throw new Error(JSON.stringify(shipped));
  return shipped;
}

describe('a label printed moments ago', () => {
  it('asks first by every way, prints one copy for two requests seconds apart, and prints without asking after a minute', async () => {
    f = await startDeskFixture();
    const shipped = await shippedOrder('PED-90');
    const { shipmentId, trackingCode } = shipped.emission;
    const [original] = await jobsExactly(f, 1);
    const before = await f.balance();

    // The buy panel's "Reimprimir" and the history's: labels:reprint.
    const byButton = await refusal('labels:reprint', { id: shipmentId });
    expect(byButton.kind).toBe('station-refused');
    // "Impressa há 3 s", or "Enviada … e ainda saindo" while CUPS has not yet said it is out.
    expect(ANOTHER_COPY_KEYS).toContain(byButton.said.key);
    expect(spoken(byButton)).toMatch(ASKS);
    expect(spoken(byButton, 'en')).toMatch(/^(Printed \d+ s ago on|Sent to) ".+".* — print another copy\?$/);
    const seconds = Number(byButton.said.params?.seconds);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThan(60);

    // A scan of its tracking code (any case) and of its order reference.
    for (const text of [trackingCode.toLowerCase(), 'PED-90'])
      expect(spoken(await refusal('desk:scan', { text }))).toMatch(ASKS);

    // F9 on the order: never bought again; the refusal's way on is the reprint by scan, which asks.
    const f9 = await refusal('desk:one-key-ship', { externalRef: 'PED-90', recipient: RIO, presetKey: 1 });
    expect(f9).toMatchObject({ kind: 'station-refused', field: 'externalRef', said: { key: 'desk.alreadyLabelled' } });
    expect(spoken(await refusal('desk:scan', { text: 'PED-90' }))).toMatch(ASKS);

    // Nothing more came out, and nothing was charged.
    await jobsExactly(f, 1);
    expect(await f.balance()).toBe(before);

    // The operator answers "imprimir outra cópia" twice at once (a double click; the scan's dialog
    // and the button's): one copy.
    const [viaButton, viaScan] = await Promise.all([
      f.call('labels:reprint', { id: shipmentId, anotherCopy: true }),
      f.call('desk:scan', { text: trackingCode, anotherCopy: true }),
    ]);
    const copies = [viaButton as PrintJobView, viaScan as ScanResult];
    const printedJob =
      (copies[1] as ScanResult).kind === 'reprinted'
        ? (copies[1] as Extract<ScanResult, { kind: 'reprinted' }>).label.jobId
        : (copies[0] as PrintJobView).jobId;
    // Whichever came second was answered with the first one's copy.
    if ((viaScan as ScanResult).kind === 'reprinted') expect((viaButton as PrintJobView).jobId).toBe(printedJob);
    else expect(viaScan).toEqual({ kind: 'repeat-ignored', text: trackingCode, windowMs: 5_000 });
    // A third "yes" a second later (a second window of the station) is the same request.
    f.clock.advance(1_000);
    const third = await f.call('labels:reprint', { id: shipmentId, anotherCopy: true });
    expect(third.jobId).toBe(printedJob);
    const jobs = await jobsExactly(f, 2);
    expect(Buffer.compare(jobs[1]!, original!)).toBe(0);

    // Ten seconds on, the copy asked for moments ago asks again (this is not a twin request).
    f.clock.advance(9_000);
    expect(spoken(await refusal('labels:reprint', { id: shipmentId }))).toMatch(ASKS);

    // A minute after the last copy came out, a reprint is a plain reprint again: no question.
    f.clock.advance(60_000);
    const later = await f.call('desk:scan', { text: 'PED-90' });
    expect(later).toMatchObject({ kind: 'reprinted', matchedBy: 'externalRef' });
    await jobsExactly(f, 3);
    expect(await f.balance()).toBe(before);

    // The audit log counts the two copies that came out, and no other.
    const audit = await waitFor(async () => {
      const page = await f.call('desk:audit-list', { kind: 'reprint' });
      return page.total === 2 && page;
    }, 'both reprints in the audit log');
    expect(audit.entries.map((e) => [e.kind, e.outcome, e.externalRef])).toEqual([
      ['reprint', 'printed', 'PED-90'],
      ['reprint', 'printed', 'PED-90'],
    ]);
  });
});
