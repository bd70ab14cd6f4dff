// One desk test's world: a sandbox on port 0, a print listener standing in for the label printer
// behind a real CUPS raw queue (or spoken to directly as a network printer), a temp data dir, and
// the whole station on it, logged in to the demo loja with the printer routed. Channels are
// called through the same registry the shells use; every batch-progress event is kept.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStation, type Station, type StationOptions } from '../../../../electron/main/app/station';
import { createMemoryVault } from '../../../../electron/main/session/vault/secret-vault';
import type { ChannelInput, ChannelOutput, Channel } from '../../../../electron/shared/ipc';
import type { BatchProgress } from '../../../../electron/shared/desk';
import { shiftedClock, type TestClock } from '../../../support/clock';
import { createRawQueue, ensureCupsd, type RawQueue } from '../../../support/cups';
import { startPrintListener, type PrintListener } from '../../../support/print-listener';
import { printedExactly } from '../../../support/printed';
import { until } from '../../../support/until';
import { DEMO, IDS, startTestSandbox, type TestSandbox, type TestSandboxOptions } from '../../../support/sandbox';
import { spoken } from '../../../support/said';
import { PASS_THROUGH } from '../../../support/profiles';

export { DEMO, IDS };

export interface DeskFixture {
  sandbox: TestSandbox;
  listener: PrintListener;
  dataDir: string;
  station: Station;
  printerId: string;
  progress: BatchProgress[];
  /** The station's clock (real time plus what the test skipped with advance()). */
  clock: TestClock;
  call<C extends Channel>(channel: C, input?: ChannelInput<C>): Promise<ChannelOutput<C>>;
  /** The raw Result (for asserting refusals). */
  invoke(
    channel: Channel,
    input?: unknown,
  ): Promise<{ ok: boolean; error?: { kind: string; message: string; messages?: string[] }; value?: unknown }>;
  balance(lojaId?: string): Promise<number>;
  /** Closes the station (as the app quitting) and opens a new one on the same data dir, logged in again. */
  reopen(): Promise<Station>;
  close(): Promise<void>;
}

export interface DeskFixtureOptions {
  sandbox?: TestSandboxOptions;
  printer?: 'cups' | 'network';
  /** Reuse a data dir (a test that runs a child station first). */
  dataDir?: string;
  /** Reuse a sandbox and a listener started by the test. */
  shared?: { sandbox: TestSandbox; listener: PrintListener };
  /** A printer the test already set up (e.g. the queue a killed child printed to): no new queue. */
  printerId?: string;
  /** Also route PDF DACEs (and A4 documents) to the same printer. */
  routeDacePdf?: boolean;
  /** The scale's timings (tests shorten them). */
  scale?: StationOptions['scale'];
  /** The emission workflow's timings (benches shorten how long a purchase is confirmed). */
  workflow?: StationOptions['workflow'];
  /** The station's fetch (ky's `fetch` option: a test's wrapper of it that counts what the station sends). */
  fetch?: typeof fetch;
  /** The warehouse journal's timings (tests shorten the takeover timeout, the retry and the query timeout). */
  warehouse?: StationOptions['warehouse'];
  /** The printing's limits (tests shorten the conversion deadline). */
  printing?: StationOptions['printing'];
}

export async function openStation(
  dataDir: string,
  sandboxUrl: string,
  printerId: string,
  options: {
    routeDacePdf?: boolean;
    network?: { port: number };
    scale?: StationOptions['scale'];
    workflow?: StationOptions['workflow'];
    now?: () => number;
    after?: StationOptions['after'];
    fetch?: typeof fetch;
    warehouse?: StationOptions['warehouse'];
    printing?: StationOptions['printing'];
  } = {},
): Promise<Station> {
  const station = await createStation({
    dataDir,
    apiBaseUrl: sandboxUrl,
    vault: createMemoryVault(),
    ...(options.scale ? { scale: options.scale } : {}),
    ...(options.workflow ? { workflow: options.workflow } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.after ? { after: options.after } : {}),
    ...(options.fetch ? { http: { fetch: options.fetch } } : {}),
    ...(options.warehouse ? { warehouse: options.warehouse } : {}),
    ...(options.printing ? { printing: options.printing } : {}),
  });
  await station.session.login({ email: DEMO.email, senha: DEMO.senha });
  await station.session.selectLoja(IDS.demoLoja);
  if (options.network)
    await station.registry.invoke('printers:add-network', { address: `127.0.0.1:${options.network.port}` });
  const routed = await station.registry.invoke('settings:update', {
    printers: { label: printerId, ...(options.routeDacePdf ? { dacePdf: printerId } : {}) },
    strictMode: true,
  });
  if (!routed.ok) throw new Error(`routing the printer failed: ${spoken(routed.error)}`);
  // The listener behind it reads what it is sent: no conversion, the tests compare the server's bytes.
  const profiled = await station.registry.invoke('printers:set-profile', { printerId, profile: PASS_THROUGH });
  if (!profiled.ok) throw new Error(`setting the printer profile failed: ${spoken(profiled.error)}`);
  return station;
}

export async function startDeskFixture(options: DeskFixtureOptions = {}): Promise<DeskFixture> {
  const printer = options.printer ?? 'cups';
  if (printer === 'cups') await ensureCupsd();
  const sandbox = options.shared?.sandbox ?? (await startTestSandbox(options.sandbox));
  const listener = options.shared?.listener ?? (await startPrintListener());
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'desk-')));
  const queue: RawQueue | undefined =
    printer === 'cups' && !options.printerId ? await createRawQueue({ port: listener.port }) : undefined;
  const printerId = options.printerId ?? (queue ? `cups:${queue.name}` : `network:127.0.0.1:${listener.port}`);
  const progress: BatchProgress[] = [];
  const clock = shiftedClock();
  const open = async () => {
    const station = await openStation(dataDir, sandbox.url, printerId, {
      now: clock.now,
      after: clock.after,
      ...(options.routeDacePdf ? { routeDacePdf: true } : {}),
      ...(options.scale ? { scale: options.scale } : {}),
      ...(options.workflow ? { workflow: options.workflow } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.warehouse ? { warehouse: options.warehouse } : {}),
      ...(options.printing ? { printing: options.printing } : {}),
      ...(printerId.startsWith('network:') ? { network: { port: listener.port } } : {}),
    });
    station.events.subscribe((name, payload) => {
      if (name === 'batch-progress') progress.push(payload as BatchProgress);
    });
    return station;
  };
  const fixture: DeskFixture = {
    sandbox,
    listener,
    dataDir,
    station: await open(),
    printerId,
    progress,
    clock,
    async call(channel, input) {
      const result = await fixture.station.registry.invoke(channel, input);
      if (!result.ok) throw new Error(`${channel} failed: ${result.error.kind}: ${spoken(result.error)}`);
      return result.value as never;
    },
    invoke: (channel, input) => fixture.station.registry.invoke(channel, input) as never,
    async balance(lojaId = IDS.demoLoja) {
      const wallet = (await sandbox.admin.wallets()).find((w) => w.lojaId === lojaId);
      if (!wallet) throw new Error(`no wallet for ${lojaId}`);
      return wallet.balanceCents;
    },
    async reopen() {
      await fixture.station.close();
      fixture.station = await open();
      return fixture.station;
    },
    async close() {
      await fixture.station.close();
      await queue?.remove();
      if (!options.shared) {
        await listener.close();
        await sandbox.close();
      }
      // Under heavy load a file once landed in the folder while it was being removed (ENOTEMPTY,
      // one CI run in many; which write finishes after close is not found yet): Node's own
      // retry removes the folder again.
      if (ownDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
  return fixture;
}

/**
 * Exactly `count` jobs reached the printer, and nothing else is on its way: the station's print
 * queue has finished every job and CUPS every job it took (test/support/printed.ts), so no grace
 * period is waited out.
 */
export function jobsExactly(f: DeskFixture, count: number): Promise<Buffer[]> {
  return printedExactly(f.listener, count, {
    queues: () => [f.station.printing.queue],
    cupsQueue: f.printerId.startsWith('cups:') ? f.printerId.slice('cups:'.length) : undefined,
  });
}

/** Polls `check` until it answers something truthy (test/support/until.ts), 30 s at most. */
export function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  return until(check, { what, timeoutMs, everyMs: 50 }) as Promise<T>;
}
