import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  demoOrigin,
  nationalQuote,
  nationalShipment,
  rioDestination,
  rioRecipient,
  startCoreFixture,
  storedRefreshToken,
  type CoreFixture,
} from './core-fixture';

// login → quote → shipment → emit → download through the IPC registry (as the renderer does),
// with a failed login and a server refusal that echoes data, then the whole log file is searched.
let fx: CoreFixture;
let logText = '';
const secrets: string[] = [];
const wrongPassword = 'S3nha-Errada-Que-Nao-Pode-Vazar';

beforeAll(async () => {
  fx = await startCoreFixture();
  const { registry } = fx.station;
  const account = `${fx.sandbox.url}|${DEMO.email}`;
  expect(await registry.invoke('session:login', { email: DEMO.email, senha: wrongPassword })).toMatchObject({
    ok: false,
  });
  const login = await registry.invoke('session:login', { email: DEMO.email, senha: DEMO.senha });
  expect(login.ok).toBe(true);
  secrets.push((await storedRefreshToken(fx.vault, account))!);
  await fx.station.session.selectLoja((login as { value: { lojas: Array<{ id: string }> } }).value.lojas[0]!.id);

  const recipient = await registry.invoke('recipients:create', rioRecipient);
  expect(recipient.ok).toBe(true);
  const quote = await registry.invoke('quotes:simulate', nationalQuote);
  expect(quote.ok).toBe(true);
  const option = (
    quote as { value: { shippingOptions: Array<{ quoteId: string; carrierId: string; serviceLevelId: string }> } }
  ).value.shippingOptions[0]!;
  // A refused shipment whose server message echoes the data it compared.
  expect(await registry.invoke('shipments:create', nationalShipment(option, { weightKg: 3 }))).toMatchObject({
    ok: false,
    error: { kind: 'quote-mismatch' },
  });
  const shipment = await registry.invoke('shipments:create', nationalShipment(option));
  expect(shipment.ok).toBe(true);
  const shipmentId = (shipment as { value: { shipmentId: string } }).value.shipmentId;
  // Expire the access token so a refresh (and a rotated token) happens mid-flow.
  await fx.sandbox.admin.advanceClock(901);
  // A refusal whose server message echoes what the operator typed (here: personal data).
  const coupon = `CUPOM ${rioDestination.email} ${'529.982.247-25'} ${'(21) 99876-5432'}`;
  // Buying has no channel of its own (only the workflow buys): this calls the API client itself.
  await expect(
    fx.station.api.emitLabel(shipmentId, { paymentMethod: 'wallet', couponCode: coupon }),
  ).rejects.toMatchObject({
    kind: 'rejected',
    quoted: { source: 'server', lines: [expect.stringContaining(rioDestination.email)] },
  });
  const emitted = { value: await fx.station.api.emitLabel(shipmentId, { paymentMethod: 'wallet' }) };
  expect(emitted.value).toMatchObject({ status: 'READY' });
  secrets.push((await storedRefreshToken(fx.vault, account))!);
  const download = await registry.invoke('labels:download', {
    labelId: (emitted as { value: { labelId: string } }).value.labelId,
  });
  expect(download.ok).toBe(true);
  const url = (download as { value: { downloadUrl: string } }).value.downloadUrl;
  await fx.station.api.downloadFile(url);
  secrets.push(new URL(url).search.slice(1));
  logText = readFileSync(join(fx.dataDir, 'logs', 'station.log'), 'utf8');
});
afterAll(async () => fx?.close());

describe('the log file after a whole label flow', () => {
  it('is a structured JSON-lines log that recorded the flow', () => {
    const lines = logText
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(10);
    const paths = lines.map((line) => `${String(line.msg)} ${String(line.method)} ${String(line.path)}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'api ok POST /api/v1/auth/login',
        'api ok POST /api/v1/quotes/simulate',
        'api ok POST /api/v1/shipments',
        'api ok POST /api/v1/auth/refresh',
        expect.stringMatching(/^api ok POST \/api\/v1\/labels\/shipments\/[0-9a-f-]{36}\/emit$/),
        expect.stringMatching(/^api ok GET \/api\/v1\/labels\/[0-9a-f-]{36}\/download$/),
      ]),
    );
    expect(logText).toContain('differs from the quote'); // refusals are logged with the server's words…
    expect(logText).toMatch(/Coupon CUPOM \[redacted\] \[redacted\] \[redacted\] is not valid/); // …scrubbed
  });

  it('holds no token, no password, no CPF/CNPJ, no e-mail and no phone', () => {
    expect(secrets.every((s) => s && s.length > 10)).toBe(true);
    const forbidden = [
      ...secrets,
      wrongPassword,
      `"senha":"${DEMO.senha}"`,
      DEMO.email,
      rioDestination.email,
      rioDestination.cpfCnpj,
      '529.982.247-25',
      demoOrigin.cpfCnpj,
      '11.222.333/0001-81',
      rioDestination.phone,
      '99876-5432',
      demoOrigin.phone,
      demoOrigin.email,
      'Bearer ey',
    ];
    for (const value of forbidden) expect(logText, value).not.toContain(value);
    expect(logText).not.toMatch(/"(accessToken|refreshToken|senha|password|authorization)":"(?!\[redacted\])/i);
  });
});
