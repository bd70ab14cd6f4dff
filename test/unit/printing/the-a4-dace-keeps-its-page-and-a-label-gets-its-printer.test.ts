// Issue 16.4 and 16.2 at the decision: what a printer is given for each document. The A4 DACE
// on a driver printer without a label profile keeps its own page (media=A4); routed to a label
// printer (it has a profile) it is fitted to the roll; a label on a driver printer gets the
// profile's media; ZPL to a driver printer stays raw; a raw printer gets its own language. A label
// larger than the roll is refused unless the operator allowed shrinking it in the profile.
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareForProfile, type PrinterTarget } from '../../../electron/main/printing';
import { closeThermalEngine, convertForPrinter } from '../../../electron/main/thermal';
import { decodeLabels } from '../../support/label-decoders';
import { PASS_THROUGH, rawProfile } from '../../support/profiles';

const laser: PrinterTarget = { kind: 'cups', name: 'Laser_Escritorio' };
const MM = 72 / 25.4;

async function pdfPage(widthMm: number, heightMm: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([widthMm * MM, heightMm * MM]);
  page.drawRectangle({ x: 20, y: 20, width: 100, height: 40 });
  return doc.save();
}

afterAll(() => closeThermalEngine());

describe('what a printer is given', () => {
  it('an A4 DACE on the office printer: the PDF on A4, no label media', async () => {
    const a4 = await pdfPage(210, 297);
    expect(await prepareForProfile('dace-pdf', laser, a4, undefined, convertForPrinter)).toEqual({
      ok: true,
      value: { bytes: a4, sendAs: 'application/pdf', media: { kind: 'page', widthMm: 210, heightMm: 297 } },
    });
  });

  it('an A4 DACE routed to a label printer: fitted to its roll (driver) or scaled into its language (raw)', async () => {
    const a4 = await pdfPage(210, 297);
    const fitted = await prepareForProfile('dace-pdf', laser, a4, PASS_THROUGH, convertForPrinter);
    expect(fitted.ok && fitted.value.media).toEqual({ kind: 'fit-label', widthMm: 100, heightMm: 150 });
    const raw = await prepareForProfile('dace-pdf', laser, a4, rawProfile('zpl', 203), convertForPrinter);
    expect(raw.ok && raw.value.sendAs).toBe('raw');
    expect(raw.ok && Buffer.from(raw.value.bytes).toString('latin1')).toMatch(/^\^XA/);
  });

  it('a label on a driver printer gets its profile’s media; ZPL stays raw; a raw printer gets EPL2', async () => {
    const label = await pdfPage(100, 150);
    const driver = { ...PASS_THROUGH, media: { widthMm: 101.6, heightMm: 152.4, sensing: 'gap' as const } };
    const onDriver = await prepareForProfile('label', laser, label, driver, convertForPrinter);
    expect(onDriver.ok && onDriver.value.media).toEqual({ kind: 'label', widthMm: 101.6, heightMm: 152.4 });
    const zpl = new TextEncoder().encode('^XA^FO10,10^GB100,100,3^FS^XZ');
    expect(await prepareForProfile('label', laser, zpl, undefined, convertForPrinter)).toEqual({
      ok: true,
      value: { bytes: zpl, sendAs: 'raw' },
    });
    const epl = await prepareForProfile('label', laser, label, rawProfile('epl2', 203), convertForPrinter);
    expect(epl.ok && Buffer.from(epl.value.bytes).toString('latin1')).toMatch(/^\r?\nN\r?\n|^N/m);
  });

  it('a label larger than the roll is refused with both sizes, and shrunk to fit only when the profile allows it', async () => {
    const large = await pdfPage(150, 225);
    const refused = await prepareForProfile('label', laser, large, rawProfile('epl2', 203), convertForPrinter);
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'unsupported',
        said: {
          key: 'printing.conversionFailed',
          params: {
            problem: { key: 'printing.convertTooLarge' },
            reason: {
              key: 'thermal.pageTooLarge',
              params: { width: 150, height: 225, mediaWidth: 100, mediaHeight: 150 },
            },
          },
        },
      },
    });
    expect(!refused.ok && refused.error.quoted).toBeUndefined();
    const allowed = { ...rawProfile('epl2', 203), scaleToFit: true };
    const shrunk = await prepareForProfile('label', laser, large, allowed, convertForPrinter);
    if (!shrunk.ok) throw new Error(shrunk.error.kind);
    const [image] = decodeLabels('epl2', shrunk.value.bytes);
    expect({ width: image?.width, height: image?.height }).toEqual({ width: 800, height: 1200 });
    // A driver printer with the same permission gets fit-to-page on its roll.
    const onDriver = await prepareForProfile(
      'label',
      laser,
      large,
      { ...PASS_THROUGH, scaleToFit: true },
      convertForPrinter,
    );
    expect(onDriver.ok && onDriver.value.media).toEqual({ kind: 'fit-label', widthMm: 100, heightMm: 150 });
    // A label of the roll's size is never scaled, allowed or not.
    const exact = await prepareForProfile('label', laser, await pdfPage(100, 150), allowed, convertForPrinter);
    const plain = await prepareForProfile(
      'label',
      laser,
      await pdfPage(100, 150),
      rawProfile('epl2', 203),
      convertForPrinter,
    );
    expect(exact.ok && plain.ok && Buffer.compare(exact.value.bytes, plain.value.bytes)).toBe(0);
  });
});
