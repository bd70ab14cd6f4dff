// The browser host: the same station as the Electron app, for a plain browser. It serves the
// built renderer on 127.0.0.1 and carries the channel map over loopback HTTP:
//   POST /rpc/<channel>  body {"input": …}  → 200 with the Result JSON
//   GET  /events         server-sent events: "event: <name>\ndata: <json>"
// Both need the per-launch secret (guard.ts, run as an onRequest hook before any body is read);
// tokens still never leave this process. Fastify, as the training server (electron/sandbox), with
// @fastify/static for the renderer's files.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { ErrorKind } from '../../shared/ipc';
import type { StationMessageKey } from '../../shared/messages';
import type { RendererEvents, Registry } from '../ipc';
import type { Logger } from '../log';
import { schemaCompilersOnFirstUse, SECURITY_HEADERS } from '../platform';
import { firstFilesOf, watchFirstPage } from './first-page';
import { createGuard } from './guard';

export interface BrowserHostOptions {
  /**
   * The station's channels and events. Promises while the station is still being made (host/cli.ts
   * listens first, so the page loads meanwhile): a call or the event stream waits for them.
   */
  registry: Registry | Promise<Registry>;
  events: RendererEvents | Promise<RendererEvents>;
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
  /**
   * Resolves once the page served here has the files it loads first, a call came, or no page was
   * asked for (host/first-page.ts): host/cli.ts makes the station after it.
   */
  readonly firstPageLoaded: Promise<void>;
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
/** The renderer's files by extension (charset spelled out, as the shells' CSP expects). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};
const CHANNEL = /^[a-z-]+:[a-z-]+$/;

/**
 * The host's own refusal of a call, as every failure reaches the page: a kind and a key to
 * translate. The IPC layer and the words are loaded with the first refusal, not before the
 * server listens: the host serves the page before it loads the station (host/cli.ts).
 */
async function refusal(kind: ErrorKind, key: StationMessageKey): Promise<string> {
  const [{ Failure, toStationError }, { said }] = await Promise.all([
    import('../ipc'),
    import('../../shared/messages'),
  ]);
  return JSON.stringify({ ok: false, error: toStationError(new Failure(kind, said(key))) });
}

/** A call the host answers itself (content type, body size) before it reaches the registry. */
class HostRefusal extends Error {
  constructor(
    readonly status: number,
    readonly kind: ErrorKind,
    readonly key: StationMessageKey,
  ) {
    super(key);
  }
}

const pathOf = (url: string): string => new URL(url, 'http://127.0.0.1').pathname;
const isApi = (path: string): boolean => path === '/events' || path.startsWith('/rpc/');
const isJson = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').startsWith('application/json');

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const log = options.logger.child('host');
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  options.logger.addSecret(secret);
  let port = 0;
  const guard = createGuard(secret, () => port);
  const streams = new Set<ServerResponse>();
  const root = resolve(options.rendererDir);
  const firstPage = watchFirstPage(root);
  // The page's first files, named with the page itself (a Link header): the browser asks for them
  // while it is still setting up the page (~100 ms on this machine) instead of once it has parsed
  // it. As index.html asks for them (crossorigin, a script as a module), so each answer is reused.
  const preload = firstFilesOf(root)
    .filter((path) => path !== '/')
    .map((path) =>
      path.endsWith('.css') ? `<${path}>; rel=preload; as=style; crossorigin` : `<${path}>; rel=modulepreload`,
    )
    .join(', ');

  // close() must not wait for a browser's idle keep-alive connections.
  const app = Fastify({ logger: false, forceCloseConnections: true, schemaController: schemaCompilersOnFirstUse() });

  // Set before the routes: a route keeps the error handler it was declared under.
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof HostRefusal) {
      // Connection: close after a 413: the rest of the body is drained (readBody), never parsed
      // as a request.
      const close = error.status === 413 ? { connection: 'close' } : {};
      return reply
        .code(error.status)
        .headers({ ...JSON_HEADERS, ...close })
        .send(await refusal(error.kind, error.key));
    }
    if (isApi(pathOf(request.url))) {
      log.error('rpc failed', { error });
      return reply
        .code(500)
        .headers(JSON_HEADERS)
        .send(await refusal('internal', 'common.internal'));
    }
    // A path the static files refuse (outside the folder, a dot file): not found, as any other.
    return notFound(reply, false);
  });

  // The guard: every call and the event stream, before routing, parsing or any handler.
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!isApi(path)) return firstPage.requested();
    firstPage.called();
    const verdict = guard(request.raw);
    if (verdict.ok) return;
    log.warn('call refused', { reason: verdict.error, path });
    return reply
      .code(403)
      .headers(JSON_HEADERS)
      .send(await refusal('forbidden', 'common.hostRefused'));
  });

  app.addHook('onResponse', async (request) => {
    const path = pathOf(request.url);
    if (!isApi(path)) firstPage.answered(path);
  });

  // Bodies are read here, whatever their type: JSON is checked before a byte is read (415), the
  // size while reading (413, see readBody); the handler parses what arrives.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    if (!isJson(request)) return done(new HostRefusal(415, 'validation', 'common.hostNeedsJson'), undefined);
    readBody(payload).then(
      (body) => done(body === null ? new HostRefusal(413, 'validation', 'common.hostRequestTooLarge') : null, body),
      (error: Error) => done(error, undefined),
    );
  });

  app.post<{ Params: { channel: string } }>('/rpc/:channel', async (request, reply) => {
    const { channel } = request.params;
    if (!CHANNEL.test(channel)) return unknownChannel(reply);
    // A POST with no body at all reaches here unparsed: its content type is checked the same.
    if (!isJson(request)) throw new HostRefusal(415, 'validation', 'common.hostNeedsJson');
    const body = typeof request.body === 'string' ? request.body : '';
    let input: unknown;
    try {
      input = body.length ? (JSON.parse(body) as { input?: unknown }).input : undefined;
    } catch {
      throw new HostRefusal(400, 'validation', 'common.hostNeedsJson');
    }
    const registry = await options.registry;
    const result = await registry.invoke(channel, input);
    return reply.code(200).headers(JSON_HEADERS).send(JSON.stringify(result));
  });

  app.get('/events', async (request, reply) => {
    // A stream Fastify does not end: the host writes events to the socket until the page goes.
    reply.hijack();
    const res = reply.raw;
    let events: RendererEvents;
    try {
      events = await options.events;
    } catch {
      // The station could not start (the process is on its way out): the stream ends empty.
      res.destroy();
      return;
    }
    // The page went while the station was starting.
    if (res.destroyed) return;
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    streams.add(res);
    const unsubscribe = events.subscribe((name, payload) => {
      res.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
    });
    // Comments keep proxies and idle timers from closing a quiet stream.
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
    ping.unref();
    request.raw.on('close', () => {
      clearInterval(ping);
      unsubscribe();
      streams.delete(res);
    });
  });

  // The built renderer. The page (HTML) is never cached: it names the hashed assets, which are.
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    etag: false,
    lastModified: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      const isHtml = extname(file) === '.html';
      reply.headers({
        ...SECURITY_HEADERS,
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': isHtml ? 'no-store' : 'public, max-age=31536000, immutable',
        ...(isHtml && preload ? { link: preload } : {}),
      });
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    if (isApi(path)) return unknownChannel(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .headers({ ...SECURITY_HEADERS, allow: 'GET, HEAD' })
        .send();
    }
    return notFound(reply, path === '/' || path === '/index.html');
  });

  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  firstPage.listening();
  const origin = `http://127.0.0.1:${port}`;
  log.info('browser host listening', { origin });

  return {
    url: `${origin}/?key=${secret}`,
    origin,
    port,
    secret,
    firstPageLoaded: firstPage.loaded,
    close: async () => {
      firstPage.stop();
      for (const res of streams) res.end();
      await app.close();
    },
  };

  async function unknownChannel(reply: FastifyReply) {
    return reply
      .code(404)
      .headers(JSON_HEADERS)
      .send(await refusal('not-found', 'common.unknownChannel'));
  }

  function notFound(reply: FastifyReply, page: boolean) {
    return reply
      .code(404)
      .headers({ ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' })
      .send(
        page ? `The renderer is not built in ${root}: run "npm run build" (npm run start:web does it).` : 'not found',
      );
  }
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
