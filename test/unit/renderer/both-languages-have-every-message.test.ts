// pt-BR is the source of every message key; English must have the same keys and no empty text,
// and the same {{placeholders}} (a missing one would print a raw value or nothing).
import { describe, expect, it } from 'vitest';
import { en } from '../../../electron/shared/messages/en';
import { ptBR } from '../../../electron/shared/messages/pt-BR';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('messages', () => {
  const pt = flatten(ptBR);
  const english = flatten(en);

  it('has the same keys in pt-BR and en', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(pt).sort());
  });

  it('has no empty message and the same placeholders in both', () => {
    for (const [key, text] of Object.entries(pt)) {
      expect(text.trim(), key).not.toBe('');
      expect(english[key]?.trim(), key).not.toBe('');
      expect(placeholders(english[key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});
