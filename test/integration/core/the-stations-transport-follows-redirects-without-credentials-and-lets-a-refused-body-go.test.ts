// The station's HTTP client (ky on fetch, electron/main/api/http.ts, a file's redirects followed
// by redirects.ts): what fetch did on the way must still hold, against real servers on loopback.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type AuthProvider } from '../../../electron/main/api/client';
import { createHttp } from '../../../electron/main/api/http';
import { silentLogger } from '../../../electron/main/log/logger';
import { until } from '../../support/until';
import { apiFailure } from './core-fixture';
import { FAKE_LOJA } from './fake-api';

const TOKEN = 'fake-access-token-0123456789abcdef';
const auth: AuthProvider = {
  credentials: () => ({ accessToken: TOKEN, tenantId: FAKE_LOJA }),
  refreshAfter401: async () => undefined,
};

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/** A server that records every request it gets and which of its connections are open. */
async function recordingServer(answer: (url: string, res: ServerResponse) => void) {
  const seen: Seen[] = [];
  const open = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => answer(req.url ?? '', res));
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    open: () => open.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const LINK = { downloadUrl: '', expiresAt: '2026-11-27T06:00:00.000Z' };
const LABEL_ID = '00000000-0000-4000-8000-0000000000a1';

describe("the station's transport", () => {
  it('follows a redirect to the file on another host, with no Authorization or tenant credentials sent there', async () => {
    const storage = await recordingServer((_url, res) =>
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 label'),
    );
    servers.push(storage);
    // The API answers the label's address with one of its own that redirects to the storage.
    const apiServer = await recordingServer((url, res) => {
      if (url.startsWith('/api/v1/labels/')) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ...LINK, downloadUrl: `${api.url}/files/label.pdf?sig=abc` }));
      } else if (url.startsWith('/files/')) {
        res.writeHead(302, { location: `${storage.url}/bucket/label.pdf?sig=abc` }).end();
      } else res.writeHead(404).end();
    });
    const api = apiServer;
    servers.push(apiServer);
    const http = createHttp({ baseUrl: api.url, logger: silentLogger(), timeoutMs: 2000 });
    const client = createApiClient(http, auth);

    const { downloadUrl } = await client.downloadLabel(LABEL_ID);
    const file = await client.downloadFile(downloadUrl);

    expect(new TextDecoder().decode(file.bytes)).toBe('%PDF-1.4 label');
    expect(file.contentType).toBe('application/pdf');
    // The API call carried the credentials; the storage on the other origin got none of them.
    expect(api.seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(storage.seen).toHaveLength(1);
    expect(storage.seen[0]?.url).toBe('/bucket/label.pdf?sig=abc');
    expect(storage.seen[0]?.headers.authorization).toBeUndefined();
    expect(storage.seen[0]?.headers['x-tenant-id']).toBeUndefined();
  });

  it('a file refused as too large lets its connection go, and the next file still comes', async () => {
    const big = Buffer.alloc(4 * 1024 * 1024, 0x41);
    const storage = await recordingServer((url, res) => {
      if (url.startsWith('/big')) res.writeHead(200, { 'content-length': String(big.length) }).end(big);
      else res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 small');
    });
    servers.push(storage);
    const http = createHttp({ baseUrl: storage.url, logger: silentLogger(), timeoutMs: 2000 });

    const refused = await apiFailure(http.getBytes(`${storage.url}/big.pdf`, { maxBytes: 1024 }));
    expect(refused).toMatchObject({ kind: 'contract' });
    // The body left unread is not kept waiting on a live connection.
    await until(() => storage.open() === 0, { what: "the refused file's connection to close" });

    const small = await http.getBytes(`${storage.url}/small.pdf`);
    expect(new TextDecoder().decode(small.bytes)).toBe('%PDF-1.4 small');
    expect(storage.seen.map((seen) => seen.url)).toEqual(['/big.pdf', '/small.pdf']);
  });
});
