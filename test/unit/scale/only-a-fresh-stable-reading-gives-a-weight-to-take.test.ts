// What Alt+W and weigh-on-scan may take from the scale: a stable reading whose frame is fresh,
// settled after the last use when one is given; anything else says why, in both languages.
import { describe, expect, it } from 'vitest';
import { formatGrams, weightToTake, type ScaleState } from '../../../electron/shared/scale';
import { spoken } from '../../support/said';

const device = { id: 'hid:0922:8003', name: 'DYMO M10' };
const t = (iso: string) => Date.parse(`2026-03-02T10:00:${iso}Z`);
const reading = (over: Partial<Extract<ScaleState, { kind: 'reading' }>> = {}): ScaleState => ({
  kind: 'reading',
  grams: 1234,
  stable: true,
  stableSince: '2026-03-02T10:00:01.000Z',
  device,
  at: '2026-03-02T10:00:02.000Z',
  ...over,
});

describe('the weight to take', () => {
  it('is the grams of a fresh stable reading', () => {
    expect(weightToTake(reading(), t('03.000'))).toMatchObject({ ok: true, grams: 1234, reading: { device } });
  });

  it('is refused, with the reason, for no scale, waiting, problems, motion and stale readings', () => {
    expect(weightToTake({ kind: 'none', messageKey: 'scale.none' }, t('03'))).toEqual({
      ok: false,
      messageKey: 'scale.none',
    });
    const overload: ScaleState = { kind: 'problem', problem: 'overload', messageKey: 'scale.overload', device, at: '' };
    expect(weightToTake(overload, t('03'))).toEqual({ ok: false, messageKey: 'scale.overload' });
    expect(weightToTake(reading({ stable: false, stableSince: null }), t('03'))).toEqual({
      ok: false,
      messageKey: 'scale.unstable',
    });
    expect(weightToTake(reading(), t('05.001'))).toEqual({ ok: false, messageKey: 'scale.stale' });
    expect(weightToTake(reading(), t('05.001'), { maxAgeMs: 10_000 })).toMatchObject({ ok: true });
  });

  it('is refused when the weight settled before the last use (the same parcel still on the pan)', () => {
    expect(weightToTake(reading(), t('03'), { settledAfter: t('01.500') })).toEqual({
      ok: false,
      messageKey: 'scale.already-used',
    });
    expect(weightToTake(reading(), t('03'), { settledAfter: t('00.500') })).toMatchObject({ ok: true });
  });

  it('says every reason in Portuguese by default and in English', () => {
    expect(spoken({ key: 'scale.unstable' })).toBe('Peso instável: espere a balança parar');
    expect(spoken({ key: 'scale.disconnected' }, 'en')).toMatch(/^Scale disconnected/);
    expect(formatGrams('pt-BR', 1234)).toBe('1,234 kg');
    expect(formatGrams('en', 1234)).toBe('1.234 kg');
    expect(formatGrams('pt-BR', 850)).toBe('850 g');
  });
});
