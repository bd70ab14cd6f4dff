// One test's world: a sandbox on port 0, a print listener standing in for the label printer
// (behind a real CUPS raw queue, or spoken to directly over TCP as a network printer), a temp
// data dir, and the workflow stack on it. Every progress event is recorded.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printerIdOf, type PrinterTarget } from '../../../../electron/main/printing';
import type { EmissionProgress } from '../../../../electron/main/workflow';
import { createRawQueue, ensureCupsd, type RawQueue } from '../../../support/cups';
import type { PrinterProfile } from '../../../../electron/shared/printer-profile';
import { startPrintListener, type PrintListener, type ZebraAnswers } from '../../../support/print-listener';
import { printedExactly } from '../../../support/printed';
import { startTestSandbox, type TestSandbox, type TestSandboxOptions } from '../../../support/sandbox';
import { useOpened, type UseOptions } from '../../../support/use';
import { IDS, loginApi, openStack, type LoggedInApi, type Stack, type StackOptions } from './stack';

export interface WorkflowFixture extends LoggedInApi {
  sandbox: TestSandbox;
  dataDir: string;
  listener: PrintListener;
  /** The label printer: the CUPS raw queue, or the listener as a network printer. */
  target: PrinterTarget;
  cupsQueue: RawQueue | undefined;
  stack: Stack;
  progress: EmissionProgress[];
  /** Closes the stack (as the app closing) and opens a new one on the same data dir. */
  reopen(options?: Partial<StackOptions>): Stack;
  balance(lojaId?: string): Promise<number>;
  close(): Promise<void>;
}

export interface FixtureOptions {
  sandbox?: TestSandboxOptions;
  tenantId?: string;
  printer?: 'cups' | 'network';
  /** The listener answers ~HI and ~HS like a Zebra with these answers. */
  zebra?: ZebraAnswers;
  /** The label printer's profile (a raw printer); by default it reads what it is sent. */
  labelProfile?: PrinterProfile;
  stack?: Partial<StackOptions>;
}

export async function startWorkflowFixture(options: FixtureOptions = {}): Promise<WorkflowFixture> {
  const printer = options.printer ?? 'cups';
  if (printer === 'cups') await ensureCupsd();
  const sandbox = await startTestSandbox(options.sandbox);
  const dataDir = await mkdtemp(join(tmpdir(), 'workflow-'));
  const listener = await startPrintListener(options.zebra ? { zebra: options.zebra } : {});
  const cupsQueue = printer === 'cups' ? await createRawQueue({ port: listener.port }) : undefined;
  const target: PrinterTarget = cupsQueue
    ? { kind: 'cups', name: cupsQueue.name }
    : { kind: 'network', host: '127.0.0.1', port: listener.port };
  const logged = await loginApi(sandbox.url, options.tenantId ? { tenantId: options.tenantId } : {});
  const progress: EmissionProgress[] = [];
  const open = (extra: Partial<StackOptions> = {}) =>
    openStack({
      dataDir,
      api: logged.api,
      tenantId: logged.tenantId,
      label: target,
      onProgress: (e) => progress.push(e),
      ...(options.labelProfile ? { profiles: { [printerIdOf(target)]: options.labelProfile } } : {}),
      ...options.stack,
      ...extra,
    });

  const fixture: WorkflowFixture = {
    ...logged,
    sandbox,
    dataDir,
    listener,
    target,
    cupsQueue,
    stack: open(),
    progress,
    reopen(extra) {
      fixture.stack.close();
      fixture.stack = open(extra);
      return fixture.stack;
    },
    async balance(lojaId = logged.tenantId) {
      const wallets = await sandbox.admin.wallets();
      const wallet = wallets.find((w) => w.lojaId === lojaId);
      if (!wallet) throw new Error(`no wallet for ${lojaId}`);
      return wallet.balanceCents;
    },
    async close() {
      fixture.stack.close();
      await cupsQueue?.remove();
      await listener.close();
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return fixture;
}

/** The fixture for the file's tests (or a fresh one for each test), closed after them. */
export function useWorkflowFixture(options: FixtureOptions = {}, use: UseOptions = {}): WorkflowFixture {
  return useOpened(
    () => startWorkflowFixture(options),
    (f) => f.close(),
    use,
  );
}

/**
 * Exactly `count` jobs reached the printer, and nothing else is on its way: the stack's print
 * queue has finished every job and CUPS every job it took (test/support/printed.ts).
 */
export function expectJobsExactly(f: WorkflowFixture, count: number): Promise<Buffer[]> {
  return printedExactly(f.listener, count, {
    queues: () => [f.stack.printing.queue],
    cupsQueue: f.cupsQueue?.name,
  });
}

export { IDS };
