import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAuthApi } from '../../../electron/main/api/auth-api';
import { createHttp } from '../../../electron/main/api/http';
import { silentLogger } from '../../../electron/main/log/logger';
import { senderListResponseSchema } from '../../../electron/shared/contract';
import { apiFailure, IDS, nationalQuote, nationalShipment, startCoreFixture, type CoreFixture } from './core-fixture';
import { OTHER } from '../../support/sandbox';
import { spoken } from '../../support/said';

let fx: CoreFixture;
beforeAll(async () => {
  fx = await startCoreFixture();
  await fx.loginDemo();
});
afterAll(async () => fx?.close());

const failure = apiFailure;

const quoteAndShip = async (overrides: { weightKg?: number; invoice?: 'DCE' | 'NFE' } = {}) => {
  const quote = await fx.station.api.simulateQuote(nationalQuote);
  return { quote, body: nationalShipment(quote.shippingOptions[0]!, overrides) };
};

describe('API errors against the sandbox', () => {
  it('402 insufficient balance on the R$ 5,00 loja, message verbatim, nothing charged', async () => {
    await fx.station.session.selectLoja(IDS.demoLowBalanceLoja);
    try {
      const quote = await fx.station.api.simulateQuote({ ...nationalQuote, originCep: '20011000' });
      const option = quote.shippingOptions[0]!;
      const body = nationalShipment(option);
      const created = await fx.station.api.createShipment({
        ...body,
        originAddress: {
          ...body.originAddress,
          zip: '20011000',
          cpfCnpj: '11444777000161',
          city: 'Rio de Janeiro',
          state: 'RJ',
        },
      });
      const error = await failure(fx.station.api.emitLabel(created.shipmentId));
      expect(error).toMatchObject({ kind: 'insufficient-balance', status: 402, delivery: 'answered' });
      // The station's sentence is a key; the server's own words are quoted apart, as the server's.
      // In words by what the refusal means, never a bare "(402)".
      expect(error.said).toEqual({ key: 'api.refusedFor.insufficient-balance' });
      expect(error.quoted?.source).toBe('server');
      expect(error.quoted?.lines[0]?.length).toBeGreaterThan(5);
      const wallets = await fx.sandbox.admin.wallets();
      expect(wallets.find((w) => w.lojaId === IDS.demoLowBalanceLoja)?.balanceCents).toBe(500);
    } finally {
      await fx.station.session.selectLoja(IDS.demoLoja);
    }
  });

  it('409 on a shipment whose order reference the server already has: "pedido já enviado", in the operator\'s words', async () => {
    await fx.sandbox.admin.personality({ profile: 'externalref-409' });
    try {
      const externalRef = `PED-${Date.now()}`;
      const first = await quoteAndShip();
      await fx.station.api.createShipment({ ...first.body, externalRef });
      const second = await quoteAndShip();
      const error = await failure(fx.station.api.createShipment({ ...second.body, externalRef }));
      expect(error).toMatchObject({ kind: 'rejected', status: 409, said: { key: 'api.orderAlreadyShipped' } });
      expect(spoken(error)).toMatch(/^Pedido já enviado/);
    } finally {
      await fx.sandbox.admin.personality({ profile: 'default' });
    }
  });

  it('422 quote-expired after the quote TTL', async () => {
    const { body } = await quoteAndShip();
    await fx.sandbox.admin.advanceClock(901);
    const error = await failure(fx.station.api.createShipment(body));
    expect(error).toMatchObject({ kind: 'quote-expired', status: 422 });
    expect(error.quoted?.lines.join(' ')).toMatch(/expired/i);
  });

  it('422 quote-mismatch naming the field that differs', async () => {
    const { body } = await quoteAndShip({ weightKg: 2 });
    const error = await failure(fx.station.api.createShipment(body));
    expect(error).toMatchObject({ kind: 'quote-mismatch', status: 422 });
    expect(error.quoted?.lines?.join(' ')).toContain('parcel.weightKg');
  });

  it('422 not-eligible: a DACE for a shipment under an NF-e', async () => {
    const { body } = await quoteAndShip({ invoice: 'NFE' });
    const created = await fx.station.api.createShipment(body);
    await fx.station.api.emitLabel(created.shipmentId);
    const error = await failure(fx.station.api.generateDace(created.shipmentId, 'R'));
    expect(error).toMatchObject({ kind: 'not-eligible', status: 422 });
  });

  it('422 rejected: an unknown coupon; 404 not-found: an unknown shipment', async () => {
    const { body } = await quoteAndShip();
    const created = await fx.station.api.createShipment(body);
    const coupon = await failure(
      fx.station.api.emitLabel(created.shipmentId, { paymentMethod: 'wallet', couponCode: 'NOPE' }),
    );
    expect(coupon).toMatchObject({ kind: 'rejected', status: 422 });
    expect(coupon.quoted?.lines.join(' ')).toContain('NOPE');
    const missing = await failure(fx.station.api.getDace('00000000-0000-4000-8000-000000000000'));
    expect(missing).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('403 forbidden: a token of another account with this loja in X-Tenant-Id', async () => {
    const http = createHttp({ baseUrl: fx.sandbox.url, logger: silentLogger() });
    const { accessToken } = await createAuthApi(http).login({ email: OTHER.email, senha: OTHER.senha });
    const error = await failure(
      http.request({
        method: 'get',
        path: '/api/v1/addresses',
        credentials: { accessToken, tenantId: IDS.demoLoja },
        schema: senderListResponseSchema,
      }),
    );
    expect(error).toMatchObject({ kind: 'forbidden', status: 403 });
  });

  it('400 validation from the server keeps every message; invalid bodies are stopped before sending', async () => {
    const http = createHttp({ baseUrl: fx.sandbox.url, logger: silentLogger() });
    const server = await failure(
      http.request({
        method: 'post',
        path: '/api/v1/auth/login',
        body: { schema: z.object({ email: z.string() }), value: { email: 'x' } },
        schema: senderListResponseSchema,
      }),
    );
    expect(server).toMatchObject({ kind: 'validation', status: 400, delivery: 'answered' });
    expect(server.quoted?.lines?.length).toBeGreaterThan(0);

    const sent = fx.requests.length;
    const local = await failure(
      fx.station.api.createRecipient({ name: 'x', phone: '1', address: { country: 'BR' } } as never),
    );
    expect(local).toMatchObject({ kind: 'validation', delivery: 'not-sent' });
    expect(local.quoted?.lines).toEqual(expect.arrayContaining([expect.stringMatching(/^phone:/)]));
    expect(fx.requests.length).toBe(sent);
  });
});
