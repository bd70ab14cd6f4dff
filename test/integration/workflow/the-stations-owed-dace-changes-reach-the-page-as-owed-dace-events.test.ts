// The whole station (createStation, as the shells build it; only the Electron binary is not run)
// carries the workflow's owed-DACE changes to the page: the emission workflow's onOwedDace goes on
// the internal bus as 'emission.owed-dace', and toRenderer turns it into the page's `owed-dace`
// event, which the renderer's owed list follows (stationEvents.ts). A real station process is
// SIGKILLed with a PDF label queued and its thermal DACE generated and not downloaded; the
// station opened on the same data folder logs in, and the loja's resume meets a sandbox that
// refuses only the DACE's paths over HTTP (failMatch '/dace'): the DACE stays owed and the page is
// told. Then the server answers again and the operator's line (labels:print-owed-dace) prints it:
// settled, and told. Real SQLite, a CUPS raw queue, calls through the station's own registry.
import { afterEach, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app/station';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import type { OwedDaceChange, OwedDaceView } from '../../../electron/shared/workflow';
import { printedExactly } from '../../support/printed';
import { PASS_THROUGH } from '../../support/profiles';
import { spoken } from '../../support/said';
import { DEMO } from '../../support/sandbox';
import { until } from '../../support/until';
import { startWorkflowFixture, type WorkflowFixture } from './support/fixture';
import { killWithItsDaceAsked } from './support/owed-list';

let f: WorkflowFixture | undefined;
let station: Station | undefined;
afterEach(async () => {
  await station?.close();
  station = undefined;
  await f?.close();
  f = undefined;
});

/** The station on the fixture's data folder, its label printer routed, and the page's `owed-dace` events. */
async function openStationOn(fixture: WorkflowFixture) {
  const opened = await createStation({
    dataDir: fixture.dataDir,
    apiBaseUrl: fixture.sandbox.url,
    vault: createMemoryVault(),
    http: { retry: { backoffLimitMs: 50 } },
  });
  station = opened;
  const changes: OwedDaceChange[] = [];
  opened.events.subscribe((name, payload) => {
    if (name === 'owed-dace') changes.push(payload as OwedDaceChange);
  });
  const printerId = `cups:${fixture.cupsQueue!.name}`;
  for (const [channel, input] of [
    ['settings:update', { printers: { label: printerId }, strictMode: true }],
    ['printers:set-profile', { printerId, profile: PASS_THROUGH }],
  ] as const) {
    const done = await opened.registry.invoke(channel, input);
    if (!done.ok) throw new Error(`${channel} failed: ${spoken(done.error)}`);
  }
  return { station: opened, changes };
}

describe("the station's owed DACE", () => {
  it('reaches the page as `owed-dace` events: owed when the resume cannot print it, settled when the line does', async () => {
    f = await startWorkflowFixture();
    const fixture = f;
    const { shipmentId, before, charged } = await killWithItsDaceAsked(fixture);
    await fixture.sandbox.admin.faults({ failRate: 1, failMatch: '/dace' });

    const { station: opened, changes } = await openStationOn(fixture);
    // Logging in activates the loja: its resume finds the label queued and its DACE owed.
    await opened.session.login({ email: DEMO.email, senha: DEMO.senha });
    await opened.session.selectLoja(fixture.tenantId);
    // The resume's failure is written with the owed record, and told in the same step.
    const listed = await until(
      async () => {
        const owed = await opened.registry.invoke('labels:owed-daces', undefined);
        return owed.ok && (owed.value as OwedDaceView[]).find((row) => row.reason !== null);
      },
      { what: "the resume's failure on the owed line", timeoutMs: 30_000 },
    );
    expect(listed).toMatchObject({ shipmentId, tipoDace: 'T', reason: { key: 'api.busy', params: { status: 503 } } });
    expect(changes).toEqual([{ shipmentId, owed: true }]);

    // The server answers again: the operator's line prints it, once, and the page is told.
    await fixture.sandbox.admin.faults({ failRate: 0, failMatch: '' });
    expect(await opened.registry.invoke('labels:print-owed-dace', { shipmentId })).toMatchObject({
      ok: true,
      value: { shipmentId, tipoDace: 'T' },
    });
    expect(changes).toEqual([
      { shipmentId, owed: true },
      { shipmentId, owed: false },
    ]);
    expect(await opened.registry.invoke('labels:owed-daces', undefined)).toEqual({ ok: true, value: [] });
    // The label (printed by the killed child) and this one DACE, nothing else on its way.
    const [, dace] = await printedExactly(fixture.listener, 2, {
      queues: () => [opened.printing.queue],
      cupsQueue: fixture.cupsQueue!.name,
    });
    const { dados } = await fixture.api.downloadDace(shipmentId);
    expect(dace?.equals(Buffer.from(dados ?? '', 'utf8'))).toBe(true);
    expect(before - (await fixture.balance())).toBe(charged);
  });
});
