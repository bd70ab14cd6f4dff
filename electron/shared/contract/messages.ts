// Turns zod issues into lines an operator can act on: "field.path: rule", in pt-BR or en.
import type { z } from 'zod';
import { RECORD_FIELDS, RULES, ruleOfMessage, type Locale } from './rules';

export type { Locale } from './rules';

type Issue = z.core.$ZodIssue;
type Words = Record<Locale, string>;

const say = (locale: Locale, en: string, pt: string): string => (locale === 'en' ? en : pt);

/** "destAddress.zip", "parcel.products[0].quantity"; empty at the root. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`))
    .join('');
}

const TYPE_WORDS: Record<string, Words> = {
  string: { en: 'text', 'pt-BR': 'texto' },
  number: { en: 'a number', 'pt-BR': 'um número' },
  int: { en: 'a whole number', 'pt-BR': 'um número inteiro' },
  boolean: { en: 'true or false', 'pt-BR': 'verdadeiro ou falso' },
  object: { en: 'an object', 'pt-BR': 'um objeto' },
  array: { en: 'a list', 'pt-BR': 'uma lista' },
  null: { en: 'null', 'pt-BR': 'nulo' },
};

const FORMAT_WORDS: Record<string, Words> = {
  email: { en: 'must be a valid e-mail address', 'pt-BR': 'deve ser um e-mail válido' },
  uuid: { en: 'must be a UUID', 'pt-BR': 'deve ser um UUID' },
  guid: { en: 'must be a UUID', 'pt-BR': 'deve ser um UUID' },
  datetime: {
    en: 'must be an ISO 8601 date-time, e.g. 2025-01-31T14:00:00-03:00',
    'pt-BR': 'deve ser data e hora ISO 8601, ex.: 2025-01-31T14:00:00-03:00',
  },
  date: { en: 'must be a date as YYYY-MM-DD', 'pt-BR': 'deve ser uma data no formato AAAA-MM-DD' },
  url: { en: 'must be a web address', 'pt-BR': 'deve ser um endereço web' },
};

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
  const limit = String(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (small && limit === '1') return say(locale, 'must not be empty', 'não pode ficar vazio');
    if (issue.exact)
      return say(locale, `must have exactly ${limit} characters`, `deve ter exatamente ${limit} caracteres`);
    return small
      ? say(locale, `must have at least ${limit} characters`, `deve ter pelo menos ${limit} caracteres`)
      : say(locale, `must have at most ${limit} characters`, `deve ter no máximo ${limit} caracteres`);
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return small
      ? say(locale, `must have at least ${limit} item(s)`, `deve ter pelo menos ${limit} item(ns)`)
      : say(locale, `must have at most ${limit} item(s)`, `deve ter no máximo ${limit} item(ns)`);
  }
  if (small) {
    return issue.inclusive
      ? say(locale, `must be at least ${limit}`, `deve ser no mínimo ${limit}`)
      : say(locale, `must be greater than ${limit}`, `deve ser maior que ${limit}`);
  }
  return issue.inclusive
    ? say(locale, `must be at most ${limit}`, `deve ser no máximo ${limit}`)
    : say(locale, `must be less than ${limit}`, `deve ser menor que ${limit}`);
}

const listOf = (values: readonly unknown[]) => values.map((value) => String(value)).join(', ');

/** The rule an issue broke, in words, without the field. */
function ruleText(issue: Issue, locale: Locale): string {
  const known = ruleOfMessage(issue.message);
  if (known) return RULES[known][locale];
  if (isMissing(issue)) return RULES.required[locale];
  switch (issue.code) {
    case 'invalid_type': {
      const words = TYPE_WORDS[issue.expected];
      return say(locale, `must be ${words?.en ?? issue.expected}`, `deve ser ${words?.['pt-BR'] ?? issue.expected}`);
    }
    case 'too_small':
    case 'too_big':
      return sizeRule(issue, locale);
    case 'invalid_format': {
      const words = FORMAT_WORDS[issue.format];
      return words ? words[locale] : say(locale, 'has an invalid format', 'tem formato inválido');
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? say(locale, `must be ${listOf(issue.values)}`, `deve ser ${listOf(issue.values)}`)
        : say(locale, `must be one of: ${listOf(issue.values)}`, `deve ser um destes: ${listOf(issue.values)}`);
    case 'invalid_union': {
      const options = (issue as { options?: readonly unknown[] }).options;
      return options
        ? say(locale, `must be one of: ${listOf(options)}`, `deve ser um destes: ${listOf(options)}`)
        : say(locale, 'has an unexpected shape', 'tem formato inesperado');
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
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const id = RECORD_FIELDS.includes(key) ? 'recordField' : 'unknownField';
        return `${formatPath([...issue.path, key])}: ${RULES[id][locale]}`;
      });
    }
    const path = formatPath(issue.path);
    const text = ruleText(issue, locale);
    return [path ? `${path}: ${text}` : text];
  });
}

/** The field a form should focus for the first issue, when there is one to point at. */
function firstField(error: z.ZodError): string | undefined {
  const issue = error.issues[0];
  if (!issue) return undefined;
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path;
  return path.length ? formatPath(path) : undefined;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: string[]; field?: string };

/** Parse without throwing; failures come back as operator-readable lines. */
export function parseOrIssues<S extends z.ZodType>(
  schema: S,
  data: unknown,
  locale: Locale = 'pt-BR',
): ParseResult<z.output<S>> {
  // reportInput lets formatIssues tell "not sent" from "wrong type" without guessing from text;
  // the inputs stay inside this function (only strings leave), so no secret reaches a log.
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  const field = firstField(result.error);
  const issues = formatIssues(result.error, locale);
  return field === undefined ? { ok: false, issues } : { ok: false, issues, field };
}
