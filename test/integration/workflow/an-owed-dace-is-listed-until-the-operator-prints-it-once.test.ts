// A DACE printed apart from its label that a resume could not print (the server refused it while
// nobody looked) is not left owed in silence: labels:owed-daces lists it for the chosen loja,
// labels:print-owed-dace says a failure in words with its reason (and it stays listed), then
// prints it once it can: exactly one DACE job reaches the CUPS printer, and asking again asks the
// server nothing and prints nothing. A real station process is SIGKILLed with the label queued
// and its DACE generated and not downloaded; a new station on the same data folder resumes while
// the sandbox answers every request 503. Calls go through the IPC registry (inputs parsed).
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '../../../electron/shared/messages';
import type { StationError } from '../../../electron/shared/ipc';
import { expectAnotherPrintToAnswerTheFirst, killWithItsDaceAsked, reopenWithOwedList } from './support/owed-list';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

describe('a DACE owed after a resume could not print it', () => {
  it('is listed, a failure is said with its reason, and printing it puts one DACE on the printer', async () => {
    f = await startWorkflowFixture();
    const fixture = f;
    const { shipmentId, before, charged } = await killWithItsDaceAsked(fixture);

    // Every call to the server this station makes about the DACE, counted.
    const list = reopenWithOwedList(fixture, 'PED-28-2');
    const { owed, invoke } = list;
    const print = () => list.print(shipmentId);

    // The resume meets a server that refuses everything: the DACE stays owed, and now it is listed.
    await fixture.sandbox.admin.faults({ failRate: 1 });
    await fixture.stack.workflow.resume();
    const tracking = fixture.stack.workflow.status(shipmentId)?.record.trackingCode;
    expect(tracking).toBeTruthy();
    expect(await owed()).toEqual({
      ok: true,
      value: [
        {
          shipmentId,
          tipoDace: 'T',
          trackingCode: tracking,
          externalRef: 'PED-28-2',
          createdAt: expect.any(String),
          reason: expect.objectContaining({ key: expect.any(String) }),
        },
      ],
    });

    // The operator's print while the server still refuses: said in words, with the reason; still owed.
    const refused = await print();
    expect(refused.ok).toBe(false);
    const error = (refused as { error: StationError }).error;
    expect(error.kind).toBe('server');
    expect(translate(error.said, 'pt-BR')).toMatch(
      new RegExp(`^A DACE do envio ${tracking} não foi impressa e continua pendente \\(tente de novo\\): .+`),
    );
    expect(translate(error.said, 'en')).toMatch(new RegExp(`^The DACE of shipment ${tracking} was not printed`));
    expect((await owed()).ok && (await owed())).toMatchObject({ value: [{ shipmentId }] });
    // An input that is not a shipment id is refused by the channel's schema, before any handler.
    expect(await invoke('labels:print-owed-dace', { shipmentId: 'nope' })).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });

    // The server answers again: one click prints it, the line goes.
    await fixture.sandbox.admin.faults({ failRate: 0 });
    const printed = await print();
    expect(printed).toMatchObject({ ok: true, value: { shipmentId, tipoDace: 'T', kind: 'dace-thermal' } });
    const [label, dace] = await expectJobsExactly(fixture, 2);
    expect(label?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { dados } = await fixture.api.downloadDace(shipmentId);
    expect(dace?.equals(Buffer.from(dados ?? '', 'utf8'))).toBe(true);
    expect(await owed()).toEqual({ ok: true, value: [] });

    // A second print (another click, another window) asks the server nothing and prints nothing.
    await expectAnotherPrintToAnswerTheFirst(list, shipmentId, printed);
    await expectJobsExactly(fixture, 2);
    // Nor does the next start's resume.
    expect(await fixture.stack.workflow.resume()).toEqual([]);
    await expectJobsExactly(fixture, 2);
    expect(before - (await fixture.balance())).toBe(charged);
  });
});
