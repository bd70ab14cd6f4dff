// What an operator would read for a failure or a progress line: main sends a key and its
// parameters (a Said) and the page translates it; tests read it the same way, in pt-BR (the
// desk's default) unless told otherwise, with any quoted lines (the server's, the printer's) after.
import type { Quoted, Said } from '../../electron/shared/messages';
import { translate, type Locale } from '../../electron/main/i18n';

export function spoken(
  value: { said: Said; quoted?: Quoted | undefined } | Said | null | undefined,
  locale: Locale = 'pt-BR',
): string {
  if (!value) return '';
  if ('key' in value) return translate(value, locale);
  const lines = value.quoted?.lines ?? [];
  return [translate(value.said, locale), ...lines].join('\n');
}

/**
 * An asymmetric matcher for a Said inside toMatchObject/toEqual: it matches when the Said, read
 * in the language given (pt-BR by default), contains the text or matches the pattern.
 */
export function saying(expected: string | RegExp, locale: Locale = 'pt-BR') {
  return {
    $$typeof: Symbol.for('jest.asymmetricMatcher'),
    asymmetricMatch(actual: unknown): boolean {
      if (typeof actual !== 'object' || actual === null || !('key' in actual)) return false;
      const text = translate(actual as Said, locale);
      return typeof expected === 'string' ? text.includes(expected) : expected.test(text);
    },
    toString: () => `Saying<${String(expected)}>`,
    toAsymmetricMatcher: () => `Saying<${String(expected)}>`,
  };
}
