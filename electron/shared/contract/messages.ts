// Turns zod issues into lines an operator can act on: "field.path: rule", in pt-BR or en.
import type { z } from 'zod';
import { contract as enWords } from '../messages/en/station/contract';
import { contract as ptWords } from '../messages/pt-BR/station/contract';
import { said, type KeysUnder, type SaidParam } from '../messages/said';
import { addWords, translate } from '../messages/words';
import { failed, ok, type Result } from '../result';
import { RECORD_FIELDS, ruleOfMessage, type Locale } from './rules';

export type { Locale } from './rules';

// The contract's own words come with it (main has them all already; the page loads the contract
// with the screens that check a form).
addWords('pt-BR', { station: { contract: ptWords } });
addWords('en', { station: { contract: enWords } });

type Issue = z.core.$ZodIssue;
type ContractWord = KeysUnder<'contract.'>;

/** A contract word of the catalogue in the operator's language. */
const word = (locale: Locale, key: ContractWord, params?: Record<string, SaidParam>): string =>
  translate(said(`contract.${key}`, params), locale);

/** "destAddress.zip", "parcel.products[0].quantity"; empty at the root. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`))
    .join('');
}

const TYPES = new Set(['string', 'number', 'int', 'boolean', 'object', 'array', 'null']);
const FORMATS = new Set(['email', 'uuid', 'datetime', 'date', 'url']);

/**
 * A value that was not sent at all reads "is required", not "expected string" or "must be one
 * of". Without reportInput (a plain safeParse) only the type message tells, by naming undefined.
 */
function isMissing(issue: Issue): boolean {
  if (issue.code !== 'invalid_type' && issue.code !== 'invalid_value' && issue.code !== 'invalid_union') {
    return false;
  }
  if (!('input' in issue)) return issue.code === 'invalid_type' && /undefined/.test(issue.message);
  // A discriminated union reports the whole object as input, and the discriminator as path.
  const discriminator = (issue as { discriminator?: string }).discriminator;
  if (discriminator !== undefined && typeof issue.input === 'object' && issue.input !== null) {
    return (issue.input as Record<string, unknown>)[discriminator] === undefined;
  }
  return issue.input === undefined;
}

function sizeRule(issue: Issue & { code: 'too_small' | 'too_big' }, locale: Locale): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (small && limit === 1) return word(locale, 'notEmpty');
    if (issue.exact) return word(locale, 'exactChars', { limit });
    return word(locale, small ? 'minChars' : 'maxChars', { limit });
  }
  if (issue.origin === 'array' || issue.origin === 'set')
    return word(locale, small ? 'minItems' : 'maxItems', { count: limit });
  if (small) return word(locale, issue.inclusive ? 'atLeast' : 'greaterThan', { limit });
  return word(locale, issue.inclusive ? 'atMost' : 'lessThan', { limit });
}

const listOf = (values: readonly unknown[]) => values.map((value) => String(value)).join(', ');

/** The rule an issue broke, in words, without the field. */
function ruleText(issue: Issue, locale: Locale): string {
  const known = ruleOfMessage(issue.message);
  if (known) return word(locale, `rule.${known}`);
  if (isMissing(issue)) return word(locale, 'rule.required');
  switch (issue.code) {
    case 'invalid_type': {
      const what = TYPES.has(issue.expected) ? said(`contract.type.${issue.expected as 'string'}`) : issue.expected;
      return word(locale, 'mustBe', { what });
    }
    case 'too_small':
    case 'too_big':
      return sizeRule(issue, locale);
    case 'invalid_format': {
      const format = issue.format === 'guid' ? 'uuid' : issue.format;
      return word(locale, `format.${FORMATS.has(format) ? (format as 'email') : 'other'}`);
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? word(locale, 'mustBe', { what: listOf(issue.values) })
        : word(locale, 'oneOf', { values: listOf(issue.values) });
    case 'invalid_union': {
      const options = (issue as { options?: readonly unknown[] }).options;
      return options ? word(locale, 'oneOf', { values: listOf(options) }) : word(locale, 'unexpectedShape');
    }
    default:
      return issue.message;
  }
}

/**
 * One line per violation, "field.path: rule". An unknown property yields one line per property
 * so each is named; record fields (id, lojaId, dates, pagination) say why they do not belong.
 */
export function formatIssues(error: z.ZodError, locale: Locale = 'pt-BR'): string[] {
  const lines = error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const id = RECORD_FIELDS.includes(key) ? 'recordField' : 'unknownField';
        return `${formatPath([...issue.path, key])}: ${word(locale, `rule.${id}`)}`;
      });
    }
    const path = formatPath(issue.path);
    const text = ruleText(issue, locale);
    return [path ? `${path}: ${text}` : text];
  });
  // Two rules broken the same way (a bound of the field and one of its refinement) say it once.
  return [...new Set(lines)];
}

/** The field a form should focus for the first issue, when there is one to point at. */
function firstField(error: z.ZodError): string | undefined {
  const issue = error.issues[0];
  if (!issue) return undefined;
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path;
  return path.length ? formatPath(path) : undefined;
}

/** Why an input was refused: one line per broken rule, and the field to focus, if one is to blame. */
export interface ContractIssues {
  issues: string[];
  field?: string;
}

export type ParseResult<T> = Result<T, ContractIssues>;

/** Parse without throwing; failures come back as operator-readable lines. */
export function parseOrIssues<S extends z.ZodType>(
  schema: S,
  data: unknown,
  locale: Locale = 'pt-BR',
): ParseResult<z.output<S>> {
  // reportInput lets formatIssues tell "not sent" from "wrong type" without guessing from text;
  // the inputs stay inside this function (only strings leave), so no secret reaches a log.
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return ok(result.data);
  const field = firstField(result.error);
  const issues = formatIssues(result.error, locale);
  return failed(field === undefined ? { issues } : { issues, field });
}
