// Wires the Fastify app: body parsing, faults, admin guard, the spec's routes and the error
// shape for everything that fails (including unknown routes and unparsable bodies).
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { schemaCompilersOnFirstUse } from '../main/platform/fastify-compilers';
import type { Sandbox } from './context';
import { ApiError, errorBody, installErrorHandlers, portugueseOf, sendError, STATUS_CODES } from './errors';
import { installPersonality } from './personality-hooks';
import { messageLanguage, speak } from './speaks';
import { adminRoutes } from './routes/admin';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { daceRoutes } from './routes/dace';
import { fileRoutes } from './routes/files';
import { labelRoutes } from './routes/labels';
import { quoteRoutes } from './routes/quotes';
import { recipientRoutes } from './routes/recipients';
import { shipmentRoutes } from './routes/shipments';
import { trackingRoutes } from './routes/tracking';

/** Spec: not shown. The sandbox refuses bodies above 1 MiB with 413. */
export const BODY_LIMIT = 1024 * 1024;
/** Spec: not shown. The sandbox refuses a request line above 8 KiB with 414 (as nginx does). */
export const URL_LIMIT = 8 * 1024;

/**
 * Requests Node's parser refuses before Fastify sees them (a request line or headers beyond its
 * 16 KiB header limit) are answered here, in the error shape too: 414 when the request line
 * alone is too long, else 431.
 */
function answerClientError(error: { code?: string; rawPacket?: unknown }, socket: Duplex, now: number): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const firstLine = raw.split('\r\n', 1)[0] ?? '';
  const overflow = error.code === 'HPE_HEADER_OVERFLOW';
  const status = overflow ? (!raw.includes('\r\n') || firstLine.length > URL_LIMIT ? 414 : 431) : 400;
  const path = /^[A-Z]+ (\S+)/.exec(firstLine)?.[1]?.slice(0, 200) ?? '/';
  const message =
    status === 414
      ? `URI is longer than ${URL_LIMIT} characters`
      : status === 431
        ? 'Request headers are too large'
        : 'Malformed HTTP request';
  const body = JSON.stringify(errorBody(status, path, message, now));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Every error answer's message in the request's language (Accept-Language, pt-BR by default). */
function speakTheRequestsLanguage(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode < 400 || typeof payload !== 'string' || !type.startsWith('application/json'))
      return done(null, payload);
    try {
      const body = JSON.parse(payload) as { message?: unknown };
      const message = body.message;
      const words =
        typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'));
      if (!words) return done(null, payload);
      const language = messageLanguage(request.headers['accept-language']);
      reply.header('content-language', language);
      const said = language === 'pt-BR' ? portugueseOf.get(request) : undefined;
      done(null, JSON.stringify({ ...body, message: said ?? speak(message as string | string[], language) }));
    } catch {
      done(null, payload);
    }
  });
}

/** `serverFactory`: serve on a server made before (door.ts) instead of one of Fastify's own. */
export function buildServer(sandbox: Sandbox, serverFactory?: FastifyServerFactory): FastifyInstance {
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    // Logs go to stderr: stdout belongs to the CLI, whose first line scripts wait for.
    logger: sandbox.options.log ? { level: 'info', stream: process.stderr } : false,
    bodyLimit: BODY_LIMIT,
    // close() must not wait for a test client's idle keep-alive connections.
    forceCloseConnections: true,
    // Fastify's own 503 while closing is not in the error shape; finish those requests instead.
    return503OnClosing: false,
    clientErrorHandler: (error, socket) => answerClientError(error, socket, sandbox.clock.now()),
    // Zod checks every body: Fastify's own compilers are loaded only if a route declares a schema.
    schemaController: schemaCompilersOnFirstUse(),
  });

  // JSON only (spec: all bodies are JSON; anything else is 415), with an empty body read as
  // "no body" (a POST /dace without tipoDace, for one) and a malformed one reported in the
  // error shape instead of Fastify's own text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new ApiError(400, `Malformed JSON body: ${(error as Error).message}`), undefined);
    }
  });

  installErrorHandlers(app, sandbox.clock);
  if (sandbox.options.localized) speakTheRequestsLanguage(app);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length <= URL_LIMIT) return done();
    sendError(reply, request, sandbox.clock, 414, `URI is longer than ${URL_LIMIT} characters`);
  });
  adminRoutes(app, sandbox);
  sandbox.faults.install(app, sandbox.clock);
  installPersonality(app, sandbox);

  authRoutes(app, sandbox);
  addressRoutes(app, sandbox);
  recipientRoutes(app, sandbox);
  quoteRoutes(app, sandbox);
  shipmentRoutes(app, sandbox);
  labelRoutes(app, sandbox);
  daceRoutes(app, sandbox);
  trackingRoutes(app, sandbox);
  fileRoutes(app, sandbox);
  return app;
}
