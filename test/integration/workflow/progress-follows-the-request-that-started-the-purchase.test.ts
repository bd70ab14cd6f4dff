// Issue 13, item 4: a screen follows only its own purchase. One key does not know its shipment
// until main creates it, so progress is matched by the request's own id: every event of the
// purchase a page started carries that id, and a batch row's purchase (or a resume) running at
// the same time carries none, so it can never take over the F9 progress.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShipment } from './support/stack';
import { useWorkflowFixture } from './support/fixture';

const f = useWorkflowFixture();

describe('emission progress', () => {
  it('carries the id of the request that started the purchase, and only that purchase does', async () => {
    const mine = await createShipment(f.api);
    const batchRow = await createShipment(f.api);
    const requestId = randomUUID();
    await Promise.all([
      f.stack.workflow.emitAndPrint(mine, { requestId }),
      f.stack.workflow.buyAndDownload(batchRow, { queuedBy: 'batch' }),
    ]);
    const ofMine = f.progress.filter((event) => event.shipmentId === mine);
    const ofTheRow = f.progress.filter((event) => event.shipmentId === batchRow);
    expect(ofMine.length).toBeGreaterThan(1);
    expect(ofTheRow.length).toBeGreaterThan(0);
    expect(ofMine.every((event) => event.requestId === requestId)).toBe(true);
    expect(ofTheRow.some((event) => event.requestId !== undefined)).toBe(false);
    // A later purchase of another shipment without an id is not stamped with the old one.
    const later = await createShipment(f.api);
    await f.stack.workflow.emitAndPrint(later);
    expect(f.progress.filter((e) => e.shipmentId === later).some((e) => e.requestId !== undefined)).toBe(false);
  });
});
