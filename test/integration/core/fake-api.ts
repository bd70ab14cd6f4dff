// A tiny local HTTP server standing in for the API when a test needs it to misbehave in ways the
// sandbox never does: break the contract, hang, drop the connection after reading the request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const FAKE_LOJA = 'a0000000-0000-4000-8000-0000000000aa';
export const FAKE_USER = 'ac000000-0000-4000-8000-0000000000aa';

/** A quote the fake answers however the test says: a 10 cm cube of 1 kg, São Paulo → Rio. */
export const CUBE_QUOTE = {
  originCep: '01310100',
  destinationCep: '20040002',
  peso: 1,
  comprimento: 10,
  largura: 10,
  altura: 10,
};

type Route = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface FakeApi {
  url: string;
  hits: Map<string, number>;
  close(): Promise<void>;
}

export const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

export const loginRoute: Route = (_req, res) =>
  json(res, 200, {
    accessToken: 'fake-access-token-0123456789abcdef',
    refreshToken: 'fake-refresh-token-0123456789abcdef0123',
    tokenType: 'Bearer',
    userId: FAKE_USER,
    lojas: [{ id: FAKE_LOJA, name: 'Fake' }],
  });

export async function startFakeApi(routes: Record<string, Route>): Promise<FakeApi> {
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const key = `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const route = routes[key];
      if (route) route(req, res, Buffer.concat(chunks).toString());
      else json(res, 404, { statusCode: 404, timestamp: new Date().toISOString(), path: key, message: 'no route' });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
