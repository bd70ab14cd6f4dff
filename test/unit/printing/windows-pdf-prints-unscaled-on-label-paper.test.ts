// PDFs on Windows go through pdf-to-printer's print(), the real one, with only its spawn of
// SumatraPDF faked (no Windows here): what it would run is compared argument by argument.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import {
  labelPaper,
  labelPaperName,
  outsideAsar,
  printPdfOnWindows,
  sumatraPdfPath,
  type PdfPrint,
} from '../../../electron/main/printing/windows/pdf';
import { readPapers } from '../../../electron/main/printing/windows/winspool';

const require = createRequire(import.meta.url);
const SUMATRA = 'C:\\app.asar.unpacked\\SumatraPDF.exe';

interface Spawned {
  file: string;
  args: string[];
  /** What the PDF file held when SumatraPDF was started. */
  content: Buffer;
}

/**
 * pdf-to-printer's real print(), loaded afresh with child_process.execFile faked (it binds
 * execFile when it loads) and the platform said to be win32 while it runs (it refuses others).
 * `failure` is what the faked SumatraPDF run fails with, when it does.
 */
function pdfToPrinterWithSpawnFaked(failure: () => Error | null = () => null): { print: PdfPrint; spawned: Spawned[] } {
  const childProcess = require('node:child_process') as { execFile: unknown };
  const os = require('node:os') as { platform: () => NodeJS.Platform };
  const entry = require.resolve('pdf-to-printer');
  const spawned: Spawned[] = [];
  const realExecFile = childProcess.execFile;
  childProcess.execFile = (file: string, args: string[], done: (error: Error | null, out: object) => void) => {
    spawned.push({ file, args, content: readFileSync(args.at(-1) ?? '') });
    done(failure(), { stdout: '', stderr: '' });
  };
  delete require.cache[entry];
  let api: { print: PdfPrint };
  try {
    api = require(entry) as { print: PdfPrint };
  } finally {
    childProcess.execFile = realExecFile;
    delete require.cache[entry];
  }
  const print: PdfPrint = async (pdf, options) => {
    const platform = vi.spyOn(os, 'platform').mockReturnValue('win32');
    try {
      await api.print(pdf, options);
    } finally {
      platform.mockRestore();
    }
  };
  return { print, spawned };
}

const pdfFile = () => {
  const file = join(mkdtempSync(join(tmpdir(), 'win-pdf-')), 'label.pdf');
  writeFileSync(file, '%PDF-1.7 label');
  return file;
};

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

  it("gives SumatraPDF, through pdf-to-printer's print(), one argument per value: the printer name as is, noscale and the driver's label paper (spawn faked: no Windows here)", async () => {
    const { print, spawned } = pdfToPrinterWithSpawnFaked();
    const target = { kind: 'windows' as const, name: 'Zebra "Balcão 1", frente' };
    const file = pdfFile();
    const papers = [
      { name: 'Letter', id: 1 },
      { name: '100 x 150 mm', id: 256 },
    ];
    expect(await printPdfOnWindows(file, target, { print, sumatraPath: SUMATRA, papers })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(spawned[0]?.file).toBe(SUMATRA);
    expect(spawned[0]?.args).toEqual([
      '-print-to',
      'Zebra "Balcão 1", frente',
      '-silent',
      '-print-settings',
      'noscale,paper=100 x 150 mm',
      file,
    ]);
    // No label paper in the driver: its default paper (the roll that is loaded).
    await printPdfOnWindows(file, target, { print, sumatraPath: SUMATRA, papers: [{ name: 'A4', id: 9 }] });
    expect(spawned[1]?.args).toEqual([
      '-print-to',
      'Zebra "Balcão 1", frente',
      '-silent',
      '-print-settings',
      'noscale',
      file,
    ]);
  });

  it('names a paper whose name holds commas by its driver id, since print() joins -print-settings with commas and SumatraPDF splits them (spawn faked: no Windows here)', async () => {
    const { print, spawned } = pdfToPrinterWithSpawnFaked();
    const file = pdfFile();
    const target = { kind: 'windows' as const, name: 'ZDesigner ZD220-203dpi ZPL' };
    // What pdf-to-printer's paperSize alone would send: the name cut into pieces at its commas.
    await print(file, { printer: target.name, scale: 'noscale', paperSize: '100,0 mm x 150,0 mm' });
    expect(spawned[0]?.args[4]?.split(',')).toEqual(['noscale', 'paper=100', '0 mm x 150', '0 mm']);

    const zdesigner = [
      { name: 'Letter', id: 1 },
      { name: '100,0 mm x 150,0 mm', id: 120 },
    ];
    expect(labelPaper(zdesigner)).toEqual({ paperKind: 120 });
    await printPdfOnWindows(file, target, { print, sumatraPath: SUMATRA, papers: zdesigner });
    expect(spawned[1]?.args).toEqual([
      '-print-to',
      target.name,
      '-silent',
      '-print-settings',
      'noscale,paperkind=120',
      file,
    ]);
    // Without the id the name cannot be said at all: the driver's default paper, never a
    // fragment of the name ("100", "0 mm x 150", "0 mm").
    expect(labelPaper([{ name: '100,0 mm x 150,0 mm' }])).toBeUndefined();
    expect(labelPaper([{ name: '4 x 6 in' }])).toEqual({ paperSize: '4 x 6 in' });
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

  it("prints through pdf-to-printer a file holding exactly the PDF bytes, and reports SumatraPDF's failure with the printer name (spawn faked: no Windows here)", async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 label');
    let failure: Error | null = null;
    const { print, spawned } = pdfToPrinterWithSpawnFaked(() => failure);
    const paths = new PrintPaths({
      platform: 'win32',
      windows: {
        print,
        sumatraPath: SUMATRA,
        papers: async () => [{ name: '100,0 mm x 150,0 mm', id: 120 }],
      },
    });
    let committed = 0;
    const target = { kind: 'windows' as const, name: 'Label Desk "1" \'front\'' };
    expect(
      await paths.sendDirect(target, 'application/pdf', bytes, { title: 't', onCommit: () => committed++ }),
    ).toEqual({ ok: true, value: undefined });
    expect(spawned[0]?.file).toBe(SUMATRA);
    expect(spawned[0]?.args.slice(0, 5)).toEqual([
      '-print-to',
      target.name,
      '-silent',
      '-print-settings',
      'noscale,paperkind=120',
    ]);
    expect(spawned[0]?.content.equals(Buffer.from(bytes))).toBe(true);
    expect(committed).toBe(1);

    // An A4 page keeps its own size: no label paper.
    await paths.sendDirect(target, 'application/pdf', bytes, {
      title: 't',
      onCommit: () => undefined,
      media: { kind: 'page', widthMm: 210, heightMm: 297 },
    });
    expect(spawned[1]?.args[4]).toBe('noscale');

    // execFile's failure, as SumatraPDF exiting 1 gives it.
    failure = Object.assign(new Error('Command failed'), { code: 1, stderr: 'Invalid printer\r\n' });
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
    // No pdf-to-printer bound: a PDF to a Windows printer is refused, never half sent.
    expect(
      await windows.sendDirect({ kind: 'windows', name: 'X' }, 'application/pdf', bytes, {
        title: 't',
        onCommit: () => undefined,
      }),
    ).toMatchObject({ ok: false, error: { kind: 'unsupported' } });
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
