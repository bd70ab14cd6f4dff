// Quoting a plan: national or international by the destination country (the server refuses
// the other endpoint, spec 4.5 and the sandbox's 400s).
import type { QuoteResponse } from '../../../shared/contract';
import type { ApiClient } from '../../api';
import { isInternational, quoteRequestOf, type ShipPlan } from './plan';

export type QuoteApi = Pick<ApiClient, 'simulateQuote' | 'simulateInternationalQuote'>;

export function quotePlan(api: QuoteApi, plan: ShipPlan): Promise<QuoteResponse> {
  const request = quoteRequestOf(plan);
  return isInternational(plan) ? api.simulateInternationalQuote(request) : api.simulateQuote(request);
}

/** The same service in a new quote (after the old one expired). */
export function sameService<T extends { carrierId: string; serviceLevelId: string }>(
  options: T[],
  like: { carrierId: string; serviceLevelId: string },
): T | undefined {
  return options.find((o) => o.carrierId === like.carrierId && o.serviceLevelId === like.serviceLevelId);
}
