// Presets per loja: keys 1–9 follow their order, names are unique per loja (a CSV refers to
// them by name), a tenth is refused, and another loja or server never sees them.
import { describe, expect, it } from 'vitest';
import { PresetStore } from '../../../electron/main/desk/presets/preset-store';
import { RuleStore } from '../../../electron/main/desk/rules/rule-store';
import { parseOrIssues } from '../../../electron/shared/contract';
import { presetInputSchema } from '../../../electron/shared/desk';
import { spoken } from '../../support/said';
import { Failure } from '../../../electron/main/ipc';
import { useDeskDbs } from './support/desk-db';

const A = { server: 'training', tenantId: 'a0000000-0000-4000-8000-000000000001' };
const B = { server: 'training', tenantId: 'a0000000-0000-4000-8000-000000000002' };
const openDb = useDeskDbs('desk-presets-');
const open = () => new PresetStore(openDb());
/** The Failure a call throws (the test fails when it does not throw one). */
function thrown(call: () => unknown): Failure {
  try {
    call();
  } catch (error) {
    if (error instanceof Failure) return error;
    throw error;
  }
  throw new Error('expected a Failure');
}
const box = (name: string) => ({ name, format: '2' as const, lengthCm: 20, widthCm: 15, heightCm: 10, weightKg: 1 });

describe('presets', () => {
  it('keep keys 1–9 in order, refuse a tenth and a repeated name, and stay in their loja', () => {
    const presets = open();
    for (let i = 1; i <= 9; i++) presets.save(A, box(`Caixa ${i}`));
    const tenth = thrown(() => presets.save(A, box('Caixa 10')));
    expect(spoken(tenth)).toMatch(/No máximo 9 predefinições/);
    expect(spoken(tenth, 'en')).toMatch(/At most 9 presets/);
    const repeated = thrown(() => presets.save(A, box('caixa 3')));
    expect(spoken(repeated)).toMatch(/Já existe uma predefinição chamada "Caixa 3" \(tecla 3\)/);
    expect(spoken(repeated, 'en')).toMatch(/already exists \(key 3\)/);
    const list = presets.list(A);
    expect(list.map((p) => p.key)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const third = list[2]!;
    const after = presets.delete(A, list[0]!.id);
    expect(after.find((p) => p.id === third.id)?.key).toBe(2);
    const reordered = presets.reorder(A, after.map((p) => p.id).reverse());
    expect(reordered[0]?.name).toBe('Caixa 9');
    expect(() =>
      presets.reorder(
        A,
        reordered.slice(1).map((p) => p.id),
      ),
    ).toThrow(/every preset of this loja/);

    const renamed = presets.save(A, { ...box('Caixa grande'), id: third.id, format: '3', diameterCm: 10 });
    expect(renamed.find((p) => p.id === third.id)).toMatchObject({
      name: 'Caixa grande',
      format: '3',
      diameterCm: 10,
      widthCm: null,
      heightCm: null,
    });
    expect(presets.find(A, { name: 'CAIXA GRANDE' })?.id).toBe(third.id);
    expect(presets.list(B)).toEqual([]);
    expect(presets.list({ ...A, server: 'https://api.example.com' })).toEqual([]);
  });

  it('check dimensions by format with the contract words', () => {
    expect(
      parseOrIssues(presetInputSchema, { name: 'Rolo', format: '3', lengthCm: 60, weightKg: 1 }, 'pt-BR'),
    ).toMatchObject({ ok: false, error: { issues: ['diameterCm: é obrigatório para cilindro ou rolo (formato 3)'] } });
    expect(
      parseOrIssues(presetInputSchema, { name: 'Caixa', format: '2', lengthCm: 20, widthCm: 10, weightKg: 1 }, 'en'),
    ).toMatchObject({ ok: false, error: { issues: ['heightCm: send heightCm or thicknessCm for a box (format 2)'] } });
    expect(
      parseOrIssues(presetInputSchema, { name: 'Env', format: '1', lengthCm: 30, widthCm: 20, weightKg: 0.2 }).ok,
    ).toBe(true);
  });

  it('a loja without a saved rule gets cheapest; a saved rule is per loja', () => {
    const rules = new RuleStore(openDb());
    expect(rules.get(A)).toEqual({ rule: { kind: 'cheapest' }, isDefault: true });
    rules.set(A, { kind: 'fastest', maxPriceCents: 5_000 });
    expect(rules.get(A)).toEqual({ rule: { kind: 'fastest', maxPriceCents: 5_000 }, isDefault: false });
    expect(rules.get(B).isDefault).toBe(true);
  });
});
