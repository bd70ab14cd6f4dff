import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import { type RunCommand } from '../../../electron/main/printing/run-command';
import {
  labelPaperName,
  labelPaperSetting,
  outsideAsar,
  sumatraPdfPath,
  sumatraPrintArgs,
} from '../../../electron/main/printing/windows/pdf';
import { readPapers } from '../../../electron/main/printing/windows/winspool';

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

  it("gives SumatraPDF one argument per value: the printer name as is, noscale and the driver's label paper", () => {
    const target = { kind: 'windows' as const, name: 'Zebra "Balcão 1", frente' };
    expect(
      sumatraPrintArgs(target, 'C:\\Temp\\a b\\label.pdf', [
        { name: 'Letter', id: 1 },
        { name: '100 x 150 mm', id: 256 },
      ]),
    ).toEqual([
      '-print-to',
      'Zebra "Balcão 1", frente',
      '-silent',
      '-print-settings',
      'noscale,paper=100 x 150 mm',
      'C:\\Temp\\a b\\label.pdf',
    ]);
    // No label paper in the driver: its default paper (the roll that is loaded).
    expect(sumatraPrintArgs(target, 'x.pdf', [{ name: 'A4', id: 9 }])).toEqual([
      '-print-to',
      'Zebra "Balcão 1", frente',
      '-silent',
      '-print-settings',
      'noscale',
      'x.pdf',
    ]);
  });

  it('names a paper whose name holds commas by its driver id, since SumatraPDF splits -print-settings at every comma', () => {
    const zdesigner = [
      { name: 'Letter', id: 1 },
      { name: '100,0 mm x 150,0 mm', id: 120 },
    ];
    expect(labelPaperSetting(zdesigner)).toBe('paperkind=120');
    expect(sumatraPrintArgs({ kind: 'windows', name: 'ZDesigner ZD220-203dpi ZPL' }, 'l.pdf', zdesigner)).toEqual([
      '-print-to',
      'ZDesigner ZD220-203dpi ZPL',
      '-silent',
      '-print-settings',
      'noscale,paperkind=120',
      'l.pdf',
    ]);
    // Without the id the name cannot be said at all: the driver's default paper, never a
    // fragment of the name ("100", "0 mm x 150", "0 mm").
    expect(labelPaperSetting([{ name: '100,0 mm x 150,0 mm' }])).toBeUndefined();
    expect(labelPaperSetting([{ name: '4 x 6 in' }])).toBe('paper=4 x 6 in');
  });

  it("reads the driver's papers from DeviceCapabilities' buffers: ids and NUL-padded 64-character names", () => {
    const names = Buffer.alloc(2 * 64 * 2);
    names.write('Letter', 0, 'utf16le');
    names.write('100,0 mm x 150,0 mm', 64 * 2, 'utf16le');
    const ids = Buffer.from([1, 0, 0x0a, 0x01]);
    expect(readPapers(ids, names, 2)).toEqual([
      { name: 'Letter', id: 1 },
      { name: '100,0 mm x 150,0 mm', id: 266 },
    ]);
  });

  it('runs SumatraPDF on a file holding exactly the PDF bytes, and reports its failure with the printer name (SumatraPDF faked: no Windows here)', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 label');
    const calls: { file: string; args: readonly string[]; content: Buffer }[] = [];
    let exit = { code: 0, stderr: '' };
    const run: RunCommand = async (file, args) => {
      calls.push({ file, args, content: await readFile(args.at(-1) ?? '') });
      return { ...exit, stdout: '' };
    };
    const paths = new PrintPaths({
      platform: 'win32',
      run,
      windows: {
        sumatraPath: 'C:\\app.asar.unpacked\\SumatraPDF.exe',
        papers: async () => [{ name: '100,0 mm x 150,0 mm', id: 120 }],
      },
    });
    let committed = 0;
    const target = { kind: 'windows' as const, name: 'Label Desk "1" \'front\'' };
    expect(
      await paths.sendDirect(target, 'application/pdf', bytes, { title: 't', onCommit: () => committed++ }),
    ).toEqual({ ok: true, value: undefined });
    expect(calls[0]?.file).toBe('C:\\app.asar.unpacked\\SumatraPDF.exe');
    expect(calls[0]?.args.slice(0, 5)).toEqual([
      '-print-to',
      target.name,
      '-silent',
      '-print-settings',
      'noscale,paperkind=120',
    ]);
    expect(calls[0]?.content.equals(Buffer.from(bytes))).toBe(true);
    expect(committed).toBe(1);

    // An A4 page keeps its own size: no label paper.
    await paths.sendDirect(target, 'application/pdf', bytes, {
      title: 't',
      onCommit: () => undefined,
      media: { kind: 'page', widthMm: 210, heightMm: 297 },
    });
    expect(calls[1]?.args[4]).toBe('noscale');

    exit = { code: 1, stderr: 'Invalid printer' };
    expect(
      await paths.sendDirect(target, 'application/pdf', bytes, { title: 't', onCommit: () => undefined }),
    ).toMatchObject({
      ok: false,
      error: {
        afterCommit: false,
        kind: 'print-failed',
        said: { key: 'printing.windowsPrintFailed', params: { name: target.name } },
        quoted: { source: 'printer', lines: ['Invalid printer'] },
      },
    });
  });

  it('refuses a Windows printer on Linux and a CUPS queue on Windows', async () => {
    const linux = new PrintPaths({ platform: 'linux' });
    const windows = new PrintPaths({ platform: 'win32', windows: {} });
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
