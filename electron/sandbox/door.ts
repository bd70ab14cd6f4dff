// The training server's address, bound before the server is made. The station is made with the
// address (its HTTP client, its session) while the server behind it (this package's modules, its
// database, its routes: ~45 ms of a desk's start, the biggest part of making the station) is made
// after the page's first screen (app/training.ts, startup.bench, issue 30 item 8). A request that
// comes before then waits at the door and is handed to the server, in order, once it is made; if it
// could not be made, it is answered 503 in the error shape (errors.ts, spec 2.14), in the request's
// language as the training server speaks (speaks.ts).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { errorBody } from './errors';
import { messageLanguage, speak } from './speaks';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface SandboxDoor {
  /** http://127.0.0.1:PORT, no trailing slash. */
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  /** The server is made: every request, the held ones first, goes to it. */
  open(handler: Handler): void;
  /** The server could not be made: every request held or to come is answered 503. */
  fail(): void;
  /** Stops listening and ends every connection (the server, if made, is closed first). */
  close(): Promise<void>;
}

/** A free loopback port, listening now. `onWaiting`: a first request is held (the server is not made yet). */
export async function openSandboxDoor(onWaiting: () => void = () => undefined): Promise<SandboxDoor> {
  let handler: Handler | null = null;
  let failed = false;
  const held: Array<[IncomingMessage, ServerResponse]> = [];
  // Not `import … from 'node:http'`: Node's ESM face of node:http loads its fetch (errors.ts).
  const http = process.getBuiltinModule('node:http');
  const unavailable = (request: IncomingMessage, response: ServerResponse) => {
    const message = speak('The training server could not start', messageLanguage(request.headers['accept-language']));
    response
      .writeHead(503, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(errorBody(503, request.url ?? '/', message, Date.now())));
  };
  const server = http.createServer((request, response) => {
    if (handler) return handler(request, response);
    if (failed) return unavailable(request, response);
    held.push([request, response]);
    if (held.length === 1) onWaiting();
  });
  // As Fastify sets a server of its own (the training server's, before it had a door).
  server.keepAliveTimeout = 72_000;
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    open(made) {
      handler = made;
      for (const [request, response] of held.splice(0)) made(request, response);
    },
    fail() {
      failed = true;
      for (const [request, response] of held.splice(0)) unavailable(request, response);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [, response] of held.splice(0)) response.destroy();
        server.close(() => resolve());
        // close() must not wait for a client's idle keep-alive connections.
        server.closeAllConnections();
      }),
  };
}
