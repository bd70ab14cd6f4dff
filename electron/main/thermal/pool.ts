// One conversion worker, started on first use and restarted if it dies; requests queue in it.
// Label conversions are short and a desk prints one label at a time, so one thread is enough
// and keeps MuPDF's memory (tens of MB) paid once.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PrinterProfile } from '../../shared/printer-profile';
import type { ConvertOptions, PrinterJob } from './convert';
import { fail, type ThermalResult } from './errors';
import type { WorkerRequest, WorkerResponse } from './protocol';

export interface ConversionPoolOptions {
  /** Where the worker's script is; found next to this module (source or build) when left out. */
  workerPath?: string;
}

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

export class ConversionPool {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, (result: ThermalResult<PrinterJob>) => void>();

  constructor(private readonly options: ConversionPoolOptions = {}) {}

  convert(
    bytes: Uint8Array,
    profile: PrinterProfile,
    options: ConvertOptions = {},
  ): Promise<ThermalResult<PrinterJob>> {
    const worker = this.start();
    const id = this.nextId++;
    // Referenced while work is pending, so a script waiting on a conversion does not exit early.
    worker.ref();
    return new Promise((resolve) => {
      this.pending.set(id, (result) => {
        if (this.pending.size === 0) worker.unref();
        resolve(result);
      });
      // A copy goes over (the caller keeps its bytes); the answer's bytes are transferred back.
      const request: WorkerRequest = { id, bytes: new Uint8Array(bytes), profile, options };
      void this.ready?.then(() => worker.postMessage(request, [request.bytes.buffer as ArrayBuffer]));
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const found = this.options.workerPath ? { path: this.options.workerPath, execArgv: [] } : defaultWorker();
    const worker = new Worker(found.path, { execArgv: found.execArgv });
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
      const resolve = this.pending.get(message.id);
      this.pending.delete(message.id);
      // (resolve unrefs the worker once nothing is pending)
      if (!resolve) return;
      resolve('result' in message ? message.result : fail('unreadable', `the conversion failed: ${message.crash}`));
    });
    const onDeath = (reason: string) => {
      if (this.worker === worker) {
        this.worker = undefined;
        this.ready = undefined;
      }
      for (const [id, resolve] of this.pending) {
        this.pending.delete(id);
        resolve(fail('unreadable', `the conversion worker stopped: ${reason}`));
      }
    };
    worker.on('error', (error) => onDeath(error.message));
    worker.on('exit', (code) => onDeath(`exit code ${code}`));
    // A worker with nothing to do must not keep the app (or a test) alive.
    worker.unref();
    return worker;
  }
}
