// A Zebra ZD220 (203 dpi, ZPL) as the label printer of a workflow in strict mode, for one test
// file: the real sandbox and wallet, the listener answering ~HS with whatever flags the test
// reports, reached over a real socket either directly (a network printer) or through a raw CUPS
// queue whose device is socket://host:port (where CUPS itself cannot see the printer's state).
import { afterAll, beforeAll, expect } from 'vitest';
import { closeThermalEngine } from '../../../../electron/main/thermal';
import { decodeLabels } from '../../../support/label-decoders';
import type { ZebraFlags } from '../../../support/print-listener';
import { rawProfile } from '../../../support/profiles';
import { startWorkflowFixture, type WorkflowFixture } from '../../workflow/support/fixture';
import { createShipment } from '../../workflow/support/stack';

export interface StrictZebra {
  /** The file's world; read it inside a test (it is opened in beforeAll). */
  readonly f: WorkflowFixture;
  /** What the printer answers to ~HS from now on. */
  report(flags: ZebraFlags): void;
  /**
   * Buys a national shipment through the workflow and expects exactly its price charged and one
   * job at the printer: the label in ZPL (the ~HS questions are not jobs).
   */
  buysAndPrintsOneZplLabel(jobTimeoutMs?: number): Promise<void>;
}

export function useStrictZebra(printer: 'cups' | 'network'): StrictZebra {
  let fixture: WorkflowFixture | undefined;
  let flags: ZebraFlags = {};
  beforeAll(async () => {
    fixture = await startWorkflowFixture({
      printer,
      zebra: { identity: 'ZD220-203dpi,V77.19.15Z,8,4096KB', status: () => flags },
      labelProfile: rawProfile('zpl', 203),
      stack: { strictMode: true },
    });
  }, 60_000);
  afterAll(async () => {
    await fixture?.close();
    await closeThermalEngine();
  });
  const zebra: StrictZebra = {
    get f() {
      if (!fixture) throw new Error('the strict Zebra is opened in beforeAll');
      return fixture;
    },
    report(next) {
      flags = next;
    },
    async buysAndPrintsOneZplLabel(jobTimeoutMs) {
      const { f } = zebra;
      const shipmentId = await createShipment(f.api);
      const before = await f.balance();
      const outcome = await f.stack.workflow.emitAndPrint(shipmentId);
      expect(before - (await f.balance())).toBe(outcome.priceCents);
      expect(await f.stack.printing.queue.settled(outcome.printJob.id)).toMatchObject({ status: 'done' });
      const [job] = await f.listener.waitForJobs(1, jobTimeoutMs);
      expect(decodeLabels('zpl', job!)).toHaveLength(1);
    },
  };
  return zebra;
}

/** The workflow's refusal to buy, as a failure: the label printer `name` reports `problem` (its message key). */
export function printerNotReady(name: string, problem: string) {
  return {
    kind: 'printer-unavailable',
    said: {
      key: 'workflow.printerNotReady',
      params: { reason: { key: 'printing.printerReports', params: { name, problem: { key: problem } } } },
    },
  };
}
