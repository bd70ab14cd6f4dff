// The operator-facing wording of every rule the contract enforces beyond plain types lives in
// the station's catalogue (electron/shared/messages, `contract.rule`), both languages checked
// to have the same keys.
//
// Schemas attach the English text as the zod message (so a developer reading a raw ZodError,
// or a sandbox 400 response, still sees words); formatIssues() looks the same text up to print
// it in the operator's locale.
import { contract } from '../messages/en/station/contract';
import type { KeysUnder } from '../messages/said';

export type { Locale } from '../messages/words';

export type RuleId = KeysUnder<'contract.rule.'>;

/** The English text a schema puts on an issue; formatIssues() translates it back. */
export const rule = (id: RuleId): string => contract.rule[id];

const byEnglish = new Map<string, RuleId>(Object.entries(contract.rule).map(([id, text]) => [text, id as RuleId]));

/** The rule behind an issue message, when the message came from this catalogue. */
export function ruleOfMessage(message: string): RuleId | undefined {
  return byEnglish.get(message);
}

/**
 * Fields of saved records (address book, lists) that an operator's form may still hold after
 * picking a saved sender or recipient. The shipment address must not carry them (spec 2.9), and
 * naming them as such tells the operator why the request was refused.
 */
export const RECORD_FIELDS: readonly string[] = [
  'id',
  'lojaId',
  'addressId',
  'addressType',
  'isDefault',
  'createdAt',
  'updatedAt',
  'lastUsedAt',
  'page',
  'pageSize',
  'total',
  'limit',
];
