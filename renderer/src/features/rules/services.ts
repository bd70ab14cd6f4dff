// Services to choose a preferred one from. The spec has no list of services, so the desk asks for
// a free sample quote (a 1 kg box from the sender's CEP to the same CEP): every national service
// the loja can buy answers with its ids. Options of the ship screen's last quote are added, so an
// international service can be chosen right after quoting a parcel abroad.
import type { QuoteOption } from '../../../../electron/shared/contract';
import type { Result } from '../../bridge';
import { station } from '../../bridge/station';
import { optionName } from '../quote/state';

export interface ServiceChoice {
  carrierId: string;
  serviceLevelId: string;
  label: string;
  /** The price in the sample quote, as a hint of the ceiling to set. */
  samplePriceCents: number | null;
}

export function choicesOf(options: readonly QuoteOption[]): ServiceChoice[] {
  return options.map((o) => ({
    carrierId: o.carrierId,
    serviceLevelId: o.serviceLevelId,
    label: optionName(o),
    samplePriceCents: o.priceCents ?? null,
  }));
}

/** Choices without repeats (by service level), first seen kept. */
export function mergeChoices(...lists: ServiceChoice[][]): ServiceChoice[] {
  const seen = new Set<string>();
  return lists.flat().filter((c) => (seen.has(c.serviceLevelId) ? false : (seen.add(c.serviceLevelId), true)));
}

export async function sampleServices(originCep: string): Promise<Result<ServiceChoice[]>> {
  const result = await station().quotes.simulate({
    originCep,
    destinationCep: originCep,
    format: '2',
    peso: 1,
    comprimento: 20,
    largura: 15,
    altura: 10,
  });
  return result.ok ? { ok: true, value: choicesOf(result.value.shippingOptions) } : result;
}
