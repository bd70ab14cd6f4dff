// Spec 4.4: recipients with their delivery address, Brazil rules, search, lastUsedAt.
import { describe, expect, it } from 'vitest';
import { recipientListResponseSchema, recipientResponseSchema } from '../../../electron/shared/contract';
import { RIO, withoutDocument } from '../../support/addresses';
import { IDS, OTHER } from '../../support/sandbox';
import { expectError, login, useLoggedInSandbox } from './client';
import { createShipment, destination } from './fixtures';

const live = useLoggedInSandbox();

const PATH = '/api/v1/recipients';
const address = withoutDocument(RIO);
const recipient = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marina Costa',
  cpfCnpj: '52998224725',
  phone: '(21) 99999-8888',
  email: 'marina@exemplo.test',
  address,
  ...overrides,
});

describe('create', () => {
  it('answers 201 with addressId and the address object', async () => {
    const reply = await live.api.post(PATH, recipient({ notes: 'Portaria 24h' }));
    expect(reply.status).toBe(201);
    const created = recipientResponseSchema.parse(reply.body);
    expect(created.lojaId).toBe(IDS.demoLoja);
    expect(created.address?.id).toBe(created.addressId);
    expect(created.address).toMatchObject({ personName: 'Marina Costa', zip: '20040002', country: 'BR' });
    expect(created).toMatchObject({ notes: 'Portaria 24h', lastUsedAt: null });
  });

  it('requires cpfCnpj, a 2-letter UF and an 8-digit CEP in Brazil', async () => {
    const messages = expectError(
      await live.api.post(
        PATH,
        recipient({ cpfCnpj: undefined, address: { ...address, state: 'Rio', zip: '20040-002' } }),
      ),
      400,
      PATH,
    );
    expect(messages.some((m) => m.startsWith('cpfCnpj:'))).toBe(true);
    expect(messages.some((m) => m.startsWith('address.state:'))).toBe(true);
    expect(messages.some((m) => m.startsWith('address.zip:'))).toBe(true);
  });

  it('accepts a recipient abroad without a document and with a foreign postal code', async () => {
    const reply = await live.api.post(
      PATH,
      recipient({
        cpfCnpj: undefined,
        name: 'John Smith',
        address: { ...address, state: 'New York', zip: '10001-1234', country: 'US' },
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.cpfCnpj).toBeNull();
  });

  it('enforces the phone pattern and refuses unknown properties', async () => {
    expect(expectError(await live.api.post(PATH, recipient({ phone: 'call me' })), 400, PATH).join()).toMatch(
      /^phone:/,
    );
    expect(expectError(await live.api.post(PATH, recipient({ lojaId: IDS.demoLoja })), 400, PATH).join()).toMatch(
      /lojaId/,
    );
  });
});

describe('list', () => {
  it('searches by name, document, phone and e-mail; pages and counts', async () => {
    await live.api.post(
      PATH,
      recipient({ name: 'Otávio Brandão', cpfCnpj: '11144477735', phone: '11 3333-4444', email: 'otavio@loja.test' }),
    );
    const search = async (q: string) =>
      recipientListResponseSchema.parse((await live.api.get(`${PATH}?q=${encodeURIComponent(q)}`)).body);
    expect((await search('otavio brandao')).data.map((r) => r.name)).toEqual(['Otávio Brandão']);
    expect((await search('111.444.777-35')).total).toBe(1);
    expect((await search('3333-4444')).total).toBe(1);
    expect((await search('otavio@loja')).total).toBe(1);
    const page = recipientListResponseSchema.parse((await live.api.get(`${PATH}?page=1&pageSize=1`)).body);
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expectError(await live.api.get(`${PATH}?pageSize=101`), 400, PATH);
  });

  it('keeps each store to its own recipients', async () => {
    const other = await login(live.sandbox.url, OTHER);
    expect(recipientListResponseSchema.parse((await other.api.get(PATH)).body).total).toBe(0);
  });

  it('sets lastUsedAt when a shipment is created to the recipient document, and lists it first', async () => {
    await createShipment(live.api, { destAddress: { ...destination, cpfCnpj: '11144477735' } });
    const list = recipientListResponseSchema.parse((await live.api.get(PATH)).body);
    expect(list.data[0]?.name).toBe('Otávio Brandão');
    expect(Date.parse(list.data[0]?.lastUsedAt ?? '')).not.toBeNaN();
    expect(list.data.slice(1).every((r) => r.lastUsedAt === null)).toBe(true);
  });

  it('bulk-seeds thousands of recipients through the admin surface', async () => {
    const total = await live.sandbox.admin.seedRecipients(IDS.demoLowBalanceLoja, 2_000);
    expect(total).toBe(2_000);
    const list = recipientListResponseSchema.parse(
      (await live.api.as(IDS.demoLowBalanceLoja).get(`${PATH}?q=sao%20paulo&pageSize=5`)).body,
    );
    expect(list.total).toBe(0); // city is not a recipient search field
    const byName = recipientListResponseSchema.parse(
      (await live.api.as(IDS.demoLowBalanceLoja).get(`${PATH}?q=ana&pageSize=5`)).body,
    );
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.data).toHaveLength(5);
  });
});
