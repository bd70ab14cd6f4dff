// Whatever the operator types (quotes, -, *, parentheses, FTS keywords, lone accents, emoji),
// search answers; FTS5 syntax never reaches the engine from the keyboard.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ftsQuery } from '../../../electron/main/addressbook/search-text';
import { brazilianRecipients } from './support/brazilian-records';
import { LOJA, localBook, type LocalBook } from './support/local-book';

let local: LocalBook;
beforeAll(async () => {
  local = await localBook();
  local.load({ recipients: brazilianRecipients(300, { lojaId: LOJA }) });
});
afterAll(() => local.close());

const NASTY = [
  '"',
  '""',
  '"maria',
  'maria"',
  '-',
  '--',
  '-maria',
  '*',
  '**',
  'mar*ia',
  '(',
  ')',
  '(maria',
  'maria)',
  '()',
  'AND',
  'OR',
  'NOT',
  'maria AND',
  'NOT maria',
  'NEAR(maria silva)',
  'maria OR',
  '^maria',
  'name:maria',
  '{name}: x',
  ':',
  '+',
  '\\',
  "'",
  "d'ávila",
  '\u0301',
  'a\u0301',
  '😀',
  '🇧🇷 são',
  '\u0000',
  'x'.repeat(500),
  '123.456.789-09',
  '%',
  '_',
  '[',
  ']',
  '.',
  '@',
  '#',
  '$',
  '&',
  '|',
  ';',
  ',',
  '?',
  '<',
  '>',
];

it('answers every nasty keystroke sequence without throwing', () => {
  for (const q of NASTY) {
    for (let end = 0; end <= q.length; end++) {
      expect(() => local.book.search('recipient', q.slice(0, end))).not.toThrow();
      expect(() => local.book.search('sender', q.slice(0, end))).not.toThrow();
    }
  }
});

it('answers any unicode text without throwing (property)', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (q) => {
      const result = local.book.search('recipient', q, 5);
      expect(result.entries.length).toBeLessThanOrEqual(5);
    }),
    { numRuns: 400 },
  );
});

it('turns every term into a quoted prefix and drops the syntax around it', () => {
  expect(ftsQuery('NEAR(maria "silva")* -são')).toBe('"NEAR"* "maria"* "silva"* "sao"*');
  expect(ftsQuery('"(-*')).toBeNull();
});
