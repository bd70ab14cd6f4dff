// Issue 14, point 6: the browser host answers a body over 1 MiB with 413, and the client still
// sending it actually reads that answer (the socket used to be destroyed before the answer was
// written, so the client saw a reset). Real HTTP clients (fetch, and node:http streaming a
// chunked body with no Content-Length) send 2 MiB to a real host; the registry is real and empty
// (no call reaches it).
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserHost } from '../../../electron/main/host/server';
import { HOST_KEY_HEADER } from '../../../electron/shared/host';
import { startEmptyHost, type EmptyHost } from './support/empty-host';

const TWO_MIB = 2 * 1024 * 1024;
let empty: EmptyHost | undefined;
let host: BrowserHost;

beforeAll(async () => {
  empty = await startEmptyHost('host-413-');
  host = empty.host;
});
afterAll(() => empty?.close());

/** node:http with a chunked body (no Content-Length), written as fast as the socket takes it. */
function sendChunked(bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${host.origin}/rpc/session:state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HOST_KEY_HEADER]: host.secret },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('a body over 1 MiB', () => {
  it('is answered 413 that fetch reads, with the error shape the page translates', async () => {
    const response = await fetch(`${host.origin}/rpc/session:state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HOST_KEY_HEADER]: host.secret },
      body: JSON.stringify({ input: 'x'.repeat(TWO_MIB) }),
    });
    expect(response.status).toBe(413);
    // The host's own refusal reaches the page as every failure does: a kind and a key it translates.
    expect(await response.json()).toEqual({
      ok: false,
      error: { kind: 'validation', said: { key: 'common.hostRequestTooLarge' } },
    });
  });

  it('is answered 413 when it streams without a length, and the host still serves the next call', async () => {
    const answer = await sendChunked(TWO_MIB);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: { kind: 'validation' } });
    const next = await fetch(`${host.origin}/rpc/session:state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HOST_KEY_HEADER]: host.secret },
      body: JSON.stringify({}),
    });
    expect(next.status).toBe(200);
  });
});
