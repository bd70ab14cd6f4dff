// Issue 17, point 13: the report screens' day is typed in the app's language, not the browser's:
// pt-BR dd/mm/aaaa, English yyyy-mm-dd; both reach the slices as ISO yyyy-mm-dd, and a day that
// does not exist or is after today is refused with its reason.
import { describe, expect, it } from 'vitest';
import { addDays, maskDay, readDay, showDay } from '../../../renderer/src/lib/days';

const TODAY = '2026-11-27';

describe('a typed day', () => {
  it('puts the separators in as digits are typed, in each language', () => {
    expect(maskDay('2', 'pt-BR')).toBe('2');
    expect(maskDay('2111', 'pt-BR')).toBe('21/11');
    expect(maskDay('21/', 'pt-BR')).toBe('21/');
    expect(maskDay('21112026', 'pt-BR')).toBe('21/11/2026');
    expect(maskDay('21/11/20269', 'pt-BR')).toBe('21/11/2026');
    expect(maskDay('202611', 'en')).toBe('2026-11');
    expect(maskDay('20261121', 'en')).toBe('2026-11-21');
  });

  it('reads dd/mm/aaaa in Portuguese and yyyy-mm-dd in English as the same ISO day', () => {
    expect(readDay('21/11/2026', 'pt-BR', TODAY)).toEqual({ ok: true, day: '2026-11-21' });
    expect(readDay('2026-11-21', 'en', TODAY)).toEqual({ ok: true, day: '2026-11-21' });
    expect(readDay('05/01/2026', 'pt-BR', TODAY)).toEqual({ ok: true, day: '2026-01-05' });
  });

  it('refuses a day that does not exist, one after today, and one not typed whole', () => {
    expect(readDay('31/02/2026', 'pt-BR', TODAY)).toEqual({ ok: false, problem: 'invalid' });
    expect(readDay('11/21/2026', 'pt-BR', TODAY)).toEqual({ ok: false, problem: 'invalid' });
    expect(readDay('00/11/2026', 'pt-BR', TODAY)).toEqual({ ok: false, problem: 'invalid' });
    expect(readDay('28/11/2026', 'pt-BR', TODAY)).toEqual({ ok: false, problem: 'future' });
    expect(readDay('21/11/20', 'pt-BR', TODAY)).toEqual({ ok: false, problem: 'incomplete' });
  });

  it('shows an ISO day in the field the way it is typed, and steps a day across a month', () => {
    expect(showDay('2026-11-21', 'pt-BR')).toBe('21/11/2026');
    expect(showDay('2026-11-21', 'en')).toBe('2026-11-21');
    expect(showDay('', 'pt-BR')).toBe('');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
