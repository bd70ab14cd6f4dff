// Real CUPS for the printing tests: starts cupsd when it is not running (as root, as
// scripts/test.sh does), and creates raw queues pointed at a print listener. Raw queues pass
// every byte through unchanged (PDF included), so tests can compare bytes exactly; a file:
// device does not work for raw queues, hence a socket:// device and a TCP listener.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { startPrintListener, type PrintListener } from './print-listener';
import { until } from './until';

const exec = promisify(execFile);
const C = { env: { ...process.env, LC_ALL: 'C', LANG: 'C' } };

async function schedulerRunning(): Promise<boolean> {
  try {
    const { stdout } = await exec('lpstat', ['-r'], C);
    return /scheduler is running/.test(stdout);
  } catch {
    return false;
  }
}

/** Makes sure cupsd answers; starts it when this process may (root). */
export async function ensureCupsd(): Promise<void> {
  if (await schedulerRunning()) return;
  if (process.getuid?.() !== 0)
    throw new Error('CUPS is not running and only root can start cupsd here; run the tests through scripts/test.sh');
  spawn('cupsd', [], { stdio: 'ignore', detached: true }).unref();
  await until(schedulerRunning, { what: 'cupsd to start', timeoutMs: 10_000, everyMs: 100 });
}

/** A queue name nobody else uses (tests run in parallel with other suites' queues). */
export function uniqueQueueName(prefix = 'SS-Test'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** A test queue (raw or with a driver) and how to take it away again. */
export interface RawQueue {
  name: string;
  remove(): Promise<void>;
}

/**
 * `lpadmin -p NAME -E -v socket://127.0.0.1:PORT -m raw`. The socket backend retries a printer
 * that does not answer on its own (5 s, then 10, 15 … up to 30 s between attempts) and keeps
 * the queue enabled meanwhile, so tests that switch the listener off bring it back within 5 s.
 */
export async function createRawQueue(options: {
  port: number;
  name?: string;
  description?: string;
  extra?: string[];
}): Promise<RawQueue> {
  const name = options.name ?? uniqueQueueName();
  const args = [
    '-p',
    name,
    '-E',
    '-v',
    `socket://127.0.0.1:${options.port}`,
    '-m',
    'raw',
    ...(options.description ? ['-D', options.description] : []),
    ...(options.extra ?? []),
  ];
  // lpadmin warns that raw queues are deprecated (CUPS 2.4) on stderr; they still work.
  await exec('lpadmin', args, C);
  return removable(name);
}

/**
 * A CUPS queue with a driver (a PPD such as drv:///sample.drv/zebraep2.ppd) in front of a listener
 * on `port`; `dpi` sets the driver's Resolution (`-o Resolution=300dpi`), as for a 300 dpi printer.
 */
export async function createDriverQueue(options: {
  port: number;
  ppd: string;
  prefix?: string;
  dpi?: 203 | 300 | 600;
}): Promise<RawQueue> {
  const name = uniqueQueueName(options.prefix);
  const resolution = options.dpi ? ['-o', `Resolution=${options.dpi}dpi`] : [];
  await exec(
    'lpadmin',
    ['-p', name, '-E', '-v', `socket://127.0.0.1:${options.port}`, '-m', options.ppd, ...resolution],
    C,
  );
  return removable(name);
}

/** A printer with a driver as a desk has one: a listener behind a CUPS queue made with this PPD. */
export interface DriverPrinter {
  listener: PrintListener;
  queue: RawQueue;
  target: { kind: 'cups'; name: string };
  close(): Promise<void>;
}

export async function startDriverPrinter(options: {
  ppd: string;
  prefix: string;
  dpi?: 203 | 300 | 600;
}): Promise<DriverPrinter> {
  await ensureCupsd();
  const listener = await startPrintListener();
  const queue = await createDriverQueue({ port: listener.port, ...options });
  return {
    listener,
    queue,
    target: { kind: 'cups', name: queue.name },
    async close() {
      await queue.remove();
      await listener.close();
    },
  };
}

function removable(name: string): RawQueue {
  return {
    name,
    async remove() {
      await exec('cancel', ['-a', '-x', name], C).catch(() => undefined);
      await exec('lpadmin', ['-x', name], C).catch(() => undefined);
    },
  };
}

/** The system default destination, if one is set. */
export async function defaultQueue(): Promise<string | undefined> {
  const { stdout } = await exec('lpstat', ['-d'], C).catch(() => ({ stdout: '' }));
  return /^system default destination: (\S+)$/m.exec(stdout)?.[1];
}

export async function setDefaultQueue(name: string): Promise<void> {
  await exec('lpadmin', ['-d', name], C);
}

/** Runs a CUPS admin command (cupsdisable, cupsreject, …) with an argument list. */
export async function cupsAdmin(
  command: 'cupsdisable' | 'cupsenable' | 'cupsreject' | 'cupsaccept',
  name: string,
  reason?: string,
): Promise<void> {
  await exec(command, [...(reason ? ['-r', reason] : []), name], C);
}

/** Waits until CUPS has delivered `count` jobs to the listener (CUPS hands jobs over asynchronously). */
export async function waitForCupsDelivery(
  listener: { waitForJobs(count: number, timeoutMs?: number): Promise<Buffer[]> },
  count: number,
  timeoutMs = 20_000,
): Promise<Buffer[]> {
  return listener.waitForJobs(count, timeoutMs);
}

/** Jobs CUPS has not finished for a queue, by job number (lpstat lists them for all queues). */
export async function pendingCupsJobs(): Promise<number[]> {
  const { stdout } = await exec('lpstat', ['-W', 'not-completed', '-o'], C).catch(() => ({ stdout: '' }));
  return [...stdout.matchAll(/^\S+-(\d+)\s/gm)].map((m) => Number(m[1]));
}

/**
 * The jobs CUPS has for one queue, by job number: all it ever took (CUPS keeps a finished job's
 * history), or only those it has not finished. Tests count them to prove a label went to CUPS
 * once, and that nothing is still on its way to the printer.
 */
export async function cupsJobsOf(queue: string, which: 'all' | 'not-completed' = 'all'): Promise<number[]> {
  const { stdout } = await exec('lpstat', ['-W', which, '-o', queue], C);
  const prefix = `${queue}-`;
  return stdout
    .split('\n')
    .map((line) => line.split(/\s/, 1)[0] ?? '')
    .filter((id) => id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length)))
    .map((id) => Number(id.slice(prefix.length)));
}

/** The jobs CUPS holds for a queue (submitted held, never printed until released), by job number. */
export async function heldCupsJobsOf(queue: string): Promise<number[]> {
  const { stdout } = await exec('lpstat', ['-W', 'not-completed', '-l', '-o', queue], C);
  const held: number[] = [];
  let job: number | undefined;
  for (const line of stdout.split('\n')) {
    const id = line.startsWith(`${queue}-`) ? Number(line.slice(queue.length + 1).split(/\s/, 1)[0]) : undefined;
    if (id !== undefined) job = id;
    else if (job !== undefined && /job-hold-until-specified/.test(line)) held.push(job);
  }
  return held;
}
