// Issue 28.6: what one conversion may draw is bounded by the roll the printer has (limits.ts):
// at most 8 pages, no page over 4 rolls in area, no document over 8 rolls of dots. A ZPL of 100
// formats at 600 dpi (32 s and 850 MB unbounded), one whose ^PW/^LL ask for a 300 × 1000 mm label
// (16 s and 1.4 GB for one page, then refused as too large anyway), one hiding formats behind a
// new caret (^CC), and a PNG claiming 4000 × 4000 pixels are each refused with their reason
// before the renderer draws a dot; what fits prints as before. The real renderer and MuPDF; the
// renderer's draws are only counted.
import { describe, expect, it } from 'vitest';
import { loadThermalCore, loadZplRenderer } from '../../../electron/main/thermal';
import { printerProfileSchema, type PrinterProfileInput } from '../../../electron/shared/printer-profile';
import { translate } from '../../../electron/shared/messages/translate';
import type { Said } from '../../../electron/shared/messages';
import { decodeLabels } from '../../support/label-decoders';
import { hugeLabelZpl, hugePng, manyFormatsZpl } from '../../support/hostile-documents';

const profile = (p: Partial<PrinterProfileInput> = {}) =>
  printerProfileSchema.parse({
    language: 'epl2',
    dpi: 600,
    media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
    ...p,
  });

async function countingCore() {
  let draws = 0;
  const core = await loadThermalCore({
    zplRenderer: async () => {
      const renderer = await loadZplRenderer();
      return {
        draw: (...args: Parameters<typeof renderer.draw>) => {
          draws++;
          return renderer.draw(...args);
        },
      };
    },
  });
  return { core, draws: () => draws };
}

const saidOf = (result: { ok: boolean; error?: { said: Said } }) => result.error!.said;

describe('a document over what the station draws for the roll', () => {
  it('is refused with its page count when a ZPL holds more than 8 formats, and nothing is drawn', async () => {
    const { core, draws } = await countingCore();
    const started = performance.now();
    const result = await core.convertDocument(manyFormatsZpl(100), profile());
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'over-limit', said: { key: 'thermal.tooManyPages', params: { pages: 100, max: 8 } } },
    });
    expect(draws()).toBe(0);
    expect(translate(saidOf(result), 'pt-BR')).toBe(
      'o documento tem 100 etiquetas, e a estação converte no máximo 8 por documento',
    );
    expect(translate(saidOf(result), 'en')).toBe(
      'the document holds 100 labels, and the station converts at most 8 per document',
    );
  }, 20_000);

  it('counts the formats a new caret (^CC) would hide from a plain count of ^XA', async () => {
    const { core, draws } = await countingCore();
    const hidden = new TextEncoder().encode(
      `^XA^FO10,10^GB100,100,10^FS^XZ^XA^CC!!FO10,10!GB100,100,10!FS!XZ${'!XA!FO10,10!GB100,100,10!FS!XZ'.repeat(9)}`,
    );
    const result = await core.convertDocument(hidden, profile());
    expect(result).toMatchObject({
      ok: false,
      error: { said: { key: 'thermal.tooManyPages', params: { pages: 11 } } },
    });
    expect(draws()).toBe(0);
  }, 20_000);

  it('is refused naming both sizes when one ZPL page is over 4 rolls in area (^PW/^LL at 600 dpi)', async () => {
    const { core, draws } = await countingCore();
    const result = await core.convertDocument(hugeLabelZpl(1), profile());
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'over-limit',
        said: {
          key: 'thermal.pageOverBudget',
          params: { width: 300, height: 1000, mediaWidth: 100, mediaHeight: 150, rolls: 4 },
        },
      },
    });
    expect(draws()).toBe(0);
    expect(translate(saidOf(result), 'pt-BR')).toBe(
      'o documento define uma etiqueta de 300 × 1000 mm, mais de 4 vezes a etiqueta de 100 × 150 mm do perfil',
    );
  }, 20_000);

  it('is refused when its pages together pass 8 rolls, each page within its own limit', async () => {
    const { core, draws } = await countingCore();
    // 3 pages of 200 × 150 mm (2 rolls each) fit; 5 of them (10 rolls) do not.
    const page = '^XA^PW1600^LL1200^FO10,10^GB100,100,10^FS^XZ\n';
    const five = await core.convertDocument(new TextEncoder().encode(page.repeat(5)), profile({ scaleToFit: true }), {
      allowScale: true,
    });
    expect(five).toMatchObject({
      ok: false,
      error: {
        kind: 'over-limit',
        said: { key: 'thermal.documentOverBudget', params: { pages: 5, width: 200, height: 150, rolls: 8 } },
      },
    });
    expect(draws()).toBe(0);
    const three = await core.convertDocument(
      new TextEncoder().encode(page.repeat(3)),
      profile({ scaleToFit: true, dpi: 203 }),
      { allowScale: true },
    );
    if (!three.ok) throw new Error(JSON.stringify(three.error));
    expect(decodeLabels('epl2', three.value.bytes)).toHaveLength(3);
  }, 20_000);

  it('prints a label and its thermal DACE on one roll (two formats) at 600 dpi as before', async () => {
    const { core, draws } = await countingCore();
    const result = await core.convertDocument(manyFormatsZpl(2), profile());
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(decodeLabels('epl2', result.value.bytes).map((l) => [l.width, l.height])).toEqual([
      [2400, 3600],
      [2400, 3600],
    ]);
    expect(draws()).toBe(1);
  }, 20_000);

  it('refuses a PNG larger than 4 rolls before decoding it, even where scaling is allowed', async () => {
    const { core } = await countingCore();
    const png = hugePng();
    expect(png.length).toBeLessThan(100_000);
    const result = core.convert(png, profile({ dpi: 203, scaleToFit: true }), { allowScale: true });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'over-limit',
        said: {
          key: 'thermal.imageOverBudget',
          params: { width: 4000, height: 4000, rolls: 4, mediaWidth: 800, mediaHeight: 1200 },
        },
      },
    });
    expect(translate(saidOf(result), 'en')).toBe(
      'the image has 4000 × 4000 dots, more than 4 times the 800 × 1200 dot label',
    );
  }, 20_000);
});
