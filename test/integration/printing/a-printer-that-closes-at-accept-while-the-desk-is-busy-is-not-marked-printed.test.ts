// Issue 15's "printed means delivered" on a busy desk (the faults bench's tcp-close-at-accept
// lost 4 labels in 50 under load this way). The printer, another process as a real one is,
// closes the connection at accept: its FIN reaches the desk before the label's bytes, which its
// system then answers with a reset. The desk's event loop is busy (a long conversion, a loaded
// two-core PC) from right after the bytes are written until past the wait for a close at accept:
// the close sits in the desk's kernel, unread, and Node runs the expired wait's timer before it
// polls the socket. The station used to send its end there and read the close just after it, as
// the printer's answer to our end: "printed", nothing printed. Now its end leaves only after the
// loop has read the socket once more, and the job fails as not delivered (safe to send again).
// Both ways a job gets its connection: a new one, and one opened ahead (WarmConnections).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { sendOverTcp, WarmConnections } from '../../../electron/main/printing/paths/tcp';

const children: ChildProcess[] = [];
const dirs: string[] = [];
const pools: WarmConnections[] = [];
afterEach(() => {
  pools.splice(0).forEach((p) => p.close());
  children.splice(0).forEach((c) => c.kill());
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

// The printer: closes every connection at accept, then appends a byte to `closed` (one a
// connection) and, for every byte it ever read, to `read` (none: it reads nothing).
const PRINTER = `
const net = require('node:net');
const fs = require('node:fs');
const [closed, read] = process.argv.slice(1);
const server = net.createServer((socket) => {
  socket.on('data', (chunk) => fs.appendFileSync(read, chunk));
  socket.on('error', () => undefined);
  socket.destroy();
  fs.appendFileSync(closed, 'x');
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function closingPrinter() {
  const dir = mkdtempSync(join(tmpdir(), 'closing-printer-'));
  dirs.push(dir);
  const closed = join(dir, 'closed');
  const read = join(dir, 'read');
  const child = spawn(process.execPath, ['-e', PRINTER, closed, read], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the printer process exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(Number(line)));
  });
  const size = (file: string) => {
    try {
      return readFileSync(file).length;
    } catch {
      return 0;
    }
  };
  return {
    target: { kind: 'network' as const, host: '127.0.0.1', port },
    /** Connections it has closed so far. */
    closed: () => size(closed),
    /** Bytes it has read: a printer that closes at accept reads none. */
    read: () => size(read),
  };
}

/** The desk's loop, stuck in synchronous work, until `done` holds (at most 10 s). */
function busyUntil(done: () => boolean): void {
  const deadline = performance.now() + 10_000;
  while (!done() && performance.now() < deadline);
}

/**
 * Right before the first byte leaves (onConnected): waits, as a stuck loop does, for the
 * printer's close to be sent, then keeps the loop stuck from right after the write for 600 ms,
 * past the longest wait for a close at accept (500 ms), so that wait's timer is already due when
 * the loop next gets to the socket.
 */
const busyDesk = (printer: { closed: () => number }, closes: number) => () => {
  busyUntil(() => printer.closed() >= closes);
  setImmediate(() => {
    const until = performance.now() + 600;
    busyUntil(() => performance.now() > until);
  });
};

const label = new TextEncoder().encode(
  `^XA^FO50,50^A0N,40,40^FDPX123456785BR^FS${'^FO0,0^GB10,10,1^FS'.repeat(200)}^XZ\n`,
);

describe('a printer that closes at accept, on a desk whose loop is busy', () => {
  it('on a new connection gets a failed job that may be sent again, not a printed one', async () => {
    const printer = await closingPrinter();
    const result = await sendOverTcp(label, printer.target, { onConnected: busyDesk(printer, 1) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'print-failed', afterConnect: false } });
    expect(printer.read()).toBe(0);
  });

  it('on a connection opened ahead gets a failed job too', async () => {
    const printer = await closingPrinter();
    const warm = new WarmConnections();
    pools.push(warm);
    warm.warm(printer.target);
    // The job takes the connection before the loop has read anything from it.
    const result = await sendOverTcp(label, printer.target, { warm, onConnected: busyDesk(printer, 1) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'print-failed', afterConnect: false } });
    expect(printer.read()).toBe(0);
  });
});
