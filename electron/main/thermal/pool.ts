// One conversion worker, started on first use and restarted if it dies; requests queue in it.
// Label conversions are short and a desk prints one label at a time, so one thread is enough
// and keeps MuPDF's memory (tens of MB) paid once.
//
// A worker that dies mid-job (out of memory, a PDF that brings MuPDF down, an exception) takes
// no job with it: the job it was converting is tried once more in a fresh worker, and the jobs
// queued behind it are simply sent there. Only a job that kills two workers in a row is answered
// `crashed`; the print queue then leaves it failed, its bytes kept for a reprint.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PrinterProfile } from '../../shared/printer-profile';
import type { ConvertOptions, PrinterJob } from './convert';
import { fail, type ThermalResult } from './errors';
import type { TestOnlyCrash, WorkerRequest, WorkerResponse } from './protocol';

export interface ConversionPoolOptions {
  /** Where the worker's script is; found next to this module (source or build) when left out. */
  workerPath?: string;
}

/** A job's tries in fresh workers after the one it was converting in died: once. */
const RETRIES_AFTER_CRASH = 1;

/**
 * A runaway conversion dies in its own thread instead of growing main's heap. A 600 dpi label
 * needs a few MB of JS heap (MuPDF's pixmaps live in its WebAssembly memory), so this is ample.
 */
const WORKER_HEAP_MB = 256;

/**
 * From source (tsx, vitest) the worker is worker.ts and needs tsx's loader; in the electron-vite
 * build it is out/main/thermal-worker.js (an input of its own in electron.vite.config.ts).
 */
function defaultWorker(): { path: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return { path: join(dirname(here), 'worker.ts'), execArgv: ['--import', 'tsx'] };
  for (const dir of [dirname(here), join(dirname(here), '..')]) {
    const candidate = join(dir, 'thermal-worker.js');
    if (existsSync(candidate)) return { path: candidate, execArgv: [] };
  }
  return { path: join(dirname(here), 'thermal-worker.js'), execArgv: [] };
}

/** How a worker ended mid-job: it exited, or it threw (an Error, or the stack the worker sent). */
type WorkerEnd = { exitCode: number } | { threw: unknown };

interface PendingJob {
  bytes: Uint8Array;
  profile: PrinterProfile;
  options: ConvertOptions;
  /** Workers this job was converting in when they died. */
  crashes: number;
  /** The worker it was last sent to. */
  worker: Worker | undefined;
  resolve: (result: ThermalResult<PrinterJob>) => void;
}

export class ConversionPool {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, PendingJob>();
  /** Workers stopped on purpose after a job threw: their exit charges no job a second time. */
  private readonly retired = new WeakSet<Worker>();
  private testOnlyCrashes: TestOnlyCrash[] = [];

  constructor(private readonly options: ConversionPoolOptions = {}) {}

  convert(
    bytes: Uint8Array,
    profile: PrinterProfile,
    options: ConvertOptions = {},
  ): Promise<ThermalResult<PrinterJob>> {
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.pending.set(id, { bytes, profile, options, crashes: 0, worker: undefined, resolve });
      this.post(id);
    });
  }

  /**
   * TEST ONLY: the next `count` requests make their worker die in this way mid-job, so tests
   * prove that a crashed conversion is retried once and never loses or prints a job.
   */
  testOnlyCrashNext(how: TestOnlyCrash, count = 1): void {
    this.testOnlyCrashes.push(...Array.from({ length: count }, () => how));
  }

  /** Stops the worker; a conversion still waiting is answered, never left hanging. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    this.testOnlyCrashes = [];
    for (const id of [...this.pending.keys()]) this.settle(id, fail('crashed', 'engineStopped'));
    if (worker) {
      this.retired.add(worker);
      await worker.terminate();
    }
  }

  private post(id: number): void {
    const job = this.pending.get(id);
    if (!job) return;
    const worker = this.start();
    const ready = this.ready;
    job.worker = worker;
    // Referenced while work is pending, so a script waiting on a conversion does not exit early.
    worker.ref();
    const crash = this.testOnlyCrashes.shift();
    // A copy goes over (the job keeps its bytes for a retry); the answer's bytes are transferred back.
    const request: WorkerRequest = {
      id,
      bytes: new Uint8Array(job.bytes),
      profile: job.profile,
      options: job.options,
      ...(crash ? { testOnlyCrash: crash } : {}),
    };
    void ready?.then(() => worker.postMessage(request, [request.bytes.buffer as ArrayBuffer]));
  }

  private settle(id: number, result: ThermalResult<PrinterJob>): void {
    const job = this.pending.get(id);
    if (!job) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    job.resolve(result);
  }

  /**
   * The job crashed its worker: tried once more in a fresh one, then answered `crashed` with how
   * the last one ended: its exit code, or what it threw (Node's or the worker's words, quoted).
   */
  private crashed(id: number, how: WorkerEnd): boolean {
    const job = this.pending.get(id);
    if (!job) return false;
    job.crashes++;
    if (job.crashes <= RETRIES_AFTER_CRASH) return true;
    this.settle(
      id,
      'exitCode' in how
        ? fail('crashed', 'workerExited', { code: how.exitCode })
        : fail('crashed', 'workerFailed', {}, how.threw),
    );
    return false;
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const found = this.options.workerPath ? { path: this.options.workerPath, execArgv: [] } : defaultWorker();
    const worker = new Worker(found.path, {
      execArgv: found.execArgv,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve) => {
      const onReady = (message: unknown) => {
        if ((message as { ready?: boolean }).ready) {
          worker.off('message', onReady);
          resolve();
        }
      };
      worker.on('message', onReady);
    });
    worker.on('message', (message: WorkerResponse | { ready: true }) => {
      if (!('id' in message)) return;
      if ('result' in message) return this.settle(message.id, message.result);
      // It threw: MuPDF's memory may be left broken, so this worker converts nothing more. Its
      // exit sends the jobs queued in it (and this one, if it has a try left) to a fresh one.
      this.crashed(message.id, { threw: message.crash });
      this.retire(worker);
    });
    const onDeath = (how: WorkerEnd) => {
      const charged = this.retired.has(worker);
      this.retire(worker);
      const mine = [...this.pending].filter(([, job]) => job.worker === worker).map(([id]) => id);
      // The worker converts one message at a time, in order: the oldest job sent to it is the one
      // it died in. The others were only waiting.
      const [current, ...waiting] = mine;
      if (current !== undefined && (charged || this.crashed(current, how))) this.post(current);
      for (const id of waiting) this.post(id);
    };
    worker.on('error', (error) => onDeath({ threw: error }));
    worker.on('exit', (code) => onDeath({ exitCode: code }));
    // A worker with nothing to do must not keep the app (or a test) alive.
    worker.unref();
    return worker;
  }

  /** Stops sending this worker anything; the next job starts a new one. */
  private retire(worker: Worker): void {
    this.retired.add(worker);
    if (this.worker === worker) {
      this.worker = undefined;
      this.ready = undefined;
      void worker.terminate();
    }
  }
}
