// Issue 15: "printed means delivered". A TCP printer that accepts the connection and closes it
// at once, or accepts and never reads, must not get the job marked printed: the job fails as not
// delivered (safe to send again) when the printer closed early, and as unknown (for the operator
// to check, never resent by itself) when it kept the bytes without a word.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendOverTcp } from '../../../electron/main/printing/paths/tcp';
import { spoken } from '../../support/said';
import type { Said } from '../../../electron/shared/messages';

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.destroy());
  await Promise.all(servers.splice(0).map((s) => new Promise((ok) => s.close(ok))));
});

/** A "printer" on loopback that does what `onConnection` says; counts the bytes it really read. */
async function printer(onConnection: (socket: Socket, read: (n: number) => void) => void, neverReads = false) {
  let bytesRead = 0;
  // pauseOnConnect: the "printer" process does not read from the socket at all, so the bytes
  // stay in its system's receive buffer, as on a printer that hangs.
  const server = createServer({ pauseOnConnect: neverReads }, (socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    onConnection(socket, (n) => (bytesRead += n));
  });
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return { target: { kind: 'network' as const, host: '127.0.0.1', port }, bytesRead: () => bytesRead };
}

const label = new TextEncoder().encode(
  `^XA^FO50,50^A0N,40,40^FDPX123456785BR^FS${'^FO0,0^GB10,10,1^FS'.repeat(200)}^XZ\n`,
);

describe('a TCP printer', () => {
  it('that closes at accept gets a failed job that may be sent again, not a printed one', async () => {
    const p = await printer((socket) => socket.destroy());
    const result = await sendOverTcp(label, p.target);
    expect(result).toMatchObject({ ok: false, error: { kind: 'print-failed', afterConnect: false } });
    expect(p.bytesRead()).toBe(0);
  });

  it('that ends its side at accept without reading is not marked printed either', async () => {
    const p = await printer((socket) => socket.end());
    const result = await sendOverTcp(label, p.target);
    expect(result).toMatchObject({ ok: false, error: { kind: 'print-failed', afterConnect: false } });
  });

  it('that never reads is not confirmed: its outcome is unknown, never printed and never sent again by itself', async () => {
    const p = await printer(() => undefined, true);
    const started = Date.now();
    const result = await sendOverTcp(label, p.target, { closeTimeoutMs: 300 });
    // afterConnect: the queue marks the job failed for the operator to check, and does not resend it.
    expect(result).toMatchObject({ ok: false, error: { kind: 'outcome-unknown', afterConnect: true } });
    expect(spoken((result as { error: { said: Said } }).error.said)).toContain('Confira se saiu');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('that reads the whole job and then closes is printed, byte for byte', async () => {
    const chunks: Buffer[] = [];
    const p = await printer((socket, read) => {
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        read(chunk.length);
      });
      socket.on('end', () => socket.end());
    });
    expect(await sendOverTcp(label, p.target)).toEqual({ ok: true, value: undefined });
    expect(Buffer.concat(chunks).equals(Buffer.from(label))).toBe(true);
  });
});
