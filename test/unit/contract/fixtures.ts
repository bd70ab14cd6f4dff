// Valid examples of every contract object. Each test starts from one of these and breaks
// exactly the rule it is about, so a failure points at that rule and nothing else.
export const ID = {
  loja: '3f1c2a9e-5b7d-4c1e-9a2b-7d8e9f0a1b2c',
  user: '0b6f3a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b',
  sender: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  recipient: '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  address: '8c3d4e5f-6a7b-4c8d-ae9f-1a2b3c4d5e6f',
  quote: '9d4e5f6a-7b8c-4d9e-bf0a-2b3c4d5e6f7a',
  carrier: 'ae5f6a7b-8c9d-4eaf-80b1-3c4d5e6f7a8b',
  serviceLevel: 'bf6a7b8c-9d0e-4fb0-91c2-4d5e6f7a8b9c',
  shipment: 'c07b8c9d-0e1f-4ac1-a2d3-5e6f7a8b9c0d',
  label: 'd18c9d0e-1f2a-4bd2-b3e4-6f7a8b9c0d1e',
} as const;

export const NOW = '2025-03-10T14:30:00-03:00';

export const loginDto = () => ({ email: 'operador@loja.com.br', senha: 'segredo' });

export const senderBody = () => ({
  name: 'CD Barueri',
  personName: 'Ana Souza',
  phone: '11987654321',
  email: 'expedicao@loja.com.br',
  street: 'Avenida Tamboré',
  number: '1200',
  district: 'Tamboré',
  city: 'Barueri',
  state: 'SP',
  zip: '06460000',
  cpfCnpj: '11222333000181',
});

export const senderResponse = () => ({
  id: ID.sender,
  lojaId: ID.loja,
  addressType: 'SENDER',
  name: 'CD Barueri',
  personName: 'Ana Souza',
  company: 'Loja Exemplo Ltda',
  phone: '11987654321',
  email: 'expedicao@loja.com.br',
  street: 'Avenida Tamboré',
  number: '1200',
  complement: null,
  district: 'Tamboré',
  city: 'Barueri',
  state: 'SP',
  zip: '06460000',
  cpfCnpj: '11222333000181',
  ieNumber: null,
  country: 'BR',
  isDefault: true,
  createdAt: NOW,
  updatedAt: NOW,
});

export const recipientAddress = () => ({
  name: 'Casa',
  personName: 'João Lima',
  phone: '21998765432',
  street: 'Rua das Laranjeiras',
  number: '45',
  district: 'Laranjeiras',
  city: 'Rio de Janeiro',
  state: 'RJ',
  zip: '22240003',
  country: 'BR',
});

export const recipientCreate = () => ({
  name: 'João Lima',
  cpfCnpj: '52998224725',
  phone: '(21) 99876-5432',
  email: 'joao@example.com',
  address: recipientAddress(),
});

export const recipientResponse = () => ({
  id: ID.recipient,
  lojaId: ID.loja,
  name: 'João Lima',
  cpfCnpj: '52998224725',
  phone: '(21) 99876-5432',
  email: 'joao@example.com',
  notes: null,
  addressId: ID.address,
  lastUsedAt: null,
  createdAt: NOW,
  updatedAt: NOW,
  address: { id: ID.address, ...recipientAddress(), email: null, complement: 'apto 301' },
});

export const quoteRequest = () => ({
  originCep: '06460000',
  destinationCep: '22240003',
  peso: 1.2,
  comprimento: 30,
  largura: 20,
  altura: 10,
  format: '2',
});

export const quoteOption = () => ({
  quoteId: ID.quote,
  carrierId: ID.carrier,
  serviceLevelId: ID.serviceLevel,
  carrierName: 'Correios',
  serviceName: 'SEDEX',
  priceCents: 2590,
  currency: 'BRL',
  deliveryDaysMin: 1,
  deliveryDaysMax: 3,
});

export const quoteResponse = () => ({
  shippingOptions: [quoteOption()],
  quotedAt: NOW,
  expiresAt: '2025-03-10T15:30:00-03:00',
});

/** The sender's warehouse as a shipment address: no e-mail, the country said. */
export const shipmentAddress = () => {
  const { email: _email, ...address } = senderBody();
  return { ...address, country: 'BR' };
};

export const parcel = () => ({
  format: '2',
  weightKg: 1.2,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  declaredValueCents: 15000,
  quantity: 1,
});

export const createShipment = () => ({
  quoteId: ID.quote,
  carrierId: ID.carrier,
  serviceLevelId: ID.serviceLevel,
  externalRef: 'PED-1001',
  originAddress: shipmentAddress(),
  destAddress: {
    ...shipmentAddress(),
    name: 'Casa',
    personName: 'João Lima',
    cpfCnpj: '52998224725',
    zip: '22240003',
    state: 'RJ',
  },
  parcel: parcel(),
});

export const nfeInvoice = () => ({
  type: 'NFE',
  numero: '1234',
  serie: '1',
  valor: 150,
  chaveNFe: '3'.repeat(44),
  dataEmissao: '2025-03-10',
});

export const dceShipment = () => ({
  ...createShipment(),
  parcel: { ...parcel(), products: [{ content: 'Camiseta', quantity: 2, valueCents: 7500, ncm: '61091000' }] },
  invoice: { type: 'DCE', valor: 150 },
});

export const emitReady = () => ({
  status: 'READY',
  shipmentId: ID.shipment,
  labelId: ID.label,
  trackingCode: 'QB123456789BR',
  fileUrl: 'labels/d18c9d0e.pdf',
  priceCents: 2590,
  couponCode: null,
  paymentMethod: 'wallet',
  transactionId: 'tx-1',
  chargeAlreadyCaptured: false,
});

export const emitPending = () => ({ status: 'PENDING', shipmentId: ID.shipment, providerJobId: 'job-77' });

export const daceResponse = () => ({
  shipmentId: ID.shipment,
  available: true,
  generated: false,
  document: null,
});

export const errorResponse = () => ({
  statusCode: 400,
  timestamp: NOW,
  path: '/api/v1/shipments',
  error: 'Bad Request',
  message: ['destAddress.zip must match /^[0-9]{8}$/'],
});

export const trackingEvent = () => ({
  code: 'BDE-01',
  description: 'Objeto entregue ao destinatário',
  location: 'Rio de Janeiro/RJ',
  occurredAt: NOW,
});
