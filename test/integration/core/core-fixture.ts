// A station against a real sandbox on port 0 with a temp data folder. Every HTTP request the
// station makes goes through a recording wrapper of its fetch (ky's `fetch` option), so tests can
// count refreshes and check headers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStation, type Station, type StationOptions } from '../../../electron/main/app/station';
import { createMemoryVault, type SecretVault } from '../../../electron/main/session/vault/secret-vault';
import { ApiError } from '../../../electron/main/api/errors';
import type { SessionState } from '../../../electron/shared/ipc';
import { ORIGIN_SP, RIO, withoutDocument } from '../../support/addresses';
import { DEMO, IDS, startTestSandbox, type TestSandbox, type TestSandboxOptions } from '../../support/sandbox';
import { sentOf } from '../../support/sent';

export { DEMO, IDS };

export interface SentRequest {
  method: string;
  path: string;
  /** The query string ("?pageSize=5"), to tell a test's own calls from background ones. */
  search: string;
  authorization: string | null;
  tenant: string | null;
}

export interface CoreFixture {
  sandbox: TestSandbox;
  station: Station;
  dataDir: string;
  vault: SecretVault;
  requests: SentRequest[];
  /** A second station on the same data folder and vault, as after a restart. */
  restart(): Promise<Station>;
  /** Logs in the demo account and picks its first loja. */
  loginDemo(station?: Station): Promise<SessionState>;
  refreshCount(): number;
  close(): Promise<void>;
}

export function recordingFetch(requests: SentRequest[]): typeof fetch {
  return async (input, init) => {
    const { method, url, headers } = sentOf(input, init);
    requests.push({
      method,
      path: url.pathname,
      search: url.search,
      authorization: headers.get('authorization'),
      tenant: headers.get('x-tenant-id'),
    });
    return fetch(input, init);
  };
}

export async function startCoreFixture(
  options: { sandbox?: TestSandboxOptions; vault?: SecretVault; station?: Partial<StationOptions> } = {},
): Promise<CoreFixture> {
  const sandbox = await startTestSandbox(options.sandbox);
  const dataDir = await mkdtemp(join(tmpdir(), 'station-'));
  const vault = options.vault ?? createMemoryVault();
  const requests: SentRequest[] = [];
  const stations: Station[] = [];
  const build = async () => {
    const station = await createStation({
      dataDir,
      apiBaseUrl: sandbox.url,
      vault,
      http: { fetch: recordingFetch(requests), timeoutMs: 10_000, retry: { backoffLimitMs: 50 } },
      ...options.station,
    });
    stations.push(station);
    return station;
  };
  const station = await build();

  const loginDemo = async (target: Station = station) => {
    const state = await target.session.login({ email: DEMO.email, senha: DEMO.senha });
    return target.session.selectLoja(state.lojas[0]?.id ?? IDS.demoLoja);
  };

  return {
    sandbox,
    station,
    dataDir,
    vault,
    requests,
    restart: build,
    loginDemo,
    refreshCount: () => requests.filter((r) => r.path === '/api/v1/auth/refresh').length,
    async close() {
      for (const s of stations) await s.close();
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Vault entries hold JSON with the refresh token; tests read it to prove rotation. */
export async function storedRefreshToken(vault: SecretVault, account: string): Promise<string | null> {
  const raw = await vault.get(account);
  return raw ? (JSON.parse(raw) as { refreshToken: string }).refreshToken : null;
}

/** The ApiError a call fails with (the test fails if it answers, or throws anything else). */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A national box quote from the demo loja's CEP to Rio, 1 kg. */
export const nationalQuote = {
  originCep: '01310100',
  destinationCep: '20040002',
  peso: 1,
  comprimento: 20,
  largura: 15,
  altura: 10,
  format: '2' as const,
};

/** The demo loja's seeded sender as a shipment origin (CEP 01310100, as in nationalQuote). */
export const demoOrigin = {
  ...ORIGIN_SP,
  company: 'Loja Demo Paulista Ltda',
  email: 'expedicao@demo.shipping-station.test',
};

/** A recipient in Rio (CEP 20040002, as in nationalQuote); its CPF has valid check digits. */
export const rioDestination = {
  ...RIO,
  name: 'Maria Oliveira',
  personName: 'Maria Oliveira',
  phone: '21998765432',
  email: 'maria.oliveira@example.com.br',
  street: 'Avenida Rio Branco',
  number: '50',
};

/** rioDestination as an address-book recipient: the document on the person, the address her "Casa". */
export const rioRecipient = {
  name: rioDestination.name,
  cpfCnpj: rioDestination.cpfCnpj,
  phone: '(21) 99876-5432',
  email: rioDestination.email,
  address: { ...withoutDocument(rioDestination), name: 'Casa' },
};

interface QuotedOption {
  quoteId: string;
  carrierId: string;
  serviceLevelId: string;
}

/** A shipment body built from exactly the data of nationalQuote, with a DC-e (DACE-eligible). */
export function nationalShipment(option: QuotedOption, overrides: { weightKg?: number; invoice?: 'DCE' | 'NFE' } = {}) {
  const invoice =
    overrides.invoice === 'NFE'
      ? { type: 'NFE' as const, chaveNFe: '35251111222333000181550010000000011123456780' }
      : { type: 'DCE' as const, valor: 50 };
  return {
    quoteId: option.quoteId,
    carrierId: option.carrierId,
    serviceLevelId: option.serviceLevelId,
    externalRef: 'PEDIDO-1001',
    originAddress: demoOrigin,
    destAddress: rioDestination,
    parcel: {
      format: '2' as const,
      weightKg: overrides.weightKg ?? nationalQuote.peso,
      lengthCm: nationalQuote.comprimento,
      widthCm: nationalQuote.largura,
      heightCm: nationalQuote.altura,
      contentDescription: 'Livros',
      products: [{ content: 'Livro', quantity: 2, valueCents: 2500 }],
    },
    invoice,
  };
}
