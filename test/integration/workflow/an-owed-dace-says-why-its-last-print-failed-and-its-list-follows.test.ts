// An owed DACE's line says why its last print failed before the operator clicks anything: the
// resume's failure is kept with the owed record in workflow.db (the station's message key and
// params, the catalogue's words in pt-BR and en, never the server's text), listed on
// labels:owed-daces, still there after the station is reopened on the same file, and replaced by
// the next failure's. Every change is told (the station's `owed-dace` event): owed again with a
// reason, then settled when a resume prints it by itself, so the page's list follows without a
// reload. A real station process is SIGKILLed with the label queued and its DACE generated and
// not downloaded; a new station on the same data folder resumes while the sandbox refuses only
// the DACE's paths over HTTP (failMatch '/dace'); real SQLite, a CUPS raw queue, calls through the
// IPC registry.
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '../../../electron/shared/messages';
import type { StationError } from '../../../electron/shared/ipc';
import { killWithItsDaceAsked, reopenWithOwedList } from './support/owed-list';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';

let f: WorkflowFixture | undefined;
afterEach(async () => f?.close());

describe("an owed DACE's last failure", () => {
  it('is stored with the record and listed in words, and the list is told when a resume prints it', async () => {
    f = await startWorkflowFixture();
    const fixture = f;
    const { shipmentId, before, charged } = await killWithItsDaceAsked(fixture);

    // The resume meets a server that refuses only the DACE: it stays owed, with why, and it is told.
    let list = reopenWithOwedList(fixture, 'PED-28-3');
    await fixture.sandbox.admin.faults({ failRate: 1, failMatch: '/dace' });
    await fixture.stack.workflow.resume();
    const listed = await list.owed();
    expect(listed).toMatchObject({ ok: true, value: [{ shipmentId, tipoDace: 'T', externalRef: 'PED-28-3' }] });
    const reason = listed.ok ? listed.value[0]?.reason : undefined;
    expect(reason).toEqual({ key: 'api.busy', params: { status: 503 } });
    expect(translate(reason!, 'pt-BR')).toBe(
      'O servidor está ocupado (503) e pediu para esperar. Tente de novo em instantes.',
    );
    expect(translate(reason!, 'en')).toMatch(/^The server is busy \(503\)/);
    expect(list.changes).toEqual([{ shipmentId, owed: true }]);

    // It is on the disk: the station reopened on the same workflow.db lists the same reason.
    fixture.stack.close();
    list = reopenWithOwedList(fixture, 'PED-28-3');
    expect(await list.owed()).toMatchObject({ ok: true, value: [{ shipmentId, reason }] });

    // The operator's line fails for the same reason: said in words, still owed with it, and told.
    const refused = await list.print(shipmentId);
    expect(refused.ok).toBe(false);
    expect((refused as { error: StationError }).error.said).toMatchObject({ params: { reason } });
    expect(await list.owed()).toMatchObject({ ok: true, value: [{ shipmentId, reason }] });
    expect(list.changes).toEqual([{ shipmentId, owed: true }]);

    // The server answers again and the next resume prints it by itself: settled, told, off the list.
    await fixture.sandbox.admin.faults({ failRate: 0, failMatch: '' });
    await fixture.stack.workflow.resume();
    expect(list.changes).toEqual([
      { shipmentId, owed: true },
      { shipmentId, owed: false },
    ]);
    expect(await list.owed()).toEqual({ ok: true, value: [] });
    const [, dace] = await expectJobsExactly(fixture, 2);
    const { dados } = await fixture.api.downloadDace(shipmentId);
    expect(dace?.equals(Buffer.from(dados ?? '', 'utf8'))).toBe(true);
    expect(before - (await fixture.balance())).toBe(charged);
  });
});
