// A failure's notice says each piece of advice once, in pt-BR and en. The station's words and the
// kind's fix line are two parts of one notice; a message that already ends with its kind's advice
// ("…pediu para esperar. Tente de novo em instantes." under "O servidor falhou", whose fix is
// "Tente de novo em instantes.") read it twice (operator walkthrough: api.busy in an owed-DACE
// refusal). Checked over the whole catalogue: every station message that ends with a sentence of
// some kind's advice, shown as that kind. And a printer that cannot be reached is told to be
// checked for power once, not "Confira se está ligada e conectada. Confira se a impressora está
// ligada, com papel e conectada…" (73-printer-off-2.png). Rendered by the real ErrorNotice with
// the real catalogue and i18n (component test, no station needed).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en, ptBR, type StationMessageKey } from '../../../electron/shared/messages';
import type { ErrorKind } from '../../../renderer/src/bridge';
import { ErrorNotice } from '../../../renderer/src/ui/ErrorNotice';
import { renderDesk } from './support/render';

type Tree = { [key: string]: string | Tree };
const CATALOGUES = { 'pt-BR': ptBR, en } as const;
const LANGUAGES = ['pt-BR', 'en'] as const;

/** Every station message of one language, by key (plural forms and verbatim text left out). */
function messages(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? /_(zero|one|two|few|many|other)$/.test(key) || `${prefix}${key}` === 'common.verbatim'
        ? []
        : [[`${prefix}${key}`, value] as [string, string]]
      : messages(value, `${prefix}${key}.`),
  );
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?;])\s+/)
    .map((s) =>
      s
        .trim()
        .toLocaleLowerCase()
        .replace(/[.!?;]+$/, ''),
    )
    .filter(Boolean);

const kindsOf = (language: keyof typeof CATALOGUES) =>
  Object.entries(CATALOGUES[language].errors.kind as Record<string, { fix: string }>) as Array<
    [ErrorKind, { fix: string }]
  >;

/** Each (key, kind) where the message, in either language, ends with a sentence of the kind's advice. */
const endingWithAdvice = (() => {
  const pairs = new Map<string, [StationMessageKey, ErrorKind]>();
  for (const language of LANGUAGES) {
    const advice = kindsOf(language);
    for (const [key, text] of messages(CATALOGUES[language].station as unknown as Tree)) {
      const last = sentences(text.replace(/\{\{\w+\}\}$/, '')).at(-1);
      for (const [kind, { fix }] of advice)
        if (last && sentences(fix).includes(last)) pairs.set(`${key} ${kind}`, [key as StationMessageKey, kind]);
    }
  }
  return [...pairs.values()];
})();

function noticeText(key: StationMessageKey, kind: ErrorKind, language: (typeof LANGUAGES)[number]) {
  const { unmount } = renderDesk(<ErrorNotice error={{ kind, said: { key } }} />, { language });
  const text = screen.getByRole('alert').textContent ?? '';
  unmount();
  return text;
}

describe('a notice says each piece of advice once', () => {
  it('the catalogue has messages that end with their kind’s advice (api.busy among them)', () => {
    expect(endingWithAdvice.map(([key, kind]) => `${key} ${kind}`)).toContain('api.busy server');
  });

  it.each(LANGUAGES)('no message that ends with its kind’s advice is followed by it again (%s)', (language) => {
    const twice = endingWithAdvice.flatMap(([key, kind]) => {
      const said = sentences(noticeText(key, kind, language));
      return said.some((s, i) => said.indexOf(s) !== i) ? [`${key} as ${kind}: ${said.join(' | ')}`] : [];
    });
    expect(twice).toEqual([]);
  });

  it.each([
    ['pt-BR', 'Tente de novo em instantes'],
    ['en', 'Try again in a moment'],
  ] as const)('a busy server says to try again once (%s)', (language, advice) => {
    for (const kind of ['server', 'timeout'] as const) {
      const text = noticeText('api.busy', kind, language);
      expect(text.split(advice)).toHaveLength(2);
    }
  });

  it.each([
    ['pt-BR', /\bestá ligada\b/g],
    ['en', /\b(it|printer) is on\b/g],
  ] as const)('a printer that cannot be reached is checked for power once (%s)', (language, power) => {
    const printing = messages(CATALOGUES[language].station.printing as unknown as Tree, 'printing.');
    const twice = printing.flatMap(([key]) => {
      const text = noticeText(key as StationMessageKey, 'printer-unavailable', language);
      return (text.match(power) ?? []).length > 1 ? [`${key}: ${text}`] : [];
    });
    expect(twice).toEqual([]);
  });
});
