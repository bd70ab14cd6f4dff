// Issue 16.3: content sniffed by magic bytes, never trusted from a header; ZPL written for
// 203 dpi rescaled for 300 and 600 dpi printers, field data untouched; ZPL never reaches a
// printer of another language.
import { describe, expect, it } from 'vitest';
import { loadThermalCore, scaleZpl, sniffContent } from '../../../electron/main/thermal';
import { renderDaceZpl } from '../../../electron/sandbox/documents/dace-zpl';
import { printerProfileSchema, type PrinterProfileInput } from '../../../electron/shared/printer-profile';
import { decodeLabels, inkBox } from '../../support/label-decoders';

const text = (s: string) => new TextEncoder().encode(s);
const profile = (over: Partial<PrinterProfileInput>) =>
  printerProfileSchema.parse({
    language: 'zpl',
    dpi: 203,
    media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
    ...over,
  });

describe('sniffing', () => {
  it('tells PDF, ZPL and PNG by their first bytes, whatever they are called', () => {
    expect(sniffContent(text('%PDF-1.7\n…'))).toBe('pdf');
    expect(sniffContent(text('\uFEFF%PDF-1.4'))).toBe('pdf');
    expect(sniffContent(text('\n  ^XA^FO10,10^FDx^FS^XZ'))).toBe('zpl');
    expect(sniffContent(text('~SD20\n^XA^XZ'))).toBe('zpl');
    // A carrier's ZPL saved as UTF-8 with a byte-order mark (EF BB BF) is still ZPL.
    expect(sniffContent(text('\uFEFF^XA^FO10,10^FDx^FS^XZ'))).toBe('zpl');
    expect(sniffContent(text('\uFEFF\r\n~TA000\n^XA^XZ'))).toBe('zpl');
    expect(sniffContent(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffContent(text('N\nq812\nP1\n'))).toBe('unknown');
    expect(sniffContent(text('<html>^XA</html>'))).toBe('unknown');
  });

  it('refuses what it cannot name with a reason, and leaves ZPL for an EPL2, PPLA or driver printer to the worker that draws it', async () => {
    const core = await loadThermalCore();
    const garbage = core.convert(text('hello'), profile({}));
    expect(!garbage.ok && garbage.error.kind).toBe('unreadable');
    for (const language of ['epl2', 'ppla', 'driver'] as const) {
      const result = core.convert(text('^XA^FO1,1^GB10,10,10^FS^XZ'), profile({ language }));
      expect(!result.ok && result.error.kind).toBe('unsupported');
    }
  });

  it('hands a PDF to a driver printer unchanged', async () => {
    const core = await loadThermalCore();
    const pdf = text('%PDF-1.4 not parsed here');
    const result = core.convert(pdf, profile({ language: 'driver' }));
    expect(result.ok && result.value.bytes).toBe(pdf);
  });
});

describe('ZPL for 203 dpi on a 300 or 600 dpi printer', () => {
  const zpl =
    '^XA\n^PW799\n^LL1199\n^FO30,40^A0N,26,24^FDRua 1, 2, 3 ^FS\n^FO30,80^GB752,3,3^FS\n^BY2,3,100^FO30,100^BCN,80,Y,N,N^FDQB1,2^FS\n^FO240,300^BQN,2,5^FDQA,x,y^FS\n^XZ';

  it('scales every position, size and module by 1.5 at 300 dpi and leaves field data alone', () => {
    expect(scaleZpl(zpl, 203, 300)).toEqual({
      zpl: '^XA\n^PW1199\n^LL1799\n^FO45,60^A0N,39,36^FDRua 1, 2, 3 ^FS\n^FO45,120^GB1128,5,5^FS\n^BY3,3,150^FO45,150^BCN,120,Y,N,N^FDQB1,2^FS\n^FO360,450^BQN,2,8^FDQA,x,y^FS\n^XZ',
      unscaled: [],
    });
  });

  it('scales by 3 at 600 dpi and not at all at 203', () => {
    expect(scaleZpl(zpl, 203, 600).zpl).toContain('^PW2397');
    expect(scaleZpl(zpl, 203, 203).zpl).toBe(zpl);
  });

  it('names embedded bitmaps it cannot rescale', () => {
    expect(scaleZpl('^XA^FO0,0^GFA,2,2,1,FF00^FS^XZ', 203, 300).unscaled).toEqual(['^GF']);
  });

  it("rescales the sandbox's thermal DACE, which claims 100 × 150 mm at 203 dpi", () => {
    const dace = renderDaceZpl({
      tipo: 'T',
      numero: '1',
      serie: '1',
      issuedAt: 0,
      chave: '3'.repeat(44),
      protocolo: '1',
      emitente: { name: 'A', cpfCnpj: '11222333000181' },
      destinatario: { name: 'B', cpfCnpj: '52998224725' },
      products: [],
      valor: 1,
      carrierService: 'PAC',
      trackingCode: 'QB1BR',
      qrText: 'https://x?chDCe=1',
    } as never);
    expect(dace).toContain('^PW799');
    expect(dace).toContain('^LL1199');
    const scaled = scaleZpl(dace, 203, 300).zpl;
    expect(scaled).toContain('^PW1199');
    expect(scaled).toContain('^LL1799');
  });
});

describe('printer profiles', () => {
  it('default to no offsets and no rotation, and keep darkness within the language', () => {
    const p = printerProfileSchema.parse({
      language: 'epl2',
      dpi: 203,
      media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
    });
    expect(p).toMatchObject({ offsets: { xMm: 0, yMm: 0 }, rotation: 0 });
    expect(printerProfileSchema.safeParse({ ...p, darkness: 20 }).success).toBe(false); // EPL2 is 0–15
    expect(printerProfileSchema.safeParse({ ...p, language: 'zpl', darkness: 20 }).success).toBe(true);
    expect(printerProfileSchema.safeParse({ ...p, dpi: 250 }).success).toBe(false);
    expect(printerProfileSchema.safeParse({ ...p, rotation: 45 }).success).toBe(false);
  });
});

describe('other inputs', () => {
  it('passes ZPL for the printer’s own dpi through byte for byte, UTF-8 field data included', async () => {
    const core = await loadThermalCore();
    const zpl = text('^XA^CI28^FO10,10^A0N,20,20^FDSão Paulo – Balcão^FS^XZ');
    const same = core.convert(zpl, profile({}));
    expect(same.ok && same.value.bytes).toBe(zpl);
    const scaled = core.convert(zpl, profile({ dpi: 300 }));
    expect(scaled.ok && new TextDecoder().decode(scaled.value.bytes)).toBe(
      '^XA^CI28^FO15,15^A0N,30,30^FDSão Paulo – Balcão^FS^XZ',
    );
  });

  it('prints a PNG one pixel a dot, centred, with a transparent background as paper', async () => {
    const mupdf = await import('mupdf');
    // 40 × 20 px: transparent, with an opaque black 10 × 10 block at (5, 5).
    const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 40, 20], true);
    const samples = pix.getPixels(); // a live view; premultiplied, so transparent is all zeros
    samples.fill(0);
    for (let y = 5; y < 15; y++) for (let x = 5; x < 15; x++) samples[(y * 40 + x) * 4 + 3] = 255;
    const png = pix.asPNG();
    const core = await loadThermalCore();
    const result = core.convert(png, profile({}));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const [img] = decodeLabels('zpl', result.value.bytes);
    expect(inkBox(img!)).toEqual({ left: 380 + 5, top: 590 + 5, right: 380 + 14, bottom: 590 + 14 });
  });
});
