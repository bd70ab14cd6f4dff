// One catalogue a language, one key space (issue 30, item 3): every area file of pt-BR has its
// twin in en with exactly the same keys, and the two whole catalogues hold the same keys. A key
// (or a whole area) added to one language only fails here, before a screen shows a raw key.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, ptBR } from '../../../electron/shared/messages';

const messages = join(__dirname, '../../../electron/shared/messages');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([name, value]) =>
    keys(value, prefix ? `${prefix}.${name}` : name),
  );
}

/** Keys one side has and the other has not, each named with the side that has it. */
function oneSideOnly(pt: unknown, english: unknown): string[] {
  const ptKeys = new Set(keys(pt));
  const enKeys = new Set(keys(english));
  return [
    ...[...ptKeys].filter((key) => !enKeys.has(key)).map((key) => `pt-BR only: ${key}`),
    ...[...enKeys].filter((key) => !ptKeys.has(key)).map((key) => `en only: ${key}`),
  ];
}

describe('the catalogue', () => {
  it('finds a key that one language has and the other has not', () => {
    expect(oneSideOnly({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' }, d: 'z' })).toEqual([
      'pt-BR only: a.c',
      'en only: d',
    ]);
  });

  it('has the same area files in pt-BR and en', () => {
    const pt = files(join(messages, 'pt-BR')).map((path) => relative(join(messages, 'pt-BR'), path));
    const english = files(join(messages, 'en')).map((path) => relative(join(messages, 'en'), path));
    expect(pt.length).toBeGreaterThan(20);
    expect(english.sort()).toEqual(pt.sort());
  });

  it('has the same keys in each area file of both languages', async () => {
    for (const path of files(join(messages, 'pt-BR'))) {
      const area = relative(join(messages, 'pt-BR'), path);
      const pt = (await import(path)) as Record<string, unknown>;
      const english = (await import(join(messages, 'en', area))) as Record<string, unknown>;
      // Each area exports its part under one name in both (the whole catalogue: ptBR and en).
      if (area !== 'index.ts') expect(Object.keys(english).sort(), area).toEqual(Object.keys(pt).sort());
      expect(oneSideOnly(Object.values(pt), Object.values(english)), area).toEqual([]);
    }
  });

  it('has the same keys in the whole catalogue of both languages', () => {
    expect(keys(ptBR).length).toBeGreaterThan(1000);
    expect(oneSideOnly(ptBR, en)).toEqual([]);
  });
});
