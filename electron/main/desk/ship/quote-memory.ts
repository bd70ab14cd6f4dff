// The options of recent quotes, by quote and service: when the ship screen creates a shipment
// through `shipments:create`, the journal takes the carrier, service and price from the option
// it was created from (the create body carries only ids). Memory only, bounded.
import type { QuoteOption, QuoteResponse } from '../../../shared/contract';

const LIMIT = 1_000;

export class QuoteMemory {
  private readonly options = new Map<string, QuoteOption>();

  remember(quote: QuoteResponse): QuoteResponse {
    for (const option of quote.shippingOptions) {
      const key = `${option.quoteId}|${option.serviceLevelId}`;
      this.options.delete(key);
      this.options.set(key, option);
    }
    while (this.options.size > LIMIT) this.options.delete(this.options.keys().next().value as string);
    return quote;
  }

  find(quoteId: string, serviceLevelId: string): QuoteOption | undefined {
    return this.options.get(`${quoteId}|${serviceLevelId}`);
  }
}
