// The desk most e2e specs run against: a test sandbox, a ZPL test printer and the station host
// against that sandbox, started before a spec's tests and stopped after them; and the steps that
// open that desk in the page (login, loja, the label printer routed and its profile confirmed).
import { test, type Page } from '@playwright/test';
import { startSandboxProcess, type SandboxProcess } from '../../support/sandbox';
import { chooseLoja, login, LOJA_PAULISTA, routeLabelPrinter } from './desk';
import { startStationHost, type StationHost } from './host';
import { startTestPrinter, type TestPrinter } from './printer';

export interface DeskStack {
  readonly sandbox: SandboxProcess;
  readonly printer: TestPrinter;
  readonly host: StationHost;
  /** A second test printer, there when `sparePrefix` is set. */
  readonly spare?: TestPrinter;
}

export interface DeskStackOptions {
  /** Flags for the sandbox process, e.g. ['--quote-ttl', '6']. */
  sandboxFlags?: string[];
  /** The test printer's queue-name prefix (each spec its own, so a failed run is easy to find in CUPS). */
  printerPrefix?: string;
  /** Starts a second test printer (the spare) with this queue-name prefix. */
  sparePrefix?: string;
  /** Runs on the sandbox before the host starts (e.g. to move its clock). */
  prepare?: (sandbox: SandboxProcess) => Promise<unknown>;
  /** Added to the station host's environment (e.g. TZ: the desk's time zone). */
  hostEnv?: Record<string, string>;
}

/**
 * Registers the spec's beforeAll/afterAll for the stack and returns it; its parts are there once
 * beforeAll has run (inside tests, not at the top of the file).
 */
export function useDeskStack(options: DeskStackOptions = {}): DeskStack {
  const stack = {} as { sandbox: SandboxProcess; printer: TestPrinter; host: StationHost; spare?: TestPrinter };
  test.beforeAll(async () => {
    [stack.sandbox, stack.printer, stack.spare] = await Promise.all([
      startSandboxProcess(options.sandboxFlags),
      startTestPrinter(options.printerPrefix),
      options.sparePrefix ? startTestPrinter(options.sparePrefix) : undefined,
    ]);
    await options.prepare?.(stack.sandbox);
    stack.host = await startStationHost({
      api: stack.sandbox.url,
      ...(options.hostEnv ? { env: options.hostEnv } : {}),
    });
  });
  test.afterAll(async () => {
    await stack.host?.stop();
    await Promise.all([stack.sandbox?.stop(), stack.printer?.close(), stack.spare?.close()]);
  });
  return stack;
}

export interface SandboxHost {
  readonly sandbox: SandboxProcess;
  readonly host: StationHost;
}

/**
 * The station host against a test sandbox, with no printer: registers the spec's hooks and returns
 * them; `prepare` runs on the sandbox before the host starts (e.g. to seed records).
 */
export function useSandboxHost(prepare?: (sandbox: SandboxProcess) => Promise<unknown>): SandboxHost {
  const stack = {} as { sandbox: SandboxProcess; host: StationHost };
  test.beforeAll(async () => {
    stack.sandbox = await startSandboxProcess();
    await prepare?.(stack.sandbox);
    stack.host = await startStationHost({ api: stack.sandbox.url });
  });
  test.afterAll(async () => {
    await stack.host?.stop();
    await stack.sandbox?.stop();
  });
  return stack;
}

/** Opens the station, logs in with the demo account and picks the loja. */
export async function openLoja(page: Page, host: StationHost, loja = LOJA_PAULISTA): Promise<void> {
  await page.goto(host.url);
  await login(page);
  await chooseLoja(page, loja);
}

/** Opens the station, logs in with the demo account, picks the loja and routes labels to the stack's printer. */
export async function openDesk(page: Page, stack: DeskStack, loja = LOJA_PAULISTA): Promise<void> {
  await openLoja(page, stack.host, loja);
  await routeLabelPrinter(page, stack.printer.id);
}
