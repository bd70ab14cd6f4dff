// Spec 8: rate limits are not shown, and nothing says what stands between the app and the
// server. 429 and 503 with Retry-After (seconds or HTTP-date) for N calls, and a proxy's HTML
// 502 page, before the server processed the call or after (a label bought, its answer lost).
import { afterEach, describe, expect, it } from 'vitest';
import { emitLabelReadySchema, labelDownloadResponseSchema } from '../../../electron/shared/contract';
import { IDS } from '../../support/sandbox';
import { expectError, useLoggedInSandbox } from './client';
import { createShipment, emit } from './fixtures';
import { fetchBytes } from './pdf';

const live = useLoggedInSandbox({ accessTtl: 24 * 3600 });
afterEach(() => live.sandbox.admin.personality({ profile: 'default' }));

const balance = async () =>
  (await live.sandbox.admin.wallets()).find((w) => w.lojaId === IDS.demoLoja)?.balanceCents ?? 0;
const downloadPath = (labelId: string) => `/api/v1/labels/${labelId}/download`;

async function boughtLabel(): Promise<string> {
  const { shipmentId } = await createShipment(live.api);
  return emitLabelReadySchema.parse((await emit(live.api, shipmentId)).body).labelId;
}

describe('throttling', () => {
  it('answers the label download 429 with Retry-After in seconds for 2 calls under throttled-429, then serves it', async () => {
    const labelId = await boughtLabel();
    const view = await live.sandbox.admin.personality({ profile: 'throttled-429' });
    expect(view.throttleRemaining).toBe(2);
    for (let i = 0; i < 2; i++) {
      const reply = await live.api.get(downloadPath(labelId));
      expectError(reply, 429, downloadPath(labelId));
      expect(reply.headers.get('retry-after')).toBe('1');
    }
    const served = await live.api.get(downloadPath(labelId));
    expect(served.status).toBe(200);
    labelDownloadResponseSchema.parse(served.body);
  });

  it('throttles only the paths it matches: other calls pass while the download is limited', async () => {
    const labelId = await boughtLabel();
    await live.sandbox.admin.personality({ profile: 'throttled-429' });
    expect((await live.api.get('/api/v1/addresses')).status).toBe(200);
    expect((await live.api.get(downloadPath(labelId))).status).toBe(429);
  });

  it('answers 503 with Retry-After as an HTTP-date under throttled-503-date, without processing an emit', async () => {
    const { shipmentId } = await createShipment(live.api);
    await live.sandbox.admin.personality({ profile: 'throttled-503-date' });
    const before = await balance();
    const reply = await emit(live.api, shipmentId);
    expectError(reply, 503, `/api/v1/labels/shipments/${shipmentId}/emit`);
    const when = Date.parse(reply.headers.get('retry-after') ?? '');
    expect(reply.headers.get('retry-after')).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    expect(when).toBeGreaterThan(Date.now() - 1000);
    expect(when).toBeLessThanOrEqual(Date.now() + 3000);
    expect(await balance()).toBe(before);
  });

  it('takes the number of calls and the Retry-After from switches set per test', async () => {
    const labelId = await boughtLabel();
    await live.sandbox.admin.personality({
      throttle: { status: 429, calls: 1, retryAfter: 'seconds', seconds: 7, match: '/files/labels/' },
    });
    const link = labelDownloadResponseSchema.parse((await live.api.get(downloadPath(labelId))).body);
    const limited = await fetch(link.downloadUrl);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await fetchBytes(link.downloadUrl)).status).toBe(200);
  });
});

describe('a proxy in front of the server', () => {
  it('answers its HTML 502 page before the server sees the emit under proxy-502-before: nothing charged', async () => {
    const { shipmentId } = await createShipment(live.api);
    await live.sandbox.admin.personality({ profile: 'proxy-502-before' });
    const before = await balance();
    const reply = await emit(live.api, shipmentId);
    expect(reply.status).toBe(502);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(String(reply.body)).toMatch(/<title>502 Bad Gateway<\/title>/);
    expect(await balance()).toBe(before);
    expect((await emit(live.api, shipmentId)).status).toBe(200);
  });

  it('answers its HTML 502 page after the server bought the label under proxy-502: charged, answer lost', async () => {
    const { shipmentId, option } = await createShipment(live.api);
    await live.sandbox.admin.personality({ profile: 'proxy-502' });
    const before = await balance();
    const reply = await emit(live.api, shipmentId);
    expect(reply.status).toBe(502);
    expect(String(reply.body)).toMatch(/<h1>502 Bad Gateway<\/h1>/);
    expect(await balance()).toBe(before - option.priceCents);
    const again = emitLabelReadySchema.parse((await emit(live.api, shipmentId)).body);
    expect(again.chargeAlreadyCaptured).toBe(true);
    expect(await balance()).toBe(before - option.priceCents);
  });
});
