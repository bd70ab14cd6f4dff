// Requests the conformance suite sends: a national parcel São Paulo → Rio de Janeiro (CEP
// regions 0 and 2), and the shipment that matches it field for field.
import type { Api } from './client';
import { ORIGIN_SP, RIO } from '../../support/addresses';
import { NATIONAL_PARCEL, NATIONAL_QUOTE } from '../../support/parcels';

export const nationalQuote = (overrides: Record<string, unknown> = {}) => ({ ...NATIONAL_QUOTE, ...overrides });

export const internationalQuote = (overrides: Record<string, unknown> = {}) => ({
  originCep: '01310100',
  destinationCountryCode: 'US',
  destinationPostalCode: '10001',
  peso: 2,
  comprimento: 30,
  largura: 20,
  altura: 10,
  format: '2',
  ...overrides,
});

export const origin = ORIGIN_SP;

export const destination = RIO;

export const foreignDestination = {
  name: 'Home',
  personName: 'John Smith',
  phone: '+1 212 555 0100',
  street: 'W 34th St',
  number: '350',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  country: 'US',
};

export const parcel = NATIONAL_PARCEL;

export interface Option {
  quoteId: string;
  carrierId: string;
  serviceLevelId: string;
  serviceName: string;
  priceCents: number;
}

export function shipmentFor(option: Option, overrides: Record<string, unknown> = {}) {
  return {
    quoteId: option.quoteId,
    carrierId: option.carrierId,
    serviceLevelId: option.serviceLevelId,
    originAddress: origin,
    destAddress: destination,
    parcel,
    ...overrides,
  };
}

export const dceInvoice = {
  invoice: { type: 'DCE', valor: 100 },
  parcel: { ...parcel, products: [{ content: 'Camiseta de algodão', quantity: 2, valueCents: 5_000 }] },
};

/** Quotes the national parcel and answers the option named (PAC by default). */
export async function quoteOption(
  api: Api,
  serviceName = 'PAC',
  quote: Record<string, unknown> = nationalQuote(),
): Promise<Option> {
  const path =
    quote.destinationCountryCode && quote.destinationCountryCode !== 'BR'
      ? '/api/v1/quotes/simulate-international'
      : '/api/v1/quotes/simulate';
  const reply = await api.post(path, quote);
  if (reply.status !== 200) throw new Error(`quote answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  const option = (reply.body.shippingOptions as Option[]).find((o) => o.serviceName === serviceName);
  if (!option) throw new Error(`no ${serviceName} option in ${JSON.stringify(reply.body)}`);
  return option;
}

/** Quote, create the shipment; answers its id and the option it was created from. */
export async function createShipment(
  api: Api,
  extra: Record<string, unknown> = {},
  serviceName = 'PAC',
): Promise<{ shipmentId: string; option: Option }> {
  const option = await quoteOption(api, serviceName);
  const reply = await api.post('/api/v1/shipments', shipmentFor(option, extra));
  if (reply.status !== 201) throw new Error(`shipment answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return { shipmentId: reply.body.shipmentId as string, option };
}

export async function createInternationalShipment(api: Api, serviceName = 'Exporta Fácil Standard') {
  const option = await quoteOption(api, serviceName, internationalQuote());
  const reply = await api.post(
    '/api/v1/shipments',
    shipmentFor(option, {
      destAddress: foreignDestination,
      parcel: { format: '2', weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 },
    }),
  );
  if (reply.status !== 201) throw new Error(`shipment answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return { shipmentId: reply.body.shipmentId as string, option };
}

export const emit = (api: Api, shipmentId: string, body: Record<string, unknown> = { paymentMethod: 'wallet' }) =>
  api.post(`/api/v1/labels/shipments/${shipmentId}/emit`, body);
