// Issue 28, item 5: the page the label printer's engine is warmed with (thermal/warm-up.ts) must
// convert for any profile a desk can have, or the warm-up quietly fails and the first label of
// the session converts cold again. It is made on main's thread at login, so it must not load the
// modules the calibration label needs (pdf-lib and bwip-js: ~100 ms of CPU the money path never
// spends); a child process shows whether importing and calling it loads pdf-lib (CommonJS, so it
// is seen in require's cache; bwip-js is ESM and comes only with it, through calibration.ts).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadThermalCore } from '../../../electron/main/thermal';
import { warmUpPdf } from '../../../electron/main/thermal/warm-up';
import {
  printerProfileSchema,
  type PrinterDpi,
  type RawPrinterLanguage,
} from '../../../electron/shared/printer-profile';
import { decodeLabels } from '../../support/label-decoders';

const core = await loadThermalCore();

describe('the warm-up page', () => {
  describe.each(['zpl', 'epl2', 'dpl'] as RawPrinterLanguage[])('for a %s printer', (language) => {
    it.each([
      [203, 100, 150, 0],
      [300, 100, 150, 90],
      [203, 100, 100, 0],
      [203, 60, 40, 270],
      [600, 80, 120, 180],
    ] as Array<[PrinterDpi, number, number, number]>)(
      'at %i dpi on %i × %i mm media turned %i° converts and is drawn, not blank',
      (dpi, widthMm, heightMm, rotation) => {
        const profile = printerProfileSchema.parse({
          language,
          dpi,
          media: { widthMm, heightMm, sensing: 'gap' },
          rotation,
        });
        const converted = core.convert(warmUpPdf(profile), profile);
        if (!converted.ok) throw new Error(`${language} ${dpi}: ${converted.error.kind}`);
        const [label] = decodeLabels(language, converted.value.bytes);
        expect(label?.dots.some((dot) => dot !== 0)).toBe(true);
      },
    );
  });

  it('is made without loading pdf-lib', () => {
    const script = `
      const { warmUpPdf } = await import('./electron/main/thermal/warm-up.ts');
      warmUpPdf({ media: { widthMm: 100, heightMm: 150, sensing: 'gap' }, rotation: 0 });
      const { createRequire } = await import('node:module');
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((f) => /pdf-lib/.test(f));
      console.log(JSON.stringify(loaded));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: process.cwd(),
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim().split('\n').at(-1) ?? 'null')).toEqual([]);
  });
});
