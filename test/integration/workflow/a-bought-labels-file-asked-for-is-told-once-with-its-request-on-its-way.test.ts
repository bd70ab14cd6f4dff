// The moment the desk notes a purchase (PurchaseNotes): the workflow tells it once a bought
// label's file has been asked for. Against the real sandbox: told once per label, with READY
// already recorded in workflow.db, the file's request made but not yet answered, and nothing
// queued for print yet.
import diagnostics_channel from 'node:diagnostics_channel';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmissionRecord } from '../../../electron/main/workflow';
import { createShipment } from './support/stack';
import { useWorkflowFixture } from './support/fixture';

const f = useWorkflowFixture({ printer: 'network', stack: { audit: true } }, { each: true });

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('a bought label', () => {
  it('is told once, after READY, with its file on its way and before anything is queued', async () => {
    const shipmentId = await createShipment(f.api);
    const fileRequests: string[] = [];
    const channel = diagnostics_channel.channel('undici:client:sendHeaders');
    const onSend = (message: unknown) => {
      const { request } = message as { request: { method: string; path: string } };
      if (request.path.startsWith('/files/')) fileRequests.push(request.path);
    };
    channel.subscribe(onSend);
    stop = () => channel.unsubscribe(onSend);

    const told: { labelId: string; record: EmissionRecord | undefined; queued: boolean; filesSent: number }[] = [];
    const stack = f.reopen({
      audit: true,
      onLabelFileAsked: (label) => {
        told.push({
          labelId: label.labelId,
          record: stack.workflow.status(label.shipmentId)?.record,
          queued: stack.printing.queue.byKey(`label:${label.labelId}`) !== undefined,
          filesSent: fileRequests.length,
        });
      },
    });

    const outcome = await stack.workflow.emitAndPrint(shipmentId);
    expect(told).toHaveLength(1);
    const [first] = told;
    expect(first?.labelId).toBe(outcome.labelId);
    expect(first?.record).toMatchObject({ state: 'ready', labelId: outcome.labelId });
    expect(first?.queued).toBe(false);
    // Told as the file's request is made (it leaves a turn or two later), not after it came back.
    expect(first?.filesSent).toBe(0);
    expect(fileRequests).toHaveLength(1);
    expect(await stack.printing.queue.settled(outcome.printJob.id)).toMatchObject({ status: 'done' });
  });
});
