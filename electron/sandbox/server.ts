// Wires the Fastify app: body parsing, faults, admin guard, the spec's routes and the error
// shape for everything that fails (including unknown routes and unparsable bodies).
import Fastify, { type FastifyInstance } from 'fastify';
import type { Sandbox } from './context';
import { ApiError, installErrorHandlers } from './errors';
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

export function buildServer(sandbox: Sandbox): FastifyInstance {
  const app = Fastify({
    // Logs go to stderr: stdout belongs to the CLI, whose first line scripts wait for.
    logger: sandbox.options.log ? { level: 'info', stream: process.stderr } : false,
    bodyLimit: BODY_LIMIT,
    // close() must not wait for a test client's idle keep-alive connections.
    forceCloseConnections: true,
    // Fastify's own 503 while closing is not in the error shape; finish those requests instead.
    return503OnClosing: false,
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
  adminRoutes(app, sandbox);
  sandbox.faults.install(app, sandbox.clock);

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
