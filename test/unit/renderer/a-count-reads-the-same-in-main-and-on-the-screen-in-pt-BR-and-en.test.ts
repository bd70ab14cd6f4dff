// One catalogue, one translate(), one plural rule (issue 30, item 3): a count said by main (the
// pickup list's "N volumes", printed in a PDF) and the same Said shown on a screen read the same,
// none included. Before, main's own i18next said "0 volume" in pt-BR while the screen said
// "0 volumes".
import { beforeAll, describe, expect, it } from 'vitest';
import { said, translate } from '../../../electron/shared/messages';
import { i18n, loadLanguage, say } from '../../../renderer/src/i18n';

const parcels = (count: number) => said('desk.pickup.parcels', { count });

describe('a count of none, one and many', () => {
  beforeAll(() => loadLanguage('en'));

  it('reads the same through main and through the screen, in pt-BR and en', () => {
    const counts = [0, 1, 3];
    const expected = {
      'pt-BR': ['0 volumes', '1 volume', '3 volumes'],
      en: ['0 parcels', '1 parcel', '3 parcels'],
    } as const;
    for (const language of ['pt-BR', 'en'] as const) {
      const byMain = counts.map((count) => translate(parcels(count), language));
      const onScreen = counts.map((count) => say(parcels(count), i18n.getFixedT(language)));
      expect(byMain, language).toEqual(expected[language]);
      expect(onScreen, language).toEqual(byMain);
    }
  });

  it('puts a Said inside a Said in the same words either way', () => {
    const tried = said('api.gatewayPage', { status: 502, tried: said('api.triedTimes', { count: 0 }) });
    expect(say(tried, i18n.getFixedT('pt-BR'))).toBe(translate(tried, 'pt-BR'));
    expect(translate(tried, 'pt-BR')).toContain('A estação tentou 0 vezes.');
    expect(say(tried, i18n.getFixedT('en'))).toBe(translate(tried, 'en'));
  });
});
