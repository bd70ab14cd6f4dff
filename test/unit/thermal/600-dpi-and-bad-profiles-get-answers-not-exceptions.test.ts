// The edges of the engine: a 600 dpi ZPL printer gets 24 dots a mm; a language that cannot
// describe an image that wide says so; an invalid profile is an error value, never a throw.
import { PDFDocument } from 'pdf-lib';
import { afterAll, expect, it } from 'vitest';
import { calibrationLabel, closeThermalEngine, convertForPrinter } from '../../../electron/main/thermal';
import { decodeLabels } from '../../support/label-decoders';

afterAll(() => closeThermalEngine());

async function blankLabel(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([(100 * 72) / 25.4, (150 * 72) / 25.4]);
  return doc.save();
}

const media = { widthMm: 100, heightMm: 150, sensing: 'gap' as const };

it('gives a 600 dpi ZPL printer a 2400 × 3600 dot label', async () => {
  const result = await convertForPrinter(await blankLabel(), { language: 'zpl', dpi: 600, media });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  expect(result.value.dots).toEqual({ width: 2400, height: 3600 });
  const [img] = decodeLabels('zpl', result.value.bytes);
  expect([img!.width, img!.height]).toEqual([2400, 3600]);
});

it('says a 100 mm label at 600 dpi is too wide for a DPL image instead of sending a broken one', async () => {
  const result = await convertForPrinter(await blankLabel(), { language: 'dpl', dpi: 600, media });
  expect(result).toEqual({
    ok: false,
    error: {
      kind: 'too-wide',
      said: { key: 'thermal.tooWide', params: { language: 'DPL', maxDots: 2040, width: 2400 } },
    },
  });
});

it('answers an invalid profile with the field to fix, from both entry points', async () => {
  const bad = { language: 'epl2' as const, dpi: 203 as const, media, darkness: 25 };
  const converted = await convertForPrinter(await blankLabel(), bad);
  expect(converted).toEqual({
    ok: false,
    error: { kind: 'invalid-profile', said: { key: 'thermal.invalidProfile', params: { fields: 'darkness' } } },
  });
  const calibration = await calibrationLabel({ ...bad, dpi: 250 as never });
  expect(!calibration.ok && calibration.error.kind).toBe('invalid-profile');
});

it('gives a driver printer the calibration label as a PDF for its driver to render', async () => {
  const result = await calibrationLabel({ language: 'driver', dpi: 300, media });
  expect(result.ok && new TextDecoder().decode(result.value.bytes.slice(0, 5))).toBe('%PDF-');
});
