// The address book's writer thread (sync-writer.ts starts it for a sync): its own connection to
// the book's file (WAL: the desk's searches read meanwhile), one request at a time in the order
// sent, each answered with what it wrote or what it threw.
import { parentPort, workerData } from 'node:worker_threads';
import { openConnection } from '../platform';
import { PassWriter } from './pass-writer';
import type { WriterReply, WriterRequest, WriterSetup } from './sync-writer';

if (!parentPort) throw new Error('addressbook/sync-writer-worker.ts runs only as a worker thread');
const port = parentPort;
const setup = workerData as WriterSetup;
// The desk opened (and migrated) the book's file already: a second connection, set up the same way.
const db = openConnection(setup.file, { synchronous: 'NORMAL' });
// A pass rewrites the same index pages batch after batch (the server ids and the list order are
// random keys): SQLite's default 2 MB of pages read them again from the OS, and a checkpoint every
// 1,000 pages of WAL (4 MB, a few batches) copied them into the file and fsynced it each time.
// With 32 MB of pages (as the desk's connection) and a checkpoint every 8,192 pages (WAL up to
// 32 MB), 100,000 new recipients write ~1.2 → ~0.8 GB (six pages a batch, pull.ts), with half
// the kernel time and ~10-15% less CPU on this thread. The WAL is checkpointed once more as the thread closes (without waiting for
// readers), so the desk's next commit does not find 32 MB to copy.
db.exec('PRAGMA cache_size = -32768');
db.exec('PRAGMA wal_autocheckpoint = 8192');
const writer = new PassWriter(db, setup.partitionId);

port.on('message', (request: WriterRequest) => {
  let reply: WriterReply;
  try {
    if (request.op === 'write') {
      const { kind, generation, pages, shape, final, now } = request;
      reply = { id: request.id, value: writer.write(kind, generation, pages, shape, final, now) };
    } else if (request.op === 'unseen') {
      reply = { id: request.id, value: writer.unseen(request.kind, request.generation) };
    } else if (request.op === 'finish') {
      const { kind, generation, agrees, now, listed } = request;
      reply = { id: request.id, value: writer.finish(kind, generation, agrees, now, listed) };
    } else {
      try {
        db.exec('PRAGMA wal_checkpoint(PASSIVE)');
      } catch {
        // a checkpoint is only tidying: the desk's next commit does it otherwise
      }
      db.close();
      port.postMessage({ id: request.id, value: null } satisfies WriterReply);
      port.close();
      return;
    }
  } catch (error) {
    const { name = 'Error', message = String(error), stack } = error instanceof Error ? error : {};
    reply = { id: request.id, error: { name, message, ...(stack ? { stack } : {}) } };
  }
  port.postMessage(reply);
});
