// Each encoder is a pure function bitmap → bytes; the test-side decoders (written from the
// manuals, not from the encoders) must get the same dots back, for random images and for the
// patterns run-length schemes get wrong: blank rows, full rows, repeated rows, odd widths.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankBitmap, type Bitmap } from '../../../electron/main/thermal/bitmap';
import { encodeDplFamily } from '../../../electron/main/thermal/encoders/dpl';
import { encodeEplFamily } from '../../../electron/main/thermal/encoders/epl';
import { acsData, crc16, encodeZpl } from '../../../electron/main/thermal/encoders/zpl';
import { printerProfileSchema, type RawPrinterLanguage } from '../../../electron/shared/printer-profile';
import { decodeLabels, type DotImage } from '../../support/label-decoders';

const profile = (language: RawPrinterLanguage) =>
  printerProfileSchema.parse({ language, dpi: 203, media: { widthMm: 100, heightMm: 150, sensing: 'gap' } });

function bitmapOf(width: number, rows: number[][]): Bitmap {
  const b = blankBitmap(width, rows.length);
  rows.forEach((row, y) =>
    row.forEach((v, x) => {
      if (v && x < width) b.data[y * b.rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }),
  );
  return b;
}

function dotsOf(b: Bitmap): number[] {
  const out: number[] = [];
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++) out.push((b.data[y * b.rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1);
  return out;
}

/** The decoded image cropped to the bitmap's width (byte padding is white). */
function decodedDots(img: DotImage, width: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < img.height; y++) for (let x = 0; x < width; x++) out.push(img.dots[y * img.width + x]!);
  return out;
}

function encodeFor(language: RawPrinterLanguage | 'zpl-z64', b: Bitmap): Uint8Array {
  if (language === 'zpl') return encodeZpl(b, profile('zpl'), 'acs');
  if (language === 'zpl-z64') return encodeZpl(b, profile('zpl'), 'z64');
  if (language === 'epl2' || language === 'pplb') return encodeEplFamily(b, profile(language));
  const result = encodeDplFamily(b, profile(language), language);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const image = fc
  .integer({ min: 1, max: 70 })
  .chain((width) =>
    fc.tuple(
      fc.constant(width),
      fc.array(
        fc.oneof(
          fc.array(fc.integer({ min: 0, max: 1 }), { minLength: width, maxLength: width }),
          fc.constant(new Array<number>(width).fill(0)),
          fc.constant(new Array<number>(width).fill(1)),
        ),
        { minLength: 1, maxLength: 40 },
      ),
    ),
  )
  // Repeated rows, which ZPL (':') and DPL (0000FFnn) encode specially.
  .map(([width, rows]) =>
    bitmapOf(
      width,
      rows.flatMap((r, i) => (i % 3 === 0 ? [r, r, r] : [r])),
    ),
  );

describe.each(['zpl', 'zpl-z64', 'epl2', 'pplb', 'ppla', 'dpl'] as const)('%s', (language) => {
  it('decodes back to exactly the dots encoded, for any image', () => {
    fc.assert(
      fc.property(image, (b) => {
        const decodeAs = language === 'zpl-z64' ? 'zpl' : language;
        const [img] = decodeLabels(decodeAs, encodeFor(language, b));
        expect(img!.height).toBe(b.height);
        expect(decodedDots(img!, b.width)).toEqual(dotsOf(b));
      }),
      { numRuns: 60 },
    );
  });
});

describe('ZPL compression', () => {
  it('writes a blank row as "," a full row as "!" and a repeated row as ":"', () => {
    const b = bitmapOf(64, [new Array(64).fill(0), new Array(64).fill(1), new Array(64).fill(1)]);
    expect(acsData(b)).toBe(',!:');
  });

  it('uses the repeat letters (G–Y ones, g–z twenties) for long runs', () => {
    // 64 dots: 3 bytes FF then 0F then zeros → "FFFFFF0F" + "0" × 8 → K F (6 F) 0 F ,
    const row = [...new Array(24).fill(1), 0, 0, 0, 0, 1, 1, 1, 1, ...new Array(32).fill(0)];
    expect(acsData(bitmapOf(64, [row]))).toBe('LF0F,');
    const wide = bitmapOf(400 * 4 + 8, [[...new Array(400 * 4).fill(1), 1, 0, 0, 0, 0, 0, 0, 0]]);
    expect(acsData(wide)).toBe('zF80');
  });

  it('signs Z64 data with the CRC-16 of its base64 text', () => {
    expect(crc16('123456789')).toBe(0x31c3); // CRC-16/XMODEM check value
    const zpl = new TextDecoder().decode(encodeZpl(bitmapOf(16, [[1, 0, 1]]), profile('zpl'), 'z64'));
    expect(zpl).toMatch(/\^GFA,2,2,2,:Z64:[A-Za-z0-9+/=]+:[0-9A-F]{4}\^FS/);
  });

  it('sets the print width, label length, media tracking and darkness from the profile', () => {
    const p = printerProfileSchema.parse({
      language: 'zpl',
      dpi: 300,
      media: { widthMm: 100, heightMm: 150, sensing: 'mark' },
      darkness: 22,
      speed: 4,
    });
    const zpl = new TextDecoder().decode(encodeZpl(blankBitmap(1200, 1800), p));
    expect(zpl).toContain('~SD22');
    expect(zpl).toContain('^PW1200');
    expect(zpl).toContain('^LL1800');
    expect(zpl).toContain('^MNM');
    expect(zpl).toContain('^PR4,4,4');
  });
});

describe('DPL rows', () => {
  it('refuses an image wider than a record can count (255 bytes), with a reason', () => {
    const result = encodeDplFamily(blankBitmap(256 * 8, 2), profile('dpl'), 'dpl');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('too-wide');
  });
});
