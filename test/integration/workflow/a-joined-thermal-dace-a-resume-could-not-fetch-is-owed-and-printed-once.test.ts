// A ZPL label whose thermal DACE joins its own print job, resumed after a kill while the server
// refuses the DACE: the paid label prints alone, and its DACE is not dropped in silence: it is
// owed, labels:owed-daces lists it, and labels:print-owed-dace prints it apart exactly once (one
// DACE job on the CUPS printer, byte-identical to `dados`); asking again asks the server nothing
// and prints nothing, nor does the next resume. A real station process is SIGKILLed with the label
// bought (READY recorded) and not downloaded; the sandbox serves ZPL labels (labelFile `zpl`) and
// answers 503 to every DACE call (failMatch "/dace") while a new station on the same data folder
// resumes. Calls go through the IPC registry (inputs parsed).
import { afterEach, describe, expect, it } from 'vitest';
import { createShipment } from './support/stack';
import { expectAnotherPrintToAnswerTheFirst, reopenWithOwedList } from './support/owed-list';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { killEmitChildAt } from './support/kill-child';

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

describe('a joined thermal DACE that a resume could not fetch', () => {
  it('leaves the label to print alone, is listed as owed, and prints once from the list', async () => {
    f = await startWorkflowFixture();
    const fixture = f;
    fixture.stack.close(); // the child owns the data dir until it dies
    await fixture.sandbox.admin.personality({ labelFile: 'zpl' });
    const before = await fixture.balance();
    const shipmentId = await createShipment(fixture.api, 'national-dce');
    await killEmitChildAt(fixture, shipmentId, 'after-emit', { dace: 'T' });
    const charged = before - (await fixture.balance());
    expect(charged).toBeGreaterThan(0);

    // Every call to the server this station makes, counted.
    const list = reopenWithOwedList(fixture, 'PED-28-3');
    const { asked, owed } = list;
    const print = () => list.print(shipmentId);

    // The resume downloads the ZPL label while every DACE call is refused: the label goes out alone.
    await fixture.sandbox.admin.faults({ failRate: 1, failMatch: '/dace' });
    const [resumed] = await fixture.stack.workflow.resume();
    expect(resumed?.result).toMatchObject({
      ok: true,
      value: { contentType: 'application/zpl', newlyQueued: true, dace: { ok: false, error: { kind: 'server' } } },
    });
    expect(asked).toContain('generateDace');
    const [label] = await expectJobsExactly(fixture, 1);
    expect(label?.toString('utf8')).toMatch(/^\^XA/);
    expect(label?.toString('utf8')).not.toContain('DACE');

    // Its DACE is owed, and listed.
    const tracking = fixture.stack.workflow.status(shipmentId)?.record.trackingCode;
    expect(tracking).toBeTruthy();
    expect(await owed()).toEqual({
      ok: true,
      value: [
        {
          shipmentId,
          tipoDace: 'T',
          trackingCode: tracking,
          externalRef: 'PED-28-3',
          createdAt: expect.any(String),
          reason: expect.objectContaining({ key: expect.any(String) }),
        },
      ],
    });

    // The server answers again: one click prints it apart, the line goes.
    await fixture.sandbox.admin.faults({ failRate: 0, failMatch: '' });
    const printed = await print();
    expect(printed).toMatchObject({
      ok: true,
      value: { shipmentId, tipoDace: 'T', kind: 'dace-thermal', combinedWithLabel: false },
    });
    const [, dace] = await expectJobsExactly(fixture, 2);
    const { dados } = await fixture.api.downloadDace(shipmentId);
    expect(dace?.equals(Buffer.from(dados ?? '', 'utf8'))).toBe(true);
    expect(await owed()).toEqual({ ok: true, value: [] });

    // A second print asks the server nothing and prints nothing; nor does the next resume.
    await expectAnotherPrintToAnswerTheFirst(list, shipmentId, printed);
    expect(await fixture.stack.workflow.resume()).toEqual([]);
    await expectJobsExactly(fixture, 2);
    // One purchase, charged once.
    expect(before - (await fixture.balance())).toBe(charged);
  });
});
