// Address book entries, quote options and print jobs as main and the server give them.
import type { RecipientEntry, SenderEntry } from '../../../../electron/shared/addressbook';
import type { QuoteOption, QuoteResponse } from '../../../../electron/shared/contract';
import type { SessionState } from '../../../../electron/shared/ipc';
import type { PrintJobView } from '../../../../electron/shared/printing';
import type { EmissionView } from '../../../../electron/shared/workflow';
import type { ParcelForm } from '../../../../renderer/src/features/quote/parcel';
import { RIO_CENTRO } from '../../../support/addresses';

const stamp = '2026-11-21T12:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The demo loja's warehouse, as the summary and the server record both carry it. */
const PAULISTA = {
  name: 'Expedição Paulista',
  personName: 'Ana Souza',
  company: 'Loja Demo',
  cpfCnpj: '11222333000181',
  phone: '1130001000',
  email: null,
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  zip: '01310100',
  country: 'BR',
};

export const SENDER: SenderEntry = {
  kind: 'sender',
  key: id(1),
  serverId: id(1),
  state: 'synced',
  outboxId: null,
  messages: [],
  usedAt: null,
  isDefault: true,
  body: null,
  summary: PAULISTA,
  record: {
    ...PAULISTA,
    id: id(1),
    lojaId: id(9),
    addressType: 'SENDER',
    ieNumber: null,
    isDefault: true,
    createdAt: stamp,
    updatedAt: stamp,
  },
};

/** Maria's address in Rio, as the summary and the server record both carry it. */
const MARIA_ADDRESS = {
  name: 'Maria Souza',
  personName: 'Maria Souza',
  phone: '21987654321',
  email: null,
  street: 'Avenida Rio Branco',
  number: '100',
  complement: null,
  ...RIO_CENTRO,
};

export const RECIPIENT: RecipientEntry = {
  kind: 'recipient',
  key: id(2),
  serverId: id(2),
  state: 'synced',
  outboxId: null,
  messages: [],
  usedAt: null,
  body: null,
  summary: { ...MARIA_ADDRESS, company: null, cpfCnpj: '11144477735' },
  record: {
    id: id(2),
    lojaId: id(9),
    name: 'Maria Souza',
    cpfCnpj: '11144477735',
    phone: '21987654321',
    email: null,
    notes: null,
    addressId: id(3),
    lastUsedAt: null,
    createdAt: stamp,
    updatedAt: stamp,
    address: { id: id(3), ...MARIA_ADDRESS },
  },
};

export function option(
  n: number,
  serviceName: string,
  priceCents: number | undefined,
  days: [number, number] | undefined,
): QuoteOption {
  return {
    quoteId: id(100 + n),
    carrierId: id(200),
    serviceLevelId: id(300 + n),
    carrierName: 'Correios',
    serviceName,
    ...(priceCents === undefined ? {} : { priceCents }),
    ...(days ? { deliveryDaysMin: days[0], deliveryDaysMax: days[1] } : {}),
  };
}

export const PAC = option(1, 'PAC', 3400, [5, 8]);
export const SEDEX = option(2, 'SEDEX', 5470, [2, 3]);
export const JADLOG = { ...option(3, '.Package', 3810, [4, 6]), carrierName: 'Jadlog' };

export function quoteResponse(options: QuoteOption[] = [PAC, SEDEX, JADLOG], ttlSeconds = 900): QuoteResponse {
  const now = Date.now();
  return {
    shippingOptions: options,
    issues: [],
    quotedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + ttlSeconds * 1000).toISOString(),
    validForMs: ttlSeconds * 1000,
  };
}

/** A national box of 20 × 15 × 10 cm and 1,2 kg, as typed on the parcel form: it quotes as it is. */
export const BOX_1_2KG: ParcelForm = {
  route: 'national',
  format: '2',
  length: '20',
  width: '15',
  height: '10',
  thickness: '',
  diameter: '',
  weight: '1,2',
  declared: '',
  services: [],
};

/** A real-shaped NF-e access key with a right check digit. */
export const NFE_KEY = '35240511222333000181550010000123451102938471';

/** A label's print job as main shows it: queued on a network printer, its bytes kept; `extra` says what differs. */
export function printJobView(extra: Partial<PrintJobView> = {}): PrintJobView {
  return {
    jobId: 'job-1',
    status: 'queued',
    kind: 'label',
    contentType: 'application/pdf',
    printerId: 'network:127.0.0.1:9100',
    printer: '127.0.0.1:9100',
    reprintOf: null,
    attempts: 0,
    nextAttemptAt: null,
    bytesKept: true,
    createdAt: '2026-11-26T14:06:00.000Z',
    updatedAt: '2026-11-26T14:06:00.000Z',
    ...extra,
  };
}

/** Label n bought and queued to print (shipment …00n, tracking BB12345678nBR, R$ 34,00); `extra` says what differs. */
export function emissionView(n: number, extra: Partial<EmissionView> = {}): EmissionView {
  return {
    shipmentId: id(n),
    labelId: `label-${n}`,
    trackingCode: `BB12345678${n}BR`,
    transactionId: `tx-${n}`,
    priceCents: 3400,
    chargeAlreadyCaptured: false,
    possibleDoubleCharge: false,
    contentType: 'application/pdf',
    printJob: printJobView({ jobId: `job-${n}` }),
    newlyQueued: true,
    ...extra,
  };
}

/** An operator logged in to SENDER's loja (the keychain holds the tokens). */
export const LOGGED_IN: SessionState = {
  status: 'logged-in',
  email: 'demo@shipping-station.test',
  userId: 'u1',
  lojas: [{ id: SENDER.record!.lojaId, name: 'Loja Demo' }],
  tenantId: SENDER.record!.lojaId,
  tokenStorage: 'keychain',
  tokenStorageNotice: null,
  training: false,
  demoAccount: null,
};
