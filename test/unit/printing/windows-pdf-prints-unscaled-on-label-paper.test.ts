import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import {
  labelPaperName,
  outsideAsar,
  sumatraPdfPath,
  windowsPdfOptions,
  type PdfToPrinterOptions,
} from '../../../electron/main/printing/windows/pdf';

const PACKAGED =
  'C:\\Program Files\\Shipping Station\\resources\\app.asar\\node_modules\\pdf-to-printer\\dist\\bundle.js';

describe('a PDF on Windows prints unscaled on label paper', () => {
  it('runs SumatraPDF from app.asar.unpacked, since nothing can execute inside the archive', () => {
    expect(sumatraPdfPath(() => PACKAGED)).toBe(
      'C:\\Program Files\\Shipping Station\\resources\\app.asar.unpacked\\node_modules\\pdf-to-printer\\dist\\SumatraPDF-3.4.6-32.exe',
    );
    expect(outsideAsar('/opt/Shipping Station/resources/app.asar/node_modules/x.exe')).toBe(
      '/opt/Shipping Station/resources/app.asar.unpacked/node_modules/x.exe',
    );
    expect(outsideAsar('C:\\r\\app.asar.unpacked\\x.exe')).toBe('C:\\r\\app.asar.unpacked\\x.exe');
    expect(outsideAsar('C:\\dev\\node_modules\\pdf-to-printer\\dist\\x.exe')).toBe(
      'C:\\dev\\node_modules\\pdf-to-printer\\dist\\x.exe',
    );
    // In development it is the real file in node_modules.
    expect(sumatraPdfPath()).toMatch(/node_modules[\\/]pdf-to-printer[\\/]dist[\\/]SumatraPDF-3\.4\.6-32\.exe$/);
  });

  it("picks the driver's own name for the 100×150 mm (4×6 in) paper, and none when it has no such paper", () => {
    expect(labelPaperName(['Letter', 'A4', '100 x 150 mm', '4 x 6 in'])).toBe('100 x 150 mm');
    expect(labelPaperName(['Letter', '4.00x6.00in'])).toBe('4.00x6.00in');
    expect(labelPaperName(['10 x 15 cm'])).toBe('10 x 15 cm');
    expect(labelPaperName(['4x6'])).toBe('4x6');
    expect(labelPaperName(['4 x 6.5 in', '100 x 200 mm', 'A6', 'Letter'])).toBeUndefined();
    expect(labelPaperName([])).toBeUndefined();
  });

  it('calls pdf-to-printer with noscale, the printer name untouched and the paper name', () => {
    const options = windowsPdfOptions({ kind: 'windows', name: 'Zebra "Balcão 1"' }, 'C:\\s.exe', [
      'Letter',
      '100 x 150 mm',
    ]);
    expect(options).toEqual({
      printer: 'Zebra "Balcão 1"',
      scale: 'noscale',
      silent: true,
      sumatraPdfPath: 'C:\\s.exe',
      paperSize: '100 x 150 mm',
    });
  });

  it('hands pdf-to-printer a file holding exactly the PDF bytes, and reports its failure with the printer name', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 label');
    const calls: { options: PdfToPrinterOptions; content: Buffer }[] = [];
    const failure: { error?: Error } = {};
    const paths = new PrintPaths({
      platform: 'win32',
      windows: {
        sumatraPath: 'C:\\app.asar.unpacked\\SumatraPDF.exe',
        paperSizes: async () => ['4x6'],
        print: async (file, options) => {
          calls.push({ options, content: await readFile(file) });
          if (failure.error) throw failure.error;
        },
      },
    });
    let committed = 0;
    const target = { kind: 'windows' as const, name: 'Label Desk "1" \'front\'' };
    expect(
      await paths.sendDirect(target, 'application/pdf', bytes, { title: 't', onCommit: () => committed++ }),
    ).toEqual({ ok: true, value: undefined });
    expect(calls[0]?.options).toEqual({
      printer: target.name,
      scale: 'noscale',
      silent: true,
      sumatraPdfPath: 'C:\\app.asar.unpacked\\SumatraPDF.exe',
      paperSize: '4x6',
    });
    expect(calls[0]?.content.equals(Buffer.from(bytes))).toBe(true);
    expect(committed).toBe(1);

    failure.error = new Error('Invalid printer');
    expect(
      await paths.sendDirect(target, 'application/pdf', bytes, { title: 't', onCommit: () => undefined }),
    ).toMatchObject({
      ok: false,
      afterCommit: false,
      error: {
        kind: 'print-failed',
        message: { key: 'printing.windowsPrintFailed', params: { name: target.name } },
        detail: 'Invalid printer',
      },
    });
  });

  it('refuses a Windows printer on Linux and a CUPS queue on Windows', async () => {
    const linux = new PrintPaths({ platform: 'linux' });
    const windows = new PrintPaths({ platform: 'win32', windows: { print: async () => undefined } });
    const bytes = new Uint8Array([1]);
    expect(
      await linux.sendDirect({ kind: 'windows', name: 'X' }, 'application/pdf', bytes, {
        title: 't',
        onCommit: () => undefined,
      }),
    ).toMatchObject({ ok: false, error: { kind: 'unsupported' } });
    expect(
      await windows.submitToCups({ kind: 'cups', name: 'X' }, 'application/pdf', bytes, { title: 't' }),
    ).toMatchObject({ ok: false, error: { kind: 'unsupported' } });
  });
});
