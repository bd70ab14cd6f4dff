// Issue 14.5: retries the HTTP way. A 429 or 503 with Retry-After (seconds or an HTTP date) is
// waited for and the call sent again, a GET always and a POST too, since such an answer says the
// server did not process it. Issue 28.3: a proxy's HTML 502 page is not the server's answer; a call
// that moves no money (a quote) is sent again behind it, the emit never is (its own loop decides),
// and the page is never shown raw. Real sandbox, real HTTP, its personalities.
import { afterEach, describe, expect, it } from 'vitest';
import { spoken } from '../../support/said';
import { nationalQuote, startCoreFixture, type CoreFixture } from './core-fixture';

let fx: CoreFixture;
afterEach(async () => fx?.close());

const QUOTE = nationalQuote;
const count = (fixture: CoreFixture, method: string, path: string) =>
  fixture.requests.filter((r) => r.method === method && r.path === path).length;

describe('a server that asks to wait', () => {
  it('a POST answered 429 with Retry-After in seconds is sent again after the wait, and answers', async () => {
    fx = await startCoreFixture();
    await fx.loginDemo();
    await fx.sandbox.admin.personality({
      throttle: { status: 429, calls: 1, retryAfter: 'seconds', seconds: 1, match: '/quotes/simulate' },
    });
    const started = Date.now();
    const quote = await fx.station.api.simulateQuote(QUOTE);
    expect(quote.shippingOptions.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(count(fx, 'POST', '/api/v1/quotes/simulate')).toBe(2);
  });

  it('a GET answered 503 with Retry-After as an HTTP date is waited for and sent again', async () => {
    fx = await startCoreFixture();
    await fx.loginDemo();
    await fx.sandbox.admin.personality({
      throttle: { status: 503, calls: 1, retryAfter: 'http-date', seconds: 1, match: '/addresses' },
    });
    const senders = await fx.station.api.listSenders({ page: 1, pageSize: 10 });
    expect(senders.data.length).toBeGreaterThan(0);
    expect(count(fx, 'GET', '/api/v1/addresses')).toBeGreaterThanOrEqual(2);
  });

  it('a quote a proxy answered with an HTML 502 is sent again and answers; the operator never reads the page', async () => {
    fx = await startCoreFixture();
    await fx.loginDemo();
    await fx.sandbox.admin.personality({ proxy502: { calls: 1, match: '/quotes/simulate', processed: false } });
    const quote = await fx.station.api.simulateQuote(QUOTE);
    expect(quote.shippingOptions.length).toBeGreaterThan(0);
    expect(count(fx, 'POST', '/api/v1/quotes/simulate')).toBe(2);
  });

  it('the emit a proxy answered with an HTML 502 is not sent again, and the operator reads that a gateway answered, never the page', async () => {
    fx = await startCoreFixture();
    await fx.loginDemo();
    await fx.sandbox.admin.personality({ proxy502: { calls: 1, match: '/emit', processed: false } });
    const path = '/api/v1/labels/shipments/00000000-0000-4000-8000-000000000001/emit';
    const error = await fx.station.api
      .emitLabel('00000000-0000-4000-8000-000000000001')
      .catch((e: unknown) => e as Error);
    expect(error).toMatchObject({ kind: 'server', status: 502, gateway: true, delivery: 'answered' });
    expect(count(fx, 'POST', path)).toBe(1);
    const words = spoken(error as never);
    expect(words).toBe(
      'O servidor não respondeu (502): quem respondeu foi um intermediário no caminho (proxy ou balanceador de carga), com uma página própria. Tente de novo em instantes.',
    );
    expect(words).not.toMatch(/<|nginx|html/i);
  });
});
