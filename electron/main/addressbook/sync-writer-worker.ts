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
