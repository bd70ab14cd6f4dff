// Issue 16.5: the calibration label, through the same worker and encoders as a real label, for
// every raw language at 203 and 300 dpi: the 50 mm square measures 50 mm in printed dots, the
// rulers have a tick at every millimetre where the millimetre is, the Code 128 and QR read, and
// the profile is printed as text.
import * as mupdf from 'mupdf';
import { afterAll, describe, expect, it } from 'vitest';
import { calibrationLabel, calibrationPdf, closeThermalEngine } from '../../../electron/main/thermal';
import { CALIBRATION_CODE, CALIBRATION_SQUARE } from '../../../electron/main/thermal/calibration';
import {
  DOTS_PER_MM,
  printerProfileSchema,
  type PrinterDpi,
  type RawPrinterLanguage,
} from '../../../electron/shared/printer-profile';
import { decodeLabels, dotAt, readCodes, type DotImage } from '../../support/label-decoders';

afterAll(() => closeThermalEngine());

/** Outer edges of the black run that crosses `along` near `from` … `to` (dots), in a row or a column. */
function span(img: DotImage, fixed: number, from: number, to: number, vertical: boolean): number {
  const black = (i: number) => (vertical ? dotAt(img, fixed, i) : dotAt(img, i, fixed));
  let start = from;
  while (start < to && !black(start)) start++;
  let end = to;
  while (end > start && !black(end)) end--;
  return end - start + 1;
}

/** Where each ruler tick starts along the top edge, in dots. */
function tickStarts(img: DotImage, y: number): number[] {
  const starts: number[] = [];
  for (let x = 0; x < img.width; x++) if (dotAt(img, x, y) && !dotAt(img, x - 1, y)) starts.push(x);
  return starts;
}

const cases = (['zpl', 'epl2', 'pplb', 'ppla', 'dpl'] as RawPrinterLanguage[]).flatMap((language) =>
  ([203, 300] as PrinterDpi[]).map((dpi) => [language, dpi] as const),
);

describe.each(cases)('on a %s printer at %i dpi', (language, dpi) => {
  it('has a 50 mm square, a tick every mm along the top and left edges, and readable codes', async () => {
    const profile = { language, dpi, media: { widthMm: 100, heightMm: 150, sensing: 'gap' as const } };
    const result = await calibrationLabel(profile);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const [img] = decodeLabels(language, result.value.bytes);
    const dpmm = DOTS_PER_MM[dpi];
    const { leftMm, topMm, sideMm } = CALIBRATION_SQUARE;
    const d = (mm: number) => Math.round(mm * dpmm);
    const across = span(img!, d(topMm + sideMm / 2), d(leftMm - 1), d(leftMm + sideMm + 1), false);
    const down = span(img!, d(leftMm + sideMm / 2), d(topMm - 1), d(topMm + sideMm + 1), true);
    expect(Math.abs(across / dpmm - 50)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(down / dpmm - 50)).toBeLessThanOrEqual(0.2);

    // Top ruler, read 0.6 mm below the edge (every tick is at least 1.5 mm long, and the left
    // ruler's ticks cross that line only at 0 mm): one tick a mm, 0 … 99, each at its mm.
    const top = tickStarts(img!, d(0.6));
    expect(top).toHaveLength(100);
    top.forEach((x, mm) => expect(Math.abs(x - mm * dpmm)).toBeLessThanOrEqual(1));
    // Left ruler, read as a column 0.6 mm in from the edge: 0 … 149 mm.
    const left: number[] = [];
    for (let y = 0; y < img!.height; y++) if (dotAt(img!, d(0.6), y) && !dotAt(img!, d(0.6), y - 1)) left.push(y);
    expect(left).toHaveLength(150);
    left.forEach((y, mm) => expect(Math.abs(y - mm * dpmm)).toBeLessThanOrEqual(1));

    const codes = await readCodes(img!);
    expect(codes).toEqual(
      expect.arrayContaining([
        { format: 'Code128', text: CALIBRATION_CODE },
        { format: 'QRCode', text: CALIBRATION_CODE },
      ]),
    );
  });
});

it('prints the profile on the label as text', async () => {
  const profile = printerProfileSchema.parse({
    language: 'ppla',
    dpi: 300,
    media: { widthMm: 100, heightMm: 150, sensing: 'mark' },
    darkness: 12,
    offsets: { xMm: 1.5, yMm: -0.5 },
  });
  const pdf = await calibrationPdf(profile, new Date('2026-01-02T03:04:00Z'));
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const words = doc.loadPage(0).toStructuredText('preserve-whitespace').asText();
  expect(words).toContain('PPLA 300 dpi');
  expect(words).toContain('100 x 150 mm mark');
  expect(words).toContain('offsets x 1.5 y -0.5 mm');
  expect(words).toContain('darkness 12');
  expect(words).toContain('2026-01-02 03:04');
});
