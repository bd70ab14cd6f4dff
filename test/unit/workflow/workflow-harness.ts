// A workflow on a scripted API (fake-api.ts) with the real print queue in a temp dir, printing
// to loopback TCP listeners (network printers).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profilesFor } from '../../support/profiles';
import { Printing, type PrinterTarget, type PrintingSettings } from '../../../electron/main/printing';
import { EmissionWorkflow, type EmissionProgress, type WorkflowApi } from '../../../electron/main/workflow';
import { afterEach, expect } from 'vitest';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { PDF, SHIPMENT, TENANT, fakeApi } from './fake-api';

export interface Harness {
  workflow: EmissionWorkflow;
  printing: Printing;
  progress: EmissionProgress[];
  tenant: { id: string };
  close(): void;
}

export function openHarness(
  api: WorkflowApi,
  routing: PrintingSettings['routing'],
  dataDir = mkdtempSync(join(tmpdir(), 'workflow-unit-')),
): Harness & { dataDir: string } {
  // Its printers read what they are sent (no conversion): the tests compare the server's bytes.
  let settings: PrintingSettings = {
    routing,
    networkPrinters: [],
    profiles: profilesFor([routing.label, routing['dace-thermal'], routing['dace-pdf']]),
  };
  const printing = new Printing({
    platform: 'linux',
    dataDir,
    settings: { read: () => settings, write: (next) => (settings = next) },
    connectTimeoutMs: 500,
    queue: { retry: { maxAttempts: 3, delayMs: () => 50 } },
  });
  const progress: EmissionProgress[] = [];
  const tenant = { id: TENANT };
  const workflow = new EmissionWorkflow({
    dataDir,
    api,
    printing,
    tenantId: () => tenant.id,
    strictMode: () => false,
    onProgress: (e) => progress.push(e),
    timing: { pollDelayMs: () => 10, confirmDelayMs: () => 10, confirmBudgetMs: 300, pendingTimeoutMs: 2_000 },
  });
  return {
    workflow,
    printing,
    progress,
    tenant,
    dataDir,
    close() {
      workflow.close();
      printing.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const network = (port: number): PrinterTarget => ({ kind: 'network', host: '127.0.0.1', port });

/**
 * For a test file: `open(script)` starts a print listener and a harness on that scripted API
 * printing labels to it; both are closed after each test.
 */
export function useScriptedHarness(): (
  script: Parameters<typeof fakeApi>[0],
) => Promise<{ api: ReturnType<typeof fakeApi>; harness: Harness; printer: PrintListener }> {
  let harness: Harness | undefined;
  let printer: PrintListener | undefined;
  afterEach(async () => {
    harness?.close();
    await printer?.close();
    harness = undefined;
    printer = undefined;
  });
  return async (script) => {
    printer = await startPrintListener();
    const api = fakeApi(script, { label: PDF });
    harness = openHarness(api, { label: network(printer.port) });
    return { api, harness, printer };
  };
}

/**
 * Runs SHIPMENT's purchase through the script and expects what a label the server had already
 * sold ends in: `emits` emit calls, the charge already captured, and one label at the printer.
 */
export async function expectSoldLabelPrintedOnce(
  opened: { api: ReturnType<typeof fakeApi>; harness: Harness; printer: PrintListener },
  emits: number,
) {
  const outcome = await opened.harness.workflow.emitAndPrint(SHIPMENT);
  expect(opened.api.emits).toBe(emits);
  expect(outcome).toMatchObject({ chargeAlreadyCaptured: true, newlyQueued: true });
  await opened.harness.printing.queue.settled(outcome.printJob.id);
  expect(await opened.printer.waitForJobs(1)).toHaveLength(1);
  return outcome;
}
