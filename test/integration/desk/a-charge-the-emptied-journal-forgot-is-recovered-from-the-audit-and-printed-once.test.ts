// Issue 15.6: an emptied workflow.db used to forget a label that was charged and not printed; F9
// then bought it "again", the server answered chargeAlreadyCaptured, and the desk held its own
// label as bought on another desk. Every charge is also in the audit log (desk.db, fsynced), and
// start-up reconciles: a charge neither workflow.db nor the print queue knows comes back as this
// desk's own purchase, is downloaded again by its labelId and prints once, with no new charge,
// and the start-up notice names it.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spoken } from '../../support/said';
import { jobsExactly, startDeskFixture, waitFor, type DeskFixture } from './support/desk-fixture';
import { BOX, RIO } from './support/parties';

let f: DeskFixture | undefined;
afterEach(async () => {
  await f?.close();
});

describe('a charge workflow.db lost before it printed', () => {
  it('comes back from the audit log as this desk purchase, prints exactly once, and is never charged again', async () => {
    f = await startDeskFixture({ printer: 'network' });
    await f.call('desk:preset-save', BOX);
    // The label is bought, then every download of it fails: charged, not printed, not queued.
    await f.sandbox.admin.personality({
      throttle: { status: 503, calls: 1_000, retryAfter: 'seconds', seconds: 0, match: '/download' },
    });
    const before = await f.balance();
    const shipped = await f.invoke('desk:one-key-ship', { externalRef: 'PED-AUDIT-1', recipient: RIO, presetKey: 1 });
    expect(JSON.stringify(shipped)).toContain('workflow.paid');
    const charged = await f.balance();
    expect(charged).toBeLessThan(before);
    const charge = await waitFor(
      async () => (await f!.call('desk:audit-list', {})).entries.find((e) => e.kind === 'charge'),
      'the charge in the audit log',
    );
    expect(f.station.printing.queue.list(10)).toHaveLength(0);

    // workflow.db emptied (lost, or moved aside by hand) while the station is closed.
    await f.station.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(f.dataDir, `workflow.db${suffix}`), { force: true });
    await f.sandbox.admin.personality({ profile: 'default' });
    await f.reopen();

    expect(f.station.recoveredCharges).toMatchObject([
      { shipmentId: charge.shipmentId, labelId: charge.labelId, lost: 'journal-lost', state: 'ready' },
    ]);
    const view = await f.call('settings:get');
    const notices = view.notices.map((notice) => spoken(notice));
    expect(notices.some((t) => t.includes('registro de auditoria') && t.includes(charge.trackingCode!))).toBe(true);

    // The resume at login prints it; F9 on the same shipment afterwards prints and charges nothing.
    const printed = await jobsExactly(f, 1);
    expect(printed).toHaveLength(1);
    const status = await f.call('labels:emission-status', { shipmentId: charge.shipmentId! });
    expect(status).toMatchObject({ state: 'queued', boughtElsewhereAt: null, labelId: charge.labelId });
    expect(status?.recoveredAt).not.toBeNull();
    const again = await f.call('labels:emit-and-print', { shipmentId: charge.shipmentId! });
    expect(again).toMatchObject({ newlyQueued: false, labelId: charge.labelId });
    await jobsExactly(f, 1);
    expect(await f.balance()).toBe(charged);
    const charges = (await f.call('desk:audit-list', {})).entries.filter((e) => e.kind === 'charge');
    expect(charges).toHaveLength(1);
    expect(charges[0]?.outcome).not.toBe('bought-elsewhere');
  });
});
