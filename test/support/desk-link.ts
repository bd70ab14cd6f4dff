// A desk's network link to its server, for the tests and benches that measure what a desk waits
// for: the station reaches https://localhost:PORT, as a desk reaches its server over the
// internet, and the bytes take the time they take there.
//
//   station ──TLS──▶ delay line ──TLS──▶ load balancer (https, test CA) ──http──▶ sandbox
//
// - The delay line (TCP) holds every chunk half a round trip in each direction, and a new
//   connection's first bytes one round trip more (the TCP handshake a desk pays before it can
//   send anything): a new connection costs two round trips before its request is on the wire
//   (TCP, then TLS 1.3), a warm one none.
// - The load balancer terminates TLS with a certificate of a test CA (the station is told to
//   trust it with NODE_EXTRA_CA_CERTS, as a desk's IT would tell it) and forwards each request
//   to the sandbox on loopback, over its own keep-alive connections. Like a real one it closes a
//   connection left idle for `idleCloseMs` (Node's keepAliveTimeout), and says so in each answer
//   (`Keep-Alive: timeout=N`).
// - It counts the TCP connections and TLS handshakes it was asked for, and the requests by path:
//   a label that paid a handshake is seen, not guessed.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeCertificates } from './test-ca';

export interface DeskLinkOptions {
  /** The round trip the delay line adds, in ms. */
  rttMs: number;
  /** The load balancer closes a connection idle this long (default 60 s, as AWS's ALB). */
  idleCloseMs?: number;
  /**
   * Told of every chunk as it moves (for a timeline of one label: test/bench/desk-link-timeline.ts):
   * `sent` when a side wrote it into the link, `delivered` when the link handed it to the other
   * side; `up` is desk → server. `request`/`answer` events come from the balancer.
   */
  trace?: (event: LinkEvent) => void;
}

export type LinkEvent =
  | { at: number; kind: 'connect'; conn: number }
  | { at: number; kind: 'sent' | 'delivered'; conn: number; dir: 'up' | 'down'; bytes: number }
  | { at: number; kind: 'request'; line: string }
  | { at: number; kind: 'answer-head' | 'answer-end'; line: string; bytes?: number };

export interface DeskLink {
  /** https://localhost:PORT: the server's address as the desk knows it. */
  readonly url: string;
  /** The test CA's certificate (PEM file), for NODE_EXTRA_CA_CERTS. */
  readonly caFile: string;
  /** Where requests go from the load balancer (the sandbox), set once it is known. */
  forwardTo(origin: string): void;
  /** The round trip from now on (ms). */
  setRtt(rttMs: number): void;
  /**
   * TCP connections the desk opened, TLS handshakes completed and requests answered so far, and
   * the server's own time on them (from a request's arrival at the balancer to its answer's end
   * from the sandbox, on loopback): the part of a desk's wait that is neither the link nor the desk.
   * lateMs: how much later than half a round trip the delay line delivered, summed over its
   * deliveries (its timers fire late on a loaded machine): the link's own modelling, not the desk's.
   */
  counts(): { connections: number; handshakes: number; requests: number; serverMs: number; lateMs: number };
  /** Request lines seen by the load balancer since the last call ("POST /api/v1/..."). */
  takeRequests(): string[];
  /** Drops every connection now (a network that went away, or a balancer that restarted). */
  dropAll(): void;
  close(): Promise<void>;
}

interface Queued {
  at: number;
  chunk: Buffer | null;
}

/** One direction of a connection: chunks delivered in order, each no earlier than its `at`. */
class DelayedPipe {
  private readonly queue: Queued[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly to: Socket,
    /** How late (or, by less than 0.5 ms, early) each delivery came against its `at`, in ms. */
    private readonly late: (ms: number) => void,
    private readonly delivered?: (bytes: number) => void,
  ) {}

  push(at: number, chunk: Buffer | null): void {
    // Order is kept: a chunk never overtakes the one before it.
    const last = this.queue.at(-1)?.at ?? 0;
    this.queue.push({ at: Math.max(at, last), chunk });
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.queue.length === 0) return;
    const wait = Math.max(0, (this.queue[0] as Queued).at - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const now = performance.now();
      // A timer may fire before its chunk is due (Node counts from the loop's cached clock): then
      // nothing is delivered and it is set again; only a delivery's lateness is counted.
      let counted = false;
      while (this.queue.length && (this.queue[0] as Queued).at <= now + 0.5) {
        const { chunk, at } = this.queue.shift() as Queued;
        if (!counted) this.late(now - at);
        counted = true;
        if (this.to.destroyed) continue;
        if (chunk) {
          this.to.write(chunk);
          this.delivered?.(chunk.length);
        } else this.to.end();
      }
      this.schedule();
    }, wait);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.queue.length = 0;
  }
}

export async function startDeskLink(options: DeskLinkOptions): Promise<DeskLink> {
  let rtt = options.rttMs;
  const trace = options.trace;
  const folder = await mkdtemp(join(tmpdir(), 'desk-link-'));
  const certs = await makeCertificates(join(folder, 'tls'));
  let target: URL | undefined;
  let requests: string[] = [];
  const counts = { connections: 0, handshakes: 0, requests: 0, serverMs: 0, lateMs: 0 };
  const late = (ms: number) => (counts.lateMs += ms);

  // The load balancer: https in, http to the sandbox over keep-alive connections.
  const upstream = new Agent({ keepAlive: true });
  const balancer: HttpsServer = createHttpsServer(
    {
      key: await readFile(certs.keyFile),
      cert: await readFile(certs.certFile),
      keepAliveTimeout: options.idleCloseMs ?? 60_000,
    },
    (req: IncomingMessage, res: ServerResponse) => {
      counts.requests += 1;
      const arrived = performance.now();
      const line = `${req.method} ${(req.url ?? '').split('?')[0]}`;
      requests.push(line);
      trace?.({ at: arrived, kind: 'request', line });
      if (!target) {
        res.writeHead(503).end();
        return;
      }
      const { connection: _c, 'keep-alive': _k, ...asked } = req.headers;
      const headers = { ...asked, host: target.host, 'x-forwarded-proto': 'https' };
      const out = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent: upstream },
        (answer) => {
          // Hop-by-hop headers are the balancer's own (its Keep-Alive says its idle timeout).
          const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...kept } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, kept);
          trace?.({ at: performance.now(), kind: 'answer-head', line });
          let bytes = 0;
          if (trace) answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
          answer.on('end', () => {
            counts.serverMs += performance.now() - arrived;
            trace?.({ at: performance.now(), kind: 'answer-end', line, bytes });
          });
          answer.pipe(res);
        },
      );
      out.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
        else res.destroy();
      });
      req.pipe(out);
    },
  );
  balancer.on('secureConnection', () => (counts.handshakes += 1));
  balancer.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  const balancerPort = (balancer.address() as { port: number }).port;

  // The delay line in front of it.
  const sockets = new Set<Socket>();
  const line: Server = createServer({ allowHalfOpen: true }, (desk) => {
    counts.connections += 1;
    const conn = counts.connections;
    const opened = performance.now();
    trace?.({ at: opened, kind: 'connect', conn });
    const server = connect({ host: '127.0.0.1', port: balancerPort, allowHalfOpen: true });
    sockets.add(desk).add(server);
    desk.setNoDelay(true);
    server.setNoDelay(true);
    const note = (kind: 'sent' | 'delivered', dir: 'up' | 'down') =>
      trace && ((bytes: number) => trace({ at: performance.now(), kind, conn, dir, bytes }));
    const toServer = new DelayedPipe(server, late, note('delivered', 'up'));
    const toDesk = new DelayedPipe(desk, late, note('delivered', 'down'));
    const sentUp = note('sent', 'up');
    const sentDown = note('sent', 'down');
    // The desk's bytes leave once its TCP handshake is done (one round trip after it connected).
    const outbound = (chunk: Buffer | null) =>
      toServer.push(Math.max(performance.now(), opened + rtt) + rtt / 2, chunk);
    desk.on('data', (chunk: Buffer) => {
      sentUp?.(chunk.length);
      outbound(chunk);
    });
    desk.on('end', () => outbound(null));
    server.on('data', (chunk: Buffer) => {
      sentDown?.(chunk.length);
      toDesk.push(performance.now() + rtt / 2, chunk);
    });
    server.on('end', () => toDesk.push(performance.now() + rtt / 2, null));
    const drop = () => {
      toServer.clear();
      toDesk.clear();
      desk.destroy();
      server.destroy();
      sockets.delete(desk);
      sockets.delete(server);
    };
    desk.on('error', drop).on('close', () => setTimeout(drop, rtt));
    server.on('error', drop).on('close', () => setTimeout(drop, rtt));
  });
  await new Promise<void>((resolve) => line.listen(0, '127.0.0.1', resolve));
  const port = (line.address() as { port: number }).port;

  return {
    url: `https://localhost:${port}`,
    caFile: certs.caFile,
    forwardTo: (origin) => (target = new URL(origin)),
    setRtt: (ms) => (rtt = ms),
    counts: () => ({ ...counts }),
    takeRequests: () => {
      const taken = requests;
      requests = [];
      return taken;
    },
    dropAll: () => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => line.close(() => resolve()));
      balancer.closeAllConnections();
      await new Promise<void>((resolve) => balancer.close(() => resolve()));
      upstream.destroy();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
