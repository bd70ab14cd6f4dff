// The browser host: the same station as the Electron app, for a plain browser. It serves the
// built renderer on 127.0.0.1 and carries the channel map over loopback HTTP:
//   POST /rpc/<channel>  body {"input": …}  → 200 with the Result JSON
//   GET  /events         server-sent events: "event: <name>\ndata: <json>"
// Both need the per-launch secret (see guard.ts); tokens still never leave this process.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SECURITY_HEADERS } from '../app';
import type { ErrorKind } from '../../shared/ipc';
import { said, type StationMessageKey } from '../../shared/messages';
import { Failure, toStationError, type RendererEvents, type Registry } from '../ipc';
import type { Logger } from '../log';
import { createGuard } from './guard';
import { serveStatic } from './static-files';

export interface BrowserHostOptions {
  registry: Registry;
  events: RendererEvents;
  logger: Logger;
  rendererDir: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Tests may fix it; by default 32 random bytes per launch. */
  secret?: string;
}

export interface BrowserHost {
  /** http://127.0.0.1:PORT/?key=SECRET: the address to open. */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  readonly secret: string;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;
/**
 * After a 413, the rest of a too-large body is read and dropped up to this much, so the client
 * (still sending) gets the answer instead of a reset; a sender that goes on past it is cut off.
 */
const MAX_DISCARD = 16 * 1024 * 1024;
const JSON_HEADERS = {
  ...SECURITY_HEADERS,
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/** The host's own refusal of a call, as every failure reaches the page: a kind and a key to translate. */
const refusal = (kind: ErrorKind, key: StationMessageKey): string =>
  JSON.stringify({ ok: false, error: toStationError(new Failure(kind, said(key))) });

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const log = options.logger.child('host');
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  options.logger.addSecret(secret);
  let port = 0;
  const guard = createGuard(secret, () => port);
  const streams = new Set<ServerResponse>();

  const refuse = (req: IncomingMessage, res: ServerResponse, reason: string) => {
    log.warn('call refused', { reason, path: req.url?.split('?')[0] });
    res.writeHead(403, JSON_HEADERS).end(refusal('forbidden', 'common.hostRefused'));
  };

  const rpc = async (req: IncomingMessage, res: ServerResponse, channel: string) => {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      res.writeHead(415, JSON_HEADERS).end(refusal('validation', 'common.hostNeedsJson'));
      return;
    }
    const body = await readBody(req);
    if (body === null) {
      // Connection: close: the rest of the body is drained (readBody), never parsed as a request.
      res
        .writeHead(413, { ...JSON_HEADERS, connection: 'close' })
        .end(refusal('validation', 'common.hostRequestTooLarge'));
      return;
    }
    let input: unknown;
    try {
      input = body.length ? (JSON.parse(body) as { input?: unknown }).input : undefined;
    } catch {
      res.writeHead(400, JSON_HEADERS).end(refusal('validation', 'common.hostNeedsJson'));
      return;
    }
    const result = await options.registry.invoke(channel, input);
    res.writeHead(200, JSON_HEADERS).end(JSON.stringify(result));
  };

  const stream = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    streams.add(res);
    const unsubscribe = options.events.subscribe((name, payload) => {
      res.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
    });
    // Comments keep proxies and idle timers from closing a quiet stream.
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
    ping.unref();
    req.on('close', () => {
      clearInterval(ping);
      unsubscribe();
      streams.delete(res);
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const rpcMatch = /^\/rpc\/([a-z-]+:[a-z-]+)$/.exec(url.pathname);
    const isApi = url.pathname === '/events' || url.pathname.startsWith('/rpc/');
    if (isApi) {
      const verdict = guard(req);
      if (!verdict.ok) return refuse(req, res, verdict.error);
    }
    if (rpcMatch?.[1] && req.method === 'POST') {
      rpc(req, res, rpcMatch[1]).catch((error: unknown) => {
        log.error('rpc failed', { error });
        if (!res.headersSent) res.writeHead(500, JSON_HEADERS);
        res.end(refusal('internal', 'common.internal'));
      });
      return;
    }
    if (url.pathname === '/events' && req.method === 'GET') return stream(req, res);
    if (isApi) {
      res.writeHead(404, JSON_HEADERS).end(refusal('not-found', 'common.unknownChannel'));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, allow: 'GET, HEAD' }).end();
      return;
    }
    void serveStatic(options.rendererDir, url.pathname, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  log.info('browser host listening', { origin });

  return {
    url: `${origin}/?key=${secret}`,
    origin,
    port,
    secret,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of streams) res.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The request body as text, or null past 1 MiB (at once when Content-Length says so). The socket
 * is not destroyed then: a client still sending would get a reset and lose the 413 with it (TCP
 * drops unread data on a reset). The rest is read and dropped while the answer goes out, up to
 * MAX_DISCARD.
 */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const refuse = () => {
      tooLarge = true;
      chunks.length = 0;
      resolve(null);
    };
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) refuse();
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (tooLarge) {
        if (size > MAX_BODY + MAX_DISCARD) req.destroy();
        return;
      }
      if (size > MAX_BODY) return refuse();
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
