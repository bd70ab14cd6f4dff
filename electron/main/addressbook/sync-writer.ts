// A sync's writes happen on a thread of their own. Writing a page of new records costs some 10 ms
// of CPU (SQLite's row and FTS inserts); on the desk's thread that held every answer that came
// meanwhile (the next pages left late, 30-100 ms at 20 ms round trip) and the desk's own work with
// them. The writer thread (sync-writer-worker.ts) has its own connection to the book's file and
// runs PassWriter there (pass-writer.ts); the desk's thread only fetches, hands pages over and
// hears what each batch wrote. One request at a time, in the order sent.
//
// A small pass stays on the desk's thread (syncWriterFor): the background sync runs every five
// minutes beside the operator's labels, and starting a thread (loading its script, opening a
// connection) costs more CPU than writing a few hundred records that mostly did not change.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AddressKind } from '../../shared/addressbook';
import type { Db } from '../platform';
import {
  PassWriter,
  type BatchWritten,
  type PageToWrite,
  type PassFinished,
  type StillListed,
  type UnseenRow,
} from './pass-writer';

/**
 * Records up to which a kind's pass is written on the desk's thread: a page or ten of a book that
 * mostly did not change is a few milliseconds there, where starting the writer thread is some
 * 100 ms of CPU in a build (and a second under tsx) at every background sync.
 */
export const SMALL_PASS_RECORDS = 1_000;

/** Enough for a pass's bit sets and a few pages on their way; SQLite's pages are outside it. */
const WRITER_HEAP_MB = 128;
/**
 * The young generation, said outright. With only the old generation's limit given, V8 sized the
 * thread's heap so that it ran a full mark-compact every ~80 ms of a big pass (~250 for 100,000
 * records, their marking on V8's helper threads): ~4-6 s of the station's ~20-30 s of CPU for
 * the sync, which the sandbox needs on a 2-core machine (addressbook-sync.bench). With 32 MB it
 * runs ~10 and some 80 cheap scavenges.
 */
const WRITER_YOUNG_MB = 32;

export interface WriterSetup {
  file: string;
  partitionId: number;
}

type Shape = { pageSize: number | null; total: number | null };

export type WriterRequest =
  | {
      id: number;
      op: 'write';
      kind: AddressKind;
      generation: number;
      pages: PageToWrite[];
      shape: Shape;
      final: boolean;
      now: number;
    }
  | { id: number; op: 'unseen'; kind: AddressKind; generation: number }
  | {
      id: number;
      op: 'finish';
      kind: AddressKind;
      generation: number;
      agrees: boolean;
      now: number;
      listed: StillListed;
    }
  | { id: number; op: 'close' };

/** A request before its id is given. */
type Unsent = WriterRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export type WriterReply =
  { id: number; value: unknown } | { id: number; error: { name: string; message: string; stack?: string } };

/** What pull.ts asks of the writer (see PassWriter for what each does). */
export interface SyncWriter {
  write(
    kind: AddressKind,
    generation: number,
    pages: PageToWrite[],
    shape: Shape,
    final: boolean,
    now: number,
  ): Promise<BatchWritten>;
  unseen(kind: AddressKind, generation: number): Promise<UnseenRow[]>;
  finish(
    kind: AddressKind,
    generation: number,
    agrees: boolean,
    now: number,
    listed: StillListed,
  ): Promise<PassFinished>;
  /** Resolves once what was asked is written and the thread is gone. */
  close(): Promise<void>;
}

/**
 * Where the worker's script is: beside this module's source under tsx (tests), beside the bundle
 * in a build (out/main/addressbook-writer.js, an input of its own in electron.vite.config.ts).
 */
function workerScript(): { path: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts'))
    return { path: join(dirname(here), 'sync-writer-worker.ts'), execArgv: ['--import', 'tsx'] };
  for (const dir of [dirname(here), join(dirname(here), '..')]) {
    const candidate = join(dir, 'addressbook-writer.js');
    if (existsSync(candidate)) return { path: candidate, execArgv: [] };
  }
  return { path: join(dirname(here), 'addressbook-writer.js'), execArgv: [] };
}

/** Starts the writer thread for the book in `file` (partition `partitionId`). */
export function startSyncWriter(setup: WriterSetup): SyncWriter {
  const script = workerScript();
  const worker = new Worker(script.path, {
    execArgv: script.execArgv,
    workerData: setup,
    resourceLimits: { maxOldGenerationSizeMb: WRITER_HEAP_MB, maxYoungGenerationSizeMb: WRITER_YOUNG_MB },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let ended: Error | null = null;
  let last: Promise<unknown> = Promise.resolve();

  const endAll = (error: Error) => {
    ended ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: WriterReply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if ('error' in reply) {
      const error = new Error(reply.error.message);
      error.name = reply.error.name;
      if (reply.error.stack) error.stack = reply.error.stack;
      call.reject(error);
    } else call.resolve(reply.value);
  });
  worker.on('error', (error) => endAll(error));
  worker.on('exit', (code) => endAll(new Error(`the address book's writer thread ended (exit code ${code})`)));

  const ask = <T>(request: Unsent): Promise<T> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    const answer = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    worker.postMessage({ ...request, id } as WriterRequest);
    last = answer.catch(() => undefined);
    return answer;
  };

  return {
    write: (kind, generation, pages, shape, final, now) =>
      ask<BatchWritten>({ op: 'write', kind, generation, pages, shape, final, now }),
    unseen: (kind, generation) => ask<UnseenRow[]>({ op: 'unseen', kind, generation }),
    finish: (kind, generation, agrees, now, listed) =>
      ask<PassFinished>({ op: 'finish', kind, generation, agrees, now, listed }),
    close: async () => {
      await last;
      if (!ended) await ask({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/**
 * The writer of one sync: each kind's pass is written on the desk's thread (`desk`, the book's own
 * connection) when the server's total for it is at most SMALL_PASS_RECORDS, else on the writer
 * thread. The choice is made on a kind's first write and kept for the sync; a kind's writes and its
 * finish go to the same writer, in the order asked. The thread starts on the first write of a big
 * pass (its first pages wait in the queue meanwhile, the fetch goes on): neither the five-minute
 * sync of a small book nor a desk's first sync of one starts a thread beside the first labels.
 */
export function syncWriterFor(setup: WriterSetup, desk: Db): SyncWriter {
  let here: PassWriter | null = null;
  let thread: SyncWriter | null = null;
  const routes = new Map<AddressKind, 'here' | 'thread'>();
  const routeOf = (kind: AddressKind, total: number | null | undefined) => {
    let route = routes.get(kind);
    if (!route) {
      route = total != null && total <= SMALL_PASS_RECORDS ? 'here' : 'thread';
      routes.set(kind, route);
    }
    return route;
  };
  const onDesk = () => (here ??= new PassWriter(desk, setup.partitionId));
  const onThread = () => (thread ??= startSyncWriter(setup));
  return {
    write: async (kind, generation, pages, shape, final, now) =>
      routeOf(kind, shape.total) === 'here'
        ? onDesk().write(kind, generation, pages, shape, final, now)
        : onThread().write(kind, generation, pages, shape, final, now),
    // A pass that wrote nothing (no page came) is finished where its kind would have been written.
    unseen: async (kind, generation) =>
      (routes.get(kind) ?? 'here') === 'here' ? onDesk().unseen(kind, generation) : onThread().unseen(kind, generation),
    finish: async (kind, generation, agrees, now, listed) =>
      (routes.get(kind) ?? 'here') === 'here'
        ? onDesk().finish(kind, generation, agrees, now, listed)
        : onThread().finish(kind, generation, agrees, now, listed),
    close: async () => {
      await thread?.close();
    },
  };
}
