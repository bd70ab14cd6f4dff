// An HTTP proxy in front of the sandbox that can hold one request: the bench catches a desk's
// purchase at an exact step from the outside (the emit POST before it reaches the server, or its
// answer after the server charged; the label's download) and acts there (kills the desk, stops
// PostgreSQL), whatever HTTP client the station uses. It can also slow a kind of request down.
// Every other request goes through untouched, in both directions. Desks that share a journal must
// all use its address: the journal keys claims by the server's address as the desk has it.
import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface Caught {
  /** The path of the request held. */
  path: string;
  /** Lets it go on (forwarded, or its answer delivered). */
  release(): void;
  /** Drops it: its connection is destroyed (the desk died with it). */
  drop(): void;
}

export interface ApiHoldProxy {
  /** http://127.0.0.1:PORT: the address desks use as their server. */
  readonly url: string;
  /**
   * The next request `match` says yes to is held: `before` it is forwarded (the server never saw
   * it) or `after` the server answered (what it did is done; the answer waits). Resolves with it
   * once it arrives.
   */
  hold(match: Match, when: 'before' | 'after'): Promise<Caught>;
  /** Forgets an armed hold no request came for. */
  disarm(): void;
  /** Every request `match` says yes to waits `ms` before it is forwarded, from now on (a slow server). */
  slow(match: Match, ms: number): void;
  close(): Promise<void>;
}

/** Which request to hold, by its method and path (query string included). */
export type Match = (request: { method: string; path: string }) => boolean;

/** POST to a path ending so (the emit: '/emit'). */
export const postEndingWith =
  (end: string): Match =>
  ({ method, path }) =>
    method === 'POST' && path.split('?')[0]!.endsWith(end);

/** GET of a path ending so (a label's file: '/download'). */
export const getEndingWith =
  (end: string): Match =>
  ({ method, path }) =>
    method === 'GET' && path.split('?')[0]!.endsWith(end);

interface Armed {
  match: Match;
  when: 'before' | 'after';
  caught: (held: Caught) => void;
}

export async function startApiHoldProxy(target: string): Promise<ApiHoldProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let armed: Armed | null = null;
  const slowed: Array<{ match: Match; ms: number }> = [];

  const forward = (req: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const out = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });

  const answer = (res: ServerResponse, got: Awaited<ReturnType<typeof forward>>) => {
    const headers = { ...got.headers };
    delete headers['transfer-encoding'];
    delete headers.connection;
    headers['content-length'] = String(got.body.length);
    res.writeHead(got.status, headers).end(got.body);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '';
      const hold = armed?.match({ method: req.method ?? '', path }) ? armed : null;
      if (hold) armed = null;
      const waitForWord = () =>
        new Promise<boolean>((resolve) =>
          hold?.caught({ path, release: () => resolve(true), drop: () => resolve(false) }),
        );
      const delay = slowed.find((rule) => rule.match({ method: req.method ?? '', path }))?.ms ?? 0;
      void (async () => {
        try {
          if (delay > 0) await new Promise((wake) => setTimeout(wake, delay));
          if (hold?.when === 'before' && !(await waitForWord())) return void req.socket.destroy();
          const got = await forward(req, body);
          if (hold?.when === 'after' && !(await waitForWord())) return void req.socket.destroy();
          answer(res, got);
        } catch {
          req.socket.destroy();
        }
      })();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    hold: (match, when) =>
      new Promise<Caught>((caught) => {
        armed = { match, when, caught };
      }),
    disarm: () => {
      armed = null;
    },
    slow: (match, ms) => {
      slowed.push({ match, ms });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
