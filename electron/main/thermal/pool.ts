// One conversion worker, started on first use and restarted if it dies or runs late; requests
// wait their turn here and the worker is given one at a time. Label conversions are short and a
// desk prints one label at a time, so one thread is enough and keeps MuPDF's memory (tens of MB)
// paid once.
//
// A worker that dies mid-job (out of memory, a PDF that brings MuPDF down, an exception) takes
// no job with it: the job it was converting is tried once more in a fresh worker, and the jobs
// waiting behind it go there. Only a job that kills two workers in a row is answered `crashed`;
// the print queue then leaves it failed, its bytes kept for a reprint.
//
// A job still converting at its deadline (limits.ts: a hostile PDF or ZPL can ask for minutes)
// ends its worker: terminate() is the only way to stop WebAssembly mid-call. It is answered
// `timed-out` and not tried again (the same bytes would take as long); the next job starts a
// fresh worker, so one document never holds back the labels and test pages behind it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PrinterProfile } from '../../shared/printer-profile';
import type { ConvertOptions, PrinterJob } from './convert';
import { thermalError, type ThermalError } from './errors';
import { failed, type Result } from '../../shared/result';
import { CONVERSION_DEADLINE_MS } from './limits';
import type { TestOnlyCrash, WorkerRequest, WorkerResponse } from './protocol';

export interface ConversionPoolOptions {
  /** Where the worker's script is; found next to this module (source or build) when left out. */
  workerPath?: string;
  /** How long a conversion may run when its options name no deadline (CONVERSION_DEADLINE_MS). */
  deadlineMs?: number;
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
  resolve: (result: Result<PrinterJob, ThermalError>) => void;
}

/** The job the worker converts now, and its deadline. */
interface Current {
  id: number;
  worker: Worker;
  deadline: ReturnType<typeof setTimeout> | undefined;
}

export class ConversionPool {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, PendingJob>();
  /** Jobs waiting for the worker, oldest first (a job tried again after a crash goes first). */
  private readonly waiting: number[] = [];
  private current: Current | undefined;
  /** Workers given up on (a job threw in them, they died, or ran late): nothing they say counts. */
  private readonly retired = new WeakSet<Worker>();
  private testOnlyCrashes: TestOnlyCrash[] = [];

  constructor(private readonly options: ConversionPoolOptions = {}) {}

  convert(
    bytes: Uint8Array,
    profile: PrinterProfile,
    options: ConvertOptions = {},
  ): Promise<Result<PrinterJob, ThermalError>> {
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.pending.set(id, { bytes, profile, options, crashes: 0, resolve });
      this.waiting.push(id);
      this.next();
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
    this.stopCurrent();
    this.waiting.length = 0;
    for (const id of [...this.pending.keys()]) this.settle(id, failed(thermalError('crashed', 'engineStopped')));
    if (worker) {
      this.retired.add(worker);
      await worker.terminate();
    }
  }

  /** Gives the worker the oldest waiting job, when it has none. */
  private next(): void {
    if (this.current) return;
    const id = this.waiting.shift();
    if (id === undefined) {
      this.worker?.unref();
      return;
    }
    const job = this.pending.get(id);
    if (!job) return this.next();
    const worker = this.start();
    const ready = this.ready;
    const current: Current = { id, worker, deadline: undefined };
    this.current = current;
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
    void ready?.then(() => {
      if (this.current !== current) return;
      worker.postMessage(request, [request.bytes.buffer as ArrayBuffer]);
      // The clock starts when the worker has the job: a fresh worker's start and the jobs ahead
      // of this one are not its time.
      const ms = job.options.deadlineMs ?? this.options.deadlineMs ?? CONVERSION_DEADLINE_MS;
      current.deadline = setTimeout(() => this.late(current, ms), ms);
    });
  }

  /** The job ran past its deadline: answered, and its worker ended; the next job gets a fresh one. */
  private late(current: Current, ms: number): void {
    if (this.current !== current) return;
    this.current = undefined;
    this.retire(current.worker);
    this.settle(
      current.id,
      failed(thermalError('timed-out', 'conversionTimedOut', { seconds: Math.round(ms / 100) / 10 })),
    );
    this.next();
  }

  private stopCurrent(): void {
    if (this.current?.deadline) clearTimeout(this.current.deadline);
    this.current = undefined;
  }

  private settle(id: number, result: Result<PrinterJob, ThermalError>): void {
    const job = this.pending.get(id);
    if (!job) return;
    this.pending.delete(id);
    job.resolve(result);
  }

  /**
   * The job crashed its worker: tried once more in a fresh one (first in line), then answered
   * `crashed` with how the last one ended: its exit code, or what it threw (Node's or the
   * worker's words, quoted).
   */
  private crashed(id: number, how: WorkerEnd): void {
    const job = this.pending.get(id);
    if (!job) return;
    job.crashes++;
    if (job.crashes <= RETRIES_AFTER_CRASH) {
      this.waiting.unshift(id);
      return;
    }
    this.settle(
      id,
      'exitCode' in how
        ? failed(thermalError('crashed', 'workerExited', { code: how.exitCode }))
        : failed(thermalError('crashed', 'workerFailed', {}, how.threw)),
    );
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
      if (!('id' in message) || this.retired.has(worker)) return;
      const current = this.current;
      if (current?.worker !== worker || current.id !== message.id) return;
      this.stopCurrent();
      if ('result' in message) this.settle(message.id, message.result);
      else {
        // It threw: MuPDF's memory may be left broken, so this worker converts nothing more.
        this.crashed(message.id, { threw: message.crash });
        this.retire(worker);
      }
      this.next();
    });
    const onDeath = (how: WorkerEnd) => {
      if (this.retired.has(worker)) return;
      this.retire(worker);
      const current = this.current;
      if (current?.worker === worker) {
        this.stopCurrent();
        this.crashed(current.id, how);
      }
      this.next();
    };
    worker.on('error', (error) => onDeath({ threw: error }));
    worker.on('exit', (code) => onDeath({ exitCode: code }));
    // A worker with nothing to do must not keep the app (or a test) alive.
    worker.unref();
    return worker;
  }

  /** Stops sending this worker anything and ends it; the next job starts a new one. */
  private retire(worker: Worker): void {
    this.retired.add(worker);
    if (this.worker === worker) {
      this.worker = undefined;
      this.ready = undefined;
    }
    void worker.terminate();
  }
}
