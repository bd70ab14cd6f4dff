// Rate rules (per loja): which quote option one-key ship and batches buy. A price ceiling is
// never exceeded: see electron/main/desk/rules. The rule's input (zod), its view and a pick's answer.
import { z } from 'zod';
import { typed, type QuoteOption } from '../contract';
import type { Result } from '../result';
import type { Said } from '../messages';
import { cents, id } from './fields';

export const rateRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cheapest'), maxPriceCents: cents.optional() }),
  z.strictObject({ kind: z.literal('fastest'), maxPriceCents: cents.optional() }),
  z.strictObject({
    kind: z.literal('preferred'),
    carrierId: id,
    serviceLevelId: id,
    /** How the operator named it ("Correios PAC"), for screens and the audit. */
    serviceLabel: typed().trim().max(80).optional(),
    maxPriceCents: cents,
    /** Preferred service missing or over the ceiling: refuse (default), or the cheapest option within the ceiling. */
    fallback: z.enum(['refuse', 'cheapest']).default('refuse'),
  }),
]);
export type RateRule = z.infer<typeof rateRuleSchema>;

export interface RuleView {
  rule: RateRule;
  /** True when the loja has no rule saved and the default (cheapest, no ceiling) applies. */
  isDefault: boolean;
}

export type PickRefusal = 'no-options' | 'preferred-unavailable' | 'over-ceiling';
/** The option a rule picks, and why, in the operator's words. */
export interface Picked {
  option: QuoteOption;
  why: Said;
}
/** Why a rule picks nothing (no dearer option is ever taken instead). */
export interface PickRefused {
  reason: PickRefusal;
  message: Said;
}
export type PickResult = Result<Picked, PickRefused>;
