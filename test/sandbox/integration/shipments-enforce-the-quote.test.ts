// Spec 2.9, 2.10 and 4.6: a shipment is created only from an unexpired option of the same store
// with the same carrier, service level, route and parcel; everything else is refused by name.
import { describe, expect, it } from 'vitest';
import { createShipmentResponseSchema } from '../../../electron/shared/contract';
import { IDS, OTHER } from '../../support/sandbox';
import { expectError, login, useLoggedInSandbox, type Reply } from './client';
import {
  dceInvoice,
  destination,
  foreignDestination,
  internationalQuote,
  nationalQuote,
  origin,
  parcel,
  quoteOption,
  shipmentFor,
} from './fixtures';

// Tokens outlive the quote TTL here, so moving the clock past a quote keeps the session.
const live = useLoggedInSandbox({ accessTtl: 24 * 3600 });

const PATH = '/api/v1/shipments';

/** A 400 for PATH with a message naming each field (a message starts with the field's path). */
function expectRefusedFields(reply: Reply, fields: string[]): void {
  const messages = expectError(reply, 400, PATH);
  expect(fields.filter((field) => !messages.some((m) => m.startsWith(field)))).toEqual([]);
}

describe('creation', () => {
  it('answers 201 with shipment { id, status: created }, shipmentId and status', async () => {
    const option = await quoteOption(live.api);
    const reply = await live.api.post(PATH, shipmentFor(option, { externalRef: 'PED-1001' }));
    expect(reply.status).toBe(201);
    const created = createShipmentResponseSchema.parse(reply.body);
    expect(created.status).toBe('created');
    expect(created.shipment).toMatchObject({
      id: created.shipmentId,
      status: 'created',
      priceCents: option.priceCents,
      externalRef: 'PED-1001',
    });
  });

  it('accepts an international destination without cpfCnpj', async () => {
    const option = await quoteOption(live.api, 'Exporta Fácil Standard', internationalQuote());
    const reply = await live.api.post(
      PATH,
      shipmentFor(option, {
        destAddress: foreignDestination,
        parcel: { format: '2', weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 },
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  });

  it('accepts an NF-e with its 44-digit key and a DC-e with valor and products', async () => {
    const nfe = {
      invoice: { type: 'NFE', chaveNFe: '3'.repeat(44), numero: '123', serie: '1', dataEmissao: '2025-01-31' },
    };
    expect((await live.api.post(PATH, shipmentFor(await quoteOption(live.api), nfe))).status).toBe(201);
    expect((await live.api.post(PATH, shipmentFor(await quoteOption(live.api), dceInvoice))).status).toBe(201);
  });
});

describe('rule 1: the quote belongs to the store', () => {
  it("answers 404 for another store's quote, as for an unknown one", async () => {
    const option = await quoteOption(live.api);
    const other = await login(live.sandbox.url, OTHER);
    expect(
      expectError(
        await other.api.post(PATH, shipmentFor(option, { originAddress: { ...origin, zip: '01310100' } })),
        404,
        PATH,
      ).join(),
    ).toMatch(/not found/);
    expectError(await live.api.as(IDS.demoLowBalanceLoja).post(PATH, shipmentFor(option)), 404, PATH);
    expectError(
      await live.api.post(PATH, shipmentFor({ ...option, quoteId: '11111111-1111-4111-8111-111111111111' })),
      404,
      PATH,
    );
  });
});

describe('rule 2: the quote has not expired', () => {
  it('answers 422 after expiresAt on the sandbox clock', async () => {
    const option = await quoteOption(live.api);
    await live.sandbox.admin.advanceClock(901);
    const messages = expectError(await live.api.post(PATH, shipmentFor(option)), 422, PATH);
    expect(messages.join()).toMatch(/expired/i);
  });
});

describe('rules 3 and 4: same option, same route and parcel', () => {
  it('answers 422 when carrierId or serviceLevelId differ from the option', async () => {
    const pac = await quoteOption(live.api, 'PAC');
    const sedex = await quoteOption(live.api, 'SEDEX');
    const messages = expectError(
      await live.api.post(PATH, shipmentFor({ ...pac, serviceLevelId: sedex.serviceLevelId })),
      422,
      PATH,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^serviceLevelId/);
    const jadlog = await quoteOption(live.api, '.Package');
    expect(
      expectError(await live.api.post(PATH, shipmentFor({ ...pac, carrierId: jadlog.carrierId })), 422, PATH)[0],
    ).toMatch(/^carrierId/);
  });

  const cases: Array<[string, Record<string, unknown>]> = [
    ['originAddress.zip', { originAddress: { ...origin, zip: '01311000' } }],
    ['destAddress.zip', { destAddress: { ...destination, zip: '20040003' } }],
    ['parcel.weightKg', { parcel: { ...parcel, weightKg: 1.3 } }],
    ['parcel.lengthCm', { parcel: { ...parcel, lengthCm: 21 } }],
    ['parcel.widthCm', { parcel: { ...parcel, widthCm: 16 } }],
    ['parcel.heightCm', { parcel: { ...parcel, heightCm: 11 } }],
    ['parcel.thicknessCm', { parcel: { ...parcel, thicknessCm: 2 } }],
    ['parcel.declaredValueCents', { parcel: { ...parcel, declaredValueCents: 10_001 } }],
    ['parcel.quantity', { parcel: { ...parcel, quantity: 2 } }],
  ];
  for (const [field, overrides] of cases) {
    it(`answers 422 naming ${field} when it differs from the quote`, async () => {
      const messages = expectError(
        await live.api.post(PATH, shipmentFor(await quoteOption(live.api), overrides)),
        422,
        PATH,
      );
      expect(messages).toEqual([expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')} differs`))]);
    });
  }

  it('names every differing field at once, format included', async () => {
    const option = await quoteOption(live.api);
    const messages = expectError(
      await live.api.post(
        PATH,
        shipmentFor(option, { parcel: { format: '3', weightKg: 2, lengthCm: 20, diameterCm: 10 } }),
      ),
      422,
      PATH,
    );
    const fields = messages.map((m) => m.split(' ')[0]);
    expect(fields).toEqual([
      'parcel.format',
      'parcel.weightKg',
      'parcel.widthCm',
      'parcel.heightCm',
      'parcel.diameterCm',
      'parcel.declaredValueCents',
    ]);
  });

  it('compares the additional services and physical space the option was quoted with', async () => {
    const option = await quoteOption(
      live.api,
      'PAC',
      nationalQuote({ physicalSpaceId: '22222222-2222-4222-8222-222222222222' }),
    );
    expect(expectError(await live.api.post(PATH, shipmentFor(option)), 422, PATH)[0]).toMatch(
      /^physicalSpaceId differs/,
    );
    expect(
      (await live.api.post(PATH, shipmentFor(option, { physicalSpaceId: '22222222-2222-4222-8222-222222222222' })))
        .status,
    ).toBe(201);
  });
});

describe('request validation (400)', () => {
  it('refuses addresses carrying record fields (id, lojaId, addressId, dates)', async () => {
    const option = await quoteOption(live.api);
    const messages = expectError(
      await live.api.post(
        PATH,
        shipmentFor(option, {
          originAddress: { ...origin, id: IDS.demoLoja, lojaId: IDS.demoLoja, createdAt: '2025-01-01T00:00:00Z' },
          destAddress: { ...destination, addressId: IDS.demoLoja, page: 1 },
        }),
      ),
      400,
      PATH,
    );
    expect(messages.join(' ')).toMatch(/originAddress/);
    expect(messages.join(' ')).toMatch(/destAddress/);
  });

  it('requires an 8-digit CEP and cpfCnpj for Brazilian sender and recipient', async () => {
    const option = await quoteOption(live.api);
    const { cpfCnpj: _drop, ...noDocument } = destination;
    const reply = await live.api.post(
      PATH,
      shipmentFor(option, { originAddress: { ...origin, zip: '01310-100' }, destAddress: noDocument }),
    );
    expectRefusedFields(reply, ['originAddress.zip', 'destAddress.cpfCnpj']);
  });

  it('requires the NF-e key for NFE and valor plus products for DCE', async () => {
    const option = await quoteOption(live.api);
    expect(
      expectError(await live.api.post(PATH, shipmentFor(option, { invoice: { type: 'NFE' } })), 400, PATH).join(),
    ).toMatch(/invoice\.chaveNFe/);
    expectError(
      await live.api.post(PATH, shipmentFor(option, { invoice: { type: 'NFE', chaveNFe: '123' } })),
      400,
      PATH,
    );
    const reply = await live.api.post(PATH, shipmentFor(option, { invoice: { type: 'DCE' } }));
    expectRefusedFields(reply, ['invoice.valor', 'parcel.products']);
  });

  it('refuses unknown top-level properties and a missing parcel', async () => {
    const option = await quoteOption(live.api);
    expect(expectError(await live.api.post(PATH, { ...shipmentFor(option), priceCents: 1 }), 400, PATH).join()).toMatch(
      /priceCents/,
    );
    const { parcel: _p, ...noParcel } = shipmentFor(option);
    expectError(await live.api.post(PATH, noParcel), 400, PATH);
  });
});
