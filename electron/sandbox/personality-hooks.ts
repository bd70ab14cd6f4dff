// The personality on the wire: throttling with Retry-After, a proxy's HTML 502 page in front of
// the server, ids mapped back on the way in, and date-times, ids and loose shapes rewritten on
// the way out. Like the faults, none of it touches the admin surface (/__sandbox/*), so a test
// can always change the personality back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sandbox } from './context';
import { sendError } from './errors';
import { loosen } from './loose-shapes';
import type { Throttle } from './personality';
import { readId, readIds, restyle } from './wire-style';

const isAdmin = (url: string) => url.startsWith('/__sandbox/');

/** The page nginx answers when the server behind it fails: HTML, not the API's JSON. */
export const PROXY_502_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

function retryAfter(throttle: Throttle): string {
  // An HTTP-date is wall-clock time (the client compares it with its own clock), not the
  // sandbox clock that tests move forward.
  return throttle.retryAfter === 'seconds'
    ? String(throttle.seconds)
    : new Date(Date.now() + throttle.seconds * 1000).toUTCString();
}

export function installPersonality(app: FastifyInstance, sandbox: Sandbox): void {
  const { personality, clock } = sandbox;
  /** Requests the server processes and whose answer the proxy then replaces with its 502. */
  const lostByProxy = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', (request, reply, done) => {
    if (isAdmin(request.url)) return done();
    const path = request.url.split('?')[0] ?? request.url;
    const throttle = personality.takeThrottle(path);
    if (throttle) {
      reply.header('retry-after', retryAfter(throttle));
      sendError(
        reply,
        request,
        clock,
        throttle.status,
        throttle.status === 429
          ? 'Too many requests; retry after the time in Retry-After'
          : 'The service is temporarily unavailable; retry after the time in Retry-After',
      );
      return;
    }
    const proxy = personality.takeProxy502(path);
    if (proxy && !proxy.processed) {
      reply.code(502).type('text/html').send(PROXY_502_PAGE);
      return;
    }
    if (proxy) lostByProxy.add(request);
    done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (!personality.mapsUuids || isAdmin(request.url)) return done();
    readIds(request.params);
    readIds(request.query);
    const tenant = request.headers['x-tenant-id'];
    if (typeof tenant === 'string') request.headers['x-tenant-id'] = readId(tenant);
    request.body = readIds(request.body);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (isAdmin(request.url)) return done(null, payload);
    if (lostByProxy.has(request)) {
      reply.code(502).header('content-type', 'text/html');
      return done(null, PROXY_502_PAGE);
    }
    const switches = personality.switches;
    if (!switches.looseShapes && switches.timestamps === 'utc' && switches.uuids === 'v4') return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    if (typeof payload !== 'string' || !type.includes('json')) return done(null, payload);
    let body: unknown = JSON.parse(payload);
    if (switches.looseShapes) body = loosen(`${request.method} ${request.routeOptions.url}`, reply.statusCode, body);
    done(null, JSON.stringify(restyle(body, switches)));
  });
}
