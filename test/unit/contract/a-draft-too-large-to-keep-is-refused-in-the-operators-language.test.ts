// The typed shipment main keeps (desk:draft-save) is bounded in size; one past the bound is
// refused with a line in the operator's language, like every other check, never zod's English.
import { describe, expect, it } from 'vitest';
import { parseOrIssues } from '../../../electron/shared/contract';
import { draftWorkSchema, MAX_DRAFT_CHARS } from '../../../electron/shared/draft';

const work = (items: number) => ({
  recipient: null,
  parcel: { weight: '1,2' },
  invoice: { products: Array.from({ length: items }, (_, i) => ({ id: i, content: 'x'.repeat(1_000) })) },
  externalRef: 'PED-1',
  daceWithLabel: 'T',
  weightSource: null,
  requote: false,
  screen: 'ship',
});

describe('a draft', () => {
  it('within the bound is kept', () => {
    expect(parseOrIssues(draftWorkSchema, work(3)).ok).toBe(true);
  });

  it('past the bound is refused, said in pt-BR and en', () => {
    const huge = work(Math.ceil(MAX_DRAFT_CHARS / 1_000) + 1);
    expect(parseOrIssues(draftWorkSchema, huge, 'pt-BR')).toMatchObject({
      ok: false,
      error: {
        issues: ['é grande demais para ser guardado como rascunho'],
      },
    });
    expect(parseOrIssues(draftWorkSchema, huge, 'en')).toMatchObject({
      ok: false,
      error: {
        issues: ['is too large to be kept as a draft'],
      },
    });
  });
});
