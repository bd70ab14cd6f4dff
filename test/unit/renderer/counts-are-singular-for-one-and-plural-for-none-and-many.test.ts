// A count reads as a person says it: "1 endereço", "0 endereços", "2 endereços" in pt-BR (CLDR's
// Portuguese rule alone would say "0 endereço"), and no screen writes a count with a fixed plural
// ("1 linhas", "entre 1 opções", "1 impressas · 1 falharam").
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../renderer/src/i18n';
import { ptBR } from '../../../electron/shared/messages/pt-BR';
import { en } from '../../../electron/shared/messages/en';
import { whyPicked } from '../../../renderer/src/features/rules/ruleText';

const pt = i18n.getFixedT('pt-BR');
const english = i18n.getFixedT('en');
/** Any key, as the catalogue walk finds them (the typed `t` takes only literal keys). */
const anyKey = pt as unknown as (key: string, options: Record<string, unknown>) => string;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

describe('counts in the operator language', () => {
  // pt-BR beyond the first screen loads with the station's chunk, English on first use.
  beforeAll(() => Promise.all([loadLanguage('pt-BR'), loadLanguage('en')]));

  it('says 1 endereço, 0 endereços, 2 endereços; 1 address, 0 addresses', () => {
    expect([0, 1, 2].map((count) => pt('book.count', { count }))).toEqual(['0 endereços', '1 endereço', '2 endereços']);
    expect([0, 1, 2].map((count) => english('book.count', { count }))).toEqual([
      '0 addresses',
      '1 address',
      '2 addresses',
    ]);
    expect(pt('audit.count', { count: 0 })).toBe('0 registros');
    expect(pt('audit.exported', { count: 1, file: 'a.csv' })).toBe('1 linha em a.csv');
    expect(pt('batch.printed', { count: 1 })).toBe('1 impressa');
    expect(pt('batch.failed', { count: 0 })).toBe('0 falharam');
  });

  it('writes every pt-BR count of none with the plural form', () => {
    const plurals = Object.keys(flatten(ptBR)).filter((key) => key.endsWith('_other'));
    expect(plurals.length).toBeGreaterThan(10);
    for (const key of plurals) {
      const base = key.slice(0, -'_other'.length);
      expect(anyKey(base, { count: 0, ...filler }), base).toBe(anyKey(`${base}_other`, { count: 0, ...filler }));
    }
  });

  it('has no message that puts a plural noun right after {{count}} without a singular form', () => {
    for (const messages of [ptBR, en]) {
      for (const [key, text] of Object.entries(flatten(messages))) {
        if (/_(one|other|zero)$/.test(key)) continue;
        expect(text, key).not.toMatch(/\{\{count\}\} \p{L}+s\b/u);
      }
    }
  });

  it('says why the rule picked the only option without "entre 1 opções"', () => {
    const option = { serviceLevelId: 'sl-1' } as never;
    expect(whyPicked({ rule: { kind: 'cheapest' } as never, option, alternatives: [] }, pt)).toBe(
      'A única opção oferecida.',
    );
    expect(whyPicked({ rule: { kind: 'cheapest' } as never, option, alternatives: [option] }, pt)).toBe(
      'A mais barata entre 2 opções.',
    );
  });
});

const filler = { file: 'f', price: 'p', ceiling: '', email: 'e', total: 't' };
