// Spec 4.3: senders per store, one default, search by name, person, company, city, CEP, document.
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { senderListResponseSchema, senderResponseSchema } from '../../../electron/shared/contract';
import { SEED_ACCOUNTS } from '../../../electron/sandbox';
import { IDS, OTHER } from '../../support/sandbox';
import { expectError, login, useLoggedInSandbox } from './client';

const live = useLoggedInSandbox();

const PATH = '/api/v1/addresses';
const sender = (overrides: Record<string, unknown> = {}) => ({
  name: 'Galpão Campinas',
  phone: '19988887777',
  street: 'Rua Barão de Jaguara',
  number: '900',
  district: 'Centro',
  city: 'Campinas',
  state: 'SP',
  zip: '13015001',
  cpfCnpj: '52998224725',
  ...overrides,
});

describe('seed', () => {
  it('uses documents with valid check digits for every store and sender', () => {
    const valid = (d: string) => (d.length === 14 ? isValidCnpj(d) : isValidCpf(d));
    const documents = SEED_ACCOUNTS.flatMap((a) => a.lojas.flatMap((l) => [l.cnpj, l.sender.cpfCnpj]));
    expect(documents).toHaveLength(8);
    expect(documents.filter((d) => !valid(d))).toEqual([]);
  });

  it('gives every store one default sender with a valid CNPJ', async () => {
    for (const lojaId of [IDS.demoLoja, IDS.demoLowBalanceLoja]) {
      const list = senderListResponseSchema.parse((await live.api.as(lojaId).get(PATH)).body);
      expect(list.data.filter((s) => s.isDefault)).toHaveLength(1);
      expect(isValidCnpj(list.data[0]?.cpfCnpj ?? '')).toBe(true);
    }
    const other = await login(live.sandbox.url, OTHER);
    const list = senderListResponseSchema.parse((await other.api.get(PATH)).body);
    expect(list.total).toBe(1);
    expect(list.data[0]?.lojaId).toBe(IDS.otherLoja);
  });
});

describe('create', () => {
  it('answers 201 with the response shape, personName defaulting to name and country to BR', async () => {
    const reply = await live.api.post(PATH, sender());
    expect(reply.status).toBe(201);
    const created = senderResponseSchema.parse(reply.body);
    expect(created).toMatchObject({
      lojaId: IDS.demoLoja,
      addressType: 'SENDER',
      personName: 'Galpão Campinas',
      country: 'BR',
      isDefault: false,
      company: null,
    });
  });

  it('makes a sender sent with setAsDefault the only default of its store', async () => {
    const lojaApi = live.api.as(IDS.demoLowBalanceLoja);
    const reply = await lojaApi.post(PATH, sender({ name: 'Novo padrão', setAsDefault: true }));
    expect(reply.body.isDefault).toBe(true);
    const list = senderListResponseSchema.parse((await lojaApi.get(PATH)).body);
    expect(list.data.filter((s) => s.isDefault).map((s) => s.id)).toEqual([reply.body.id]);
    // The other store's default is untouched.
    const first = senderListResponseSchema.parse((await live.api.get(PATH)).body);
    expect(first.data.filter((s) => s.isDefault)).toHaveLength(1);
  });

  it('refuses invalid fields with 400 naming each one, unknown properties included', async () => {
    const messages = expectError(
      await live.api.post(PATH, sender({ zip: '13015-001', state: 'São Paulo', cpfCnpj: '123', id: 'x' })),
      400,
      PATH,
    );
    for (const field of ['zip', 'state', 'cpfCnpj', 'id'])
      expect(messages.some((m) => m.startsWith(`${field}:`))).toBe(true);
    expectError(await live.api.post(PATH, { name: 'x' }), 400, PATH);
  });
});

describe('list', () => {
  beforeAll(async () => {
    for (let i = 0; i < 25; i++) {
      await live.api.post(
        PATH,
        sender({
          name: `Filial ${String(i).padStart(2, '0')}`,
          company: i === 3 ? 'Açaí Comércio Ltda' : undefined,
          city: i % 2 ? 'São José' : 'Campinas',
          zip: i === 7 ? '88101000' : '13015001',
        }),
      );
    }
  });

  it('pages with page and pageSize (default 20) and counts every match in total', async () => {
    const first = senderListResponseSchema.parse((await live.api.get(PATH)).body);
    expect(first).toMatchObject({ page: 1, pageSize: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(27);
    const last = senderListResponseSchema.parse((await live.api.get(`${PATH}?page=2&pageSize=20`)).body);
    expect(last.data.length).toBe(first.total - 20);
    const ids = new Set([...first.data, ...last.data].map((s) => s.id));
    expect(ids.size).toBe(first.total);
  });

  it('searches case- and accent-insensitively across name, company, city, CEP and document', async () => {
    const search = async (q: string) =>
      senderListResponseSchema.parse((await live.api.get(`${PATH}?q=${encodeURIComponent(q)}`)).body);
    expect((await search('SAO JOSE')).total).toBe(12);
    expect((await search('acai')).data.map((s) => s.company)).toEqual(['Açaí Comércio Ltda']);
    expect((await search('88101-000')).total).toBe(1);
    expect((await search('filial 1')).total).toBe(10);
    expect((await search('11.222.333/0001-81')).data[0]?.name).toBe('Expedição Paulista');
    expect((await search('nothing like this')).total).toBe(0);
    expect((await search('100%')).total).toBe(0);
  });

  it('refuses page and pageSize out of range with 400', async () => {
    for (const query of ['page=0', 'pageSize=0', 'pageSize=101', 'page=abc']) {
      expectError(await live.api.get(`${PATH}?${query}`), 400, PATH);
    }
    expect((await live.api.get(`${PATH}?pageSize=100`)).status).toBe(200);
  });
});
