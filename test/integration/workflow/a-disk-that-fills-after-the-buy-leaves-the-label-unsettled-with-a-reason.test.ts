// Issue 15.2: the data folder's disk fills between buying a label and queueing it (real fault: a
// small tmpfs filled to the last byte). The operator gets a print failure with the station's
// reason, never "internal"; the label stays in the unsettled list, and once space is back the
// resume prints it once with no second charge.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyDisk, fillDisk, mountSmallDisk } from '../../support/full-disk';
import { useOpened } from '../../support/use';
import { printedExactly } from '../../support/printed';
import { useWorkflowFixture } from './support/fixture';
import { createShipment, openStack, type Stack } from './support/stack';

const disk = useOpened(
  async () => mountSmallDisk('full-after-buy-', '8m'),
  (small) => small.remove(),
);
const f = useWorkflowFixture({ printer: 'network' });

describe('a disk that fills right after the label is bought', () => {
  it('answers a print failure with a reason, keeps the label unsettled, and prints it once when space is back', async (ctx) => {
    if (!disk.mounted) ctx.skip(); // mounting a tmpfs needs root, as on the desk-like CI machine
    const dataDir = join(disk.path, 'station');
    mkdirSync(dataDir);
    let fillNow = false;
    const open = (): Stack =>
      openStack({
        dataDir,
        api: f.api,
        tenantId: f.tenantId,
        label: f.target,
        onProgress: (e) => {
          if (fillNow && e.phase === 'downloading') {
            fillNow = false;
            fillDisk(disk.path);
          }
        },
      });
    let stack = open();
    const before = await f.balance();
    const shipmentId = await createShipment(f.api);
    fillNow = true;
    const answer = await stack.workflow.emitAndPrint(shipmentId).then(
      () => 'printed',
      (error: unknown) => error,
    );
    expect(answer).toMatchObject({ kind: 'printer-unavailable', said: { key: 'workflow.paid' } });
    expect(JSON.stringify(answer)).toContain('printing.queueRefusedJob');
    const charged = before - (await f.balance());
    expect(charged).toBeGreaterThan(0);
    expect(stack.workflow.unfinished().map((s) => s.record.shipmentId)).toEqual([shipmentId]);

    emptyDisk(disk.path);
    stack.close();
    stack = open();
    const [resumed] = await stack.workflow.resume();
    expect(resumed).toMatchObject({ shipmentId, result: { ok: true } });
    await printedExactly(f.listener, 1, { queues: () => [stack.printing.queue] });
    expect(before - (await f.balance())).toBe(charged);
    stack.close();
  });
});
