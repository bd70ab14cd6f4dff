// A stand-in for a network label printer: a TCP listener on 127.0.0.1 that writes the bytes of
// each connection to its own file (one file a job) in a temp dir. It can be stopped and
// started again on the same port, like a printer switched off and on. Connections that send
// nothing (a readiness probe) are not jobs, as a real printer prints nothing for them.
// With `zebra`, it also answers as a Zebra does on its raw port: ~HI with its identification
// and ~HS with its three host status strings (framed STX…ETX CR LF, ZPL II Programming Guide);
// a connection that only asked is not a job either.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface PrintListener {
  readonly port: number;
  readonly dir: string;
  /** The jobs received so far, oldest first, read back from their files. */
  jobs(): Promise<Buffer[]>;
  /** Connections taken so far, and those still open (a closed one that sent bytes is a job by now). */
  connections(): { accepted: number; open: number };
  /** Resolves once at least `count` jobs arrived; rejects after the timeout. */
  waitForJobs(count: number, timeoutMs?: number): Promise<Buffer[]>;
  /** Closes the port and drops open connections (the printer is switched off). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  /** Stops and deletes the folder. */
  close(): Promise<void>;
}

/** What a fake Zebra's ~HS reports; every flag off is a printer ready to print. */
export interface ZebraFlags {
  paperOut?: boolean;
  paused?: boolean;
  headOpen?: boolean;
  ribbonOut?: boolean;
  thermalTransfer?: boolean;
}

export interface ZebraAnswers {
  /** ~HI's answer, e.g. "ZD220-203dpi,V84.20.18Z,8,8192KB" (model, firmware, dots per mm, memory). */
  identity: string;
  /** ~HS's flags, read at each question (a test may change them between purchases). */
  status?: () => ZebraFlags;
}

const frame = (text: string) => `\u0002${text}\u0003\r\n`;

/** ~HS's three strings for these flags (label length 1218 dots, nothing in the buffer). */
export function hostStatusAnswer(flags: ZebraFlags = {}): string {
  const bit = (value: boolean | undefined) => (value ? '1' : '0');
  return (
    frame(`030,${bit(flags.paperOut)},${bit(flags.paused)},1218,000,0,0,0,000,0,0,0`) +
    frame(`001,0,${bit(flags.headOpen)},${bit(flags.ribbonOut)},${bit(flags.thermalTransfer)},2,6,0,00000000,1,000`) +
    frame('1234,0')
  );
}

export async function startPrintListener(options: { zebra?: ZebraAnswers } = {}): Promise<PrintListener> {
  const dir = await mkdtemp(join(tmpdir(), 'print-listener-'));
  const sockets = new Set<Socket>();
  let written = 0;
  let accepted = 0;
  let pending = Promise.resolve();
  const waiters = new Set<() => void>();
  const onConnection = (socket: Socket) => {
    sockets.add(socket);
    accepted++;
    const chunks: Buffer[] = [];
    let query = false;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const zebra = options.zebra;
      if (!zebra) return;
      const text = Buffer.concat(chunks).toString('latin1');
      // Only a connection that asks and nothing else: a job's own ~ commands are not questions.
      if (!/^(\s*~H[IS])+\s*$/i.test(text)) return;
      query = true;
      chunks.length = 0;
      for (const [asked] of text.matchAll(/~H[IS]/gi))
        socket.write(asked.toUpperCase() === '~HI' ? frame(zebra.identity) : hostStatusAnswer(zebra.status?.() ?? {}));
    });
    socket.on('error', () => undefined);
    socket.on('end', () => {
      const bytes = Buffer.concat(chunks);
      if (bytes.length > 0 && !query) {
        const name = `job-${String(++written).padStart(4, '0')}.bin`;
        pending = pending.then(() => writeFile(join(dir, name), bytes)).then(() => waiters.forEach((wake) => wake()));
      }
      socket.end();
    });
    socket.on('close', () => sockets.delete(socket));
  };
  let server: Server = createServer(onConnection);
  await listen(server, 0);
  const port = (server.address() as { port: number }).port;

  const jobs = async () => {
    await pending;
    const names = (await readdir(dir)).filter((n) => n.endsWith('.bin')).sort();
    return Promise.all(names.map((n) => readFile(join(dir, n))));
  };
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((ok) => server.close(() => ok()));
  };
  return {
    port,
    dir,
    jobs,
    connections: () => ({ accepted, open: sockets.size }),
    async waitForJobs(count, timeoutMs = 20_000) {
      // Woken by each job written (no polling); the deadline is the only timer.
      let late = false;
      let wake: () => void = () => undefined;
      const deadline = setTimeout(() => {
        late = true;
        wake();
      }, timeoutMs);
      try {
        for (;;) {
          const arrived = new Promise<void>((resolve) => {
            wake = resolve;
            waiters.add(resolve);
          });
          const received = await jobs();
          if (received.length >= count) return received;
          if (late)
            throw new Error(
              `the printer listener got ${received.length} job(s), expected ${count}, within ${timeoutMs} ms`,
            );
          await arrived;
          waiters.delete(wake);
        }
      } finally {
        clearTimeout(deadline);
        waiters.delete(wake);
      }
    },
    stop,
    async restart() {
      await stop();
      server = createServer(onConnection);
      await listen(server, port);
    },
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok());
  });
}

/**
 * A port on 127.0.0.1 where connecting hangs (for connect timeouts without leaving loopback):
 * a listener in a worker whose event loop is blocked never accepts, so once its small backlog
 * is filled, the kernel drops further connection attempts and they wait, as with a printer
 * that is off on a network that drops packets.
 */
export async function startUnresponsiveListener(): Promise<{ port: number; close: () => Promise<void> }> {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const server = require('node:net').createServer();
     server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
       parentPort.postMessage(server.address().port);
       setImmediate(() => { while (Atomics.load(workerData, 0) === 0) Atomics.wait(workerData, 0, 0); server.close(); });
     });`,
    { eval: true, workerData: flag },
  );
  const port = await new Promise<number>((ok) => worker.once('message', ok));
  const fillers: Socket[] = [];
  // Fill the accept queue until a connection attempt no longer completes.
  for (let i = 0; i < 16; i++) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    fillers.push(socket);
    const connected = await new Promise<boolean>((ok) => {
      socket.once('connect', () => ok(true));
      setTimeout(() => ok(false), 300);
    });
    if (!connected) break;
  }
  return {
    port,
    async close() {
      fillers.forEach((s) => s.destroy());
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      await worker.terminate();
    },
  };
}
