// The ship screen's own path, as the renderer calls it: quotes:simulate for the 1.2 kg box from
// the demo warehouse in São Paulo to Rio, then shipments:create for one of its options with the
// order reference the operator typed.
import type { QuoteOption } from '../../../../electron/shared/contract';
import type { ChannelInput, ChannelOutput } from '../../../../electron/shared/ipc';
import { ORIGIN_SP } from '../../../support/addresses';
import type { DeskFixture } from './desk-fixture';
import { RIO } from './parties';

/** The options the server quotes for the box, São Paulo (01310-100) to Rio (20040-002). */
export function quoteToRio(f: DeskFixture): Promise<ChannelOutput<'quotes:simulate'>> {
  return f.call('quotes:simulate', {
    originCep: '01310100',
    destinationCep: '20040002',
    format: '2',
    peso: 1.2,
    comprimento: 20,
    largura: 15,
    altura: 10,
  });
}

/** The SEDEX option of that quote. */
export async function sedexToRio(f: DeskFixture): Promise<QuoteOption> {
  const sedex = (await quoteToRio(f)).shippingOptions.find((o) => o.serviceName === 'SEDEX');
  if (!sedex) throw new Error('no SEDEX option');
  return sedex;
}

/** What the ship screen sends to create the shipment for the chosen option and order. */
export function shipmentToRio(option: QuoteOption, externalRef: string): ChannelInput<'shipments:create'> {
  return {
    quoteId: option.quoteId,
    carrierId: option.carrierId,
    serviceLevelId: option.serviceLevelId,
    externalRef,
    originAddress: ORIGIN_SP,
    destAddress: RIO,
    parcel: { format: '2', weightKg: 1.2, lengthCm: 20, widthCm: 15, heightCm: 10 },
  };
}
