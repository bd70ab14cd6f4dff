// Issue 16's benchmark: a network label printer's connection is opened while the bought label is
// still downloading (WarmConnections), so the job skips the connect and the wait after its last
// byte. "Printed means delivered" still holds on such a connection: a printer that closes it at
// accept does not get the job marked printed (it connects anew and fails as not delivered, safe
// to send again), one that reads gets the whole job on that one connection, and a connection no
// job took closes without a byte (a raw printer prints nothing for it).
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendOverTcp, WarmConnections } from '../../../electron/main/printing/paths/tcp';
import { until } from '../../support/until';

const servers: Server[] = [];
const sockets: Socket[] = [];
const pools: WarmConnections[] = [];
afterEach(async () => {
  pools.splice(0).forEach((p) => p.close());
  sockets.splice(0).forEach((s) => s.destroy());
  await Promise.all(servers.splice(0).map((s) => new Promise((ok) => s.close(ok))));
});

/** A "printer" on loopback: each connection's bytes, and whether it has ended. */
async function printer(onConnection: (socket: Socket) => void = () => undefined) {
  const connections: { bytes: Buffer[]; ended: boolean }[] = [];
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    sockets.push(socket);
    const seen = { bytes: [] as Buffer[], ended: false };
    connections.push(seen);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => seen.bytes.push(chunk));
    socket.on('end', () => {
      seen.ended = true;
      socket.end();
    });
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return { target: { kind: 'network' as const, host: '127.0.0.1', port }, connections };
}

const pool = (keepMs?: number) => {
  const warm = new WarmConnections(keepMs);
  pools.push(warm);
  return warm;
};
/** The printer has accepted the connection opened ahead (the job has not taken it yet). */
const accepted = (p: { connections: unknown[] }) =>
  until(() => p.connections.length === 1, { what: 'the warm connection' });
const label = new TextEncoder().encode(
  `^XA^FO50,50^A0N,40,40^FDPX123456785BR^FS${'^FO0,0^GB10,10,1^FS'.repeat(200)}^XZ\n`,
);

describe('a connection opened ahead of its job', () => {
  it('carries the whole job, byte for byte, and no second connection is opened', async () => {
    const p = await printer();
    const warm = pool();
    warm.warm(p.target);
    await accepted(p);
    expect(await sendOverTcp(label, p.target, { warm })).toEqual({ ok: true, value: undefined });
    expect(p.connections).toHaveLength(1);
    expect(Buffer.concat(p.connections[0]!.bytes).equals(Buffer.from(label))).toBe(true);
  });

  it('taken while still connecting carries the whole job too', async () => {
    const p = await printer();
    const warm = pool();
    warm.warm(p.target);
    expect(await sendOverTcp(label, p.target, { warm })).toEqual({ ok: true, value: undefined });
    expect(p.connections).toHaveLength(1);
    expect(Buffer.concat(p.connections[0]!.bytes).equals(Buffer.from(label))).toBe(true);
  });

  it('closed by the printer at accept is not marked printed: the job connects anew and fails as not delivered', async () => {
    const p = await printer((socket) => socket.destroy());
    const warm = pool();
    warm.warm(p.target);
    await accepted(p);
    const result = await sendOverTcp(label, p.target, { warm });
    expect(result).toMatchObject({ ok: false, error: { kind: 'print-failed', afterConnect: false } });
    expect(p.connections).toHaveLength(2);
  });

  it('closed by the printer at accept while the job takes it is not marked printed either', async () => {
    for (const close of [(s: Socket) => s.destroy(), (s: Socket) => s.end()]) {
      const p = await printer(close);
      const warm = pool();
      warm.warm(p.target);
      const result = await sendOverTcp(label, p.target, { warm });
      expect(result).toMatchObject({ ok: false, error: { kind: 'print-failed', afterConnect: false } });
    }
  });

  it('that no job takes closes after its time without a byte sent', async () => {
    const p = await printer();
    const warm = pool(100);
    warm.warm(p.target);
    // The pool's own 100 ms: waited for by what it does (the printer sees the connection end).
    await until(() => p.connections[0]?.ended, { what: 'the unused connection to close' });
    expect(p.connections).toHaveLength(1);
    expect(p.connections[0]).toEqual({ bytes: [], ended: true });
  });
});
