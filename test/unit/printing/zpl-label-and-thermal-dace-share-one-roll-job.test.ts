import { describe, expect, it } from 'vitest';
import { combineForOneRoll, isZpl, zplFieldText } from '../../../electron/main/printing/zpl';

const zpl = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('a ZPL label and its thermal DACE share one roll job', () => {
  it('joins ZPL documents in order into one raw job, each format intact', () => {
    const label = zpl('^XA^FO20,20^FDLABEL^FS^XZ');
    const dace = zpl('^XA^FO20,20^FDDACE^FS^XZ\n');
    const combined = combineForOneRoll([
      { contentType: 'application/zpl', bytes: label },
      { contentType: 'application/zpl', bytes: dace },
    ]);
    expect(combined.ok && decode(combined.value)).toBe('^XA^FO20,20^FDLABEL^FS^XZ\n^XA^FO20,20^FDDACE^FS^XZ\n');
  });

  it('refuses a PDF in the same job: it needs the driver, ZPL must bypass it', () => {
    const result = combineForOneRoll([
      { contentType: 'application/pdf', bytes: zpl('%PDF-1.7') },
      { contentType: 'application/zpl', bytes: zpl('^XA^XZ') },
    ]);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'unsupported', said: { key: 'printing.pdfWithZpl' } },
    });
  });

  it('refuses bytes that are not ZPL formats', () => {
    expect(combineForOneRoll([{ contentType: 'application/zpl', bytes: zpl('hello') }])).toMatchObject({
      ok: false,
      error: { kind: 'unsupported' },
    });
    expect(combineForOneRoll([])).toMatchObject({ ok: false });
    expect(isZpl(zpl('  ^xa^fdx^fs^xz \r\n'))).toBe(true);
  });

  it('escapes field text so a name can never end a field or start a command', () => {
    expect(zplFieldText('Zebra ^XZ~JA_1 ã')).toBe('Zebra _5EXZ_7EJA_5F1 _C3_A3');
  });
});
