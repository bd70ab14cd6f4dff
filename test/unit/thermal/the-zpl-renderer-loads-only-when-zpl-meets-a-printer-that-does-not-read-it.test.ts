// Issue 16.3: zpl-renderer-js is ~9 MB of JavaScript (Go's WebAssembly inlined), so the common
// path (a PDF label, ZPL for a ZPL printer) never loads it; ZPL for any other printer does, once.
// The real renderer and MuPDF draw every label here; the loader is only counted.
import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadThermalCore, loadZplRenderer } from '../../../electron/main/thermal';
import { printerProfileSchema, type PrinterProfileInput } from '../../../electron/shared/printer-profile';
import { carrierZplLabel } from '../../support/carrier-zpl-label';
import { decodeLabels } from '../../support/label-decoders';

const profile = (p: Partial<PrinterProfileInput>) =>
  printerProfileSchema.parse({
    language: 'epl2',
    dpi: 203,
    media: { widthMm: 100, heightMm: 150, sensing: 'gap' },
    ...p,
  });

async function labelPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([283.46, 425.2]).drawRectangle({ x: 20, y: 20, width: 100, height: 100, color: rgb(0, 0, 0) });
  return doc.save();
}

async function countingCore() {
  let loads = 0;
  const core = await loadThermalCore({
    zplRenderer: () => {
      loads++;
      return loadZplRenderer();
    },
  });
  return { core, loads: () => loads };
}

describe('the ZPL renderer', () => {
  it('is not asked for by a PDF on any printer nor by ZPL on a ZPL printer, and is by ZPL on an EPL2 one', async () => {
    const { core, loads } = await countingCore();
    const zpl = carrierZplLabel('QB123456789BR');
    expect((await core.convertDocument(await labelPdf(), profile({}))).ok).toBe(true);
    expect((await core.convertDocument(zpl, profile({ language: 'zpl', dpi: 300 }))).ok).toBe(true);
    expect(loads()).toBe(0);
    const drawn = await core.convertDocument(zpl, profile({}));
    expect(drawn).toMatchObject({
      ok: true,
      value: { language: 'epl2', source: 'zpl', dots: { width: 800, height: 1200 } },
    });
    expect(loads()).toBe(1);
  }, 20_000);

  it('draws every label of a ZPL document with two formats, each at the media size', async () => {
    const { core } = await countingCore();
    const two = new TextEncoder().encode(
      '^XA^PW799^LL1199^FO50,50^GB200,200,200^FS^XZ\n^XA^PW799^LL1199^FO400,600^GB200,200,200^FS^XZ',
    );
    const drawn = await core.convertDocument(two, profile({ language: 'ppla' }));
    if (!drawn.ok) throw new Error(JSON.stringify(drawn.error));
    const labels = decodeLabels('ppla', drawn.value.bytes);
    expect(labels.map((l) => [l.width, l.height])).toEqual([
      [800, 1200],
      [800, 1200],
    ]);
  }, 20_000);

  it('takes the media size for ZPL without ^PW and ^LL, and reports a label hanging over the media', async () => {
    const { core } = await countingCore();
    const bare = new TextEncoder().encode('^XA^FO10,10^GB100,100,100^FS^XZ');
    const small = await core.convertDocument(bare, profile({ media: { widthMm: 60, heightMm: 40, sensing: 'gap' } }));
    expect(small).toMatchObject({ ok: true, value: { dots: { width: 480, height: 320 } } });
    // A 4 × 6 in label (812 × 1218 dots) on 100 × 150 mm media: true size, centred, and said.
    const fourBySix = new TextEncoder().encode('^XA^PW812^LL1218^FO10,10^GB100,100,100^FS^XZ');
    const big = await core.convertDocument(fourBySix, profile({}));
    if (!big.ok) throw new Error(JSON.stringify(big.error));
    expect(big.value.dots).toEqual({ width: 800, height: 1200 });
    expect(big.value.notes.map((n) => n.key)).toEqual(['printing.noteZplDrawn', 'printing.noteOverhang']);
  }, 20_000);

  it('is not asked to draw a label larger than any roll (^PW99999): the job is refused as too large', async () => {
    const { core } = await countingCore();
    const huge = new TextEncoder().encode('^XA^PW99999^LL99999^FO10,10^GB100,100,100^FS^XZ');
    const result = await core.convertDocument(huge, profile({}));
    expect(result).toEqual({
      ok: false,
      error: { kind: 'too-large', said: { key: 'thermal.zplLabelTooLarge', params: { width: 12500, height: 12500 } } },
    });
  });

  it('that cannot be loaded answers a reason, never an exception', async () => {
    const core = await loadThermalCore({ zplRenderer: () => Promise.reject(new Error('no WebAssembly here')) });
    const result = await core.convertDocument(carrierZplLabel('QB123456789BR'), profile({}));
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'unsupported',
        said: { key: 'thermal.zplRendererMissing' },
        quoted: { source: 'system', lines: ['no WebAssembly here'] },
      },
    });
  });
});
