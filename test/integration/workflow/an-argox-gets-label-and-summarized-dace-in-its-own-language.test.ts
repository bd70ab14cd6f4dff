// Issue 16.3 at a desk with a second-hand Argox (PPLB, 203 dpi, on the network): the label PDF is
// converted to PPLB, and the thermal DACE asked with it (ZPL, which an Argox prints as text) is
// replaced by the summarized DACE (R, a 100 × 150 mm PDF) converted to PPLB on the same printer.
// Both are decoded from what the listener received: true size, and the label's codes read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printerIdOf, type PrinterTarget } from '../../../electron/main/printing';
import { closeThermalEngine } from '../../../electron/main/thermal';
import { decodeLabels, readCodes } from '../../support/label-decoders';
import { rawProfile } from '../../support/profiles';
import { createShipment } from './support/stack';
import { expectJobsExactly, startWorkflowFixture, type WorkflowFixture } from './support/fixture';

let f: WorkflowFixture;
beforeAll(async () => {
  f = await startWorkflowFixture({ printer: 'network' });
  f.reopen({ profiles: { [printerIdOf(f.target as PrinterTarget)]: rawProfile('pplb', 203) } });
});
afterAll(async () => {
  await f.close();
  await closeThermalEngine();
});

describe('an Argox (PPLB, 203 dpi)', () => {
  it('gets the label and, for the thermal DACE it cannot read, the summarized DACE, both in PPLB at 100 × 150 mm', async () => {
    const shipmentId = await createShipment(f.api, 'national-dce');
    const outcome = await f.stack.workflow.emitAndPrint(shipmentId, { dace: 'T' });
    expect(outcome.dace).toMatchObject({
      ok: true,
      value: { tipoDace: 'R', kind: 'dace-thermal', contentType: 'application/pdf', combinedWithLabel: false },
    });
    if (!outcome.dace?.ok) throw new Error('no DACE');
    expect(await f.stack.printing.queue.settled(outcome.printJob.id)).toMatchObject({ status: 'done' });
    expect(await f.stack.printing.queue.settled(outcome.dace.value.printJob.id)).toMatchObject({ status: 'done' });

    const [label, dace] = await expectJobsExactly(f, 2);
    for (const job of [label!, dace!]) {
      expect(job.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
      expect(job.toString('latin1')).not.toContain('^XA');
      const [image] = decodeLabels('pplb', job);
      expect(Math.abs(image!.width / 8 - 100)).toBeLessThanOrEqual(1);
      expect(Math.abs(image!.height / 8 - 150)).toBeLessThanOrEqual(1);
    }
    const codes = await readCodes(decodeLabels('pplb', label!)[0]!);
    expect(codes).toEqual(expect.arrayContaining([{ format: 'Code128', text: outcome.trackingCode }]));
  }, 60_000);
});
