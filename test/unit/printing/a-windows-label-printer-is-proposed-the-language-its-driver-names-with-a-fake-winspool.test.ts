// Issue 16.1, "Windows driver name (ZDesigner, Argox, Elgin, Datamax)". winspool.drv exists only
// on Windows, so the spooler is faked here (the name says so): a fake winspool answers
// `printers()` as EnumPrintersW level 2 would, and the real printing service lists the printers
// with their drivers and proposes each a profile from the driver's name, read by the same code
// that reads a CUPS queue's make and model. The PRINTER_INFO_2W parsing itself runs for real:
// koffi (the same FFI the spooler binding uses) decodes an array laid out in memory exactly as
// EnumPrintersW fills its buffer (structs first, their UTF-16 strings after, pointers into it).
import { Buffer } from 'node:buffer';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PdfPrint } from '../../../electron/main/printing/windows/pdf';
import {
  Printing,
  driverLabelLanguage,
  driverSpeaksAnotherLabelLanguage,
  importKoffi,
  readPrinterInfo2,
  type PrintingSettings,
  type SpoolerPrinter,
  type Winspool,
} from '../../../electron/main/printing';
import { printerHandlers } from '../../../electron/main/printing';

describe('a driver name says which label language its printer reads', () => {
  it.each([
    // Windows drivers (PRINTER_INFO_2.pDriverName)
    ['ZDesigner ZD220-203dpi ZPL', 'zpl'],
    ['ZDesigner ZT410-300dpi ZPL', 'zpl'],
    ['ZDesigner GC420t (EPL)', 'epl2'],
    ['ZDesigner LP 2844', 'epl2'],
    ['ZDesigner LP 2844-Z', 'zpl'],
    ['Argox OS-214 plus series PPLA', 'ppla'],
    ['Argox OS-214 plus series PPLB', 'pplb'],
    ['Argox OS-2140 PPLZ', 'zpl'],
    ['Argox OS-2140', 'ppla'],
    ['ELGIN L42 PRO', 'ppla'],
    ['Elgin L42DT PPLB', 'pplb'],
    ["Datamax-O'Neil E-4205A Mark III", 'dpl'],
    // CUPS make and model (Debian's sample.drv PPDs)
    ['Zebra ZPL Label Printer', 'zpl'],
    ['Zebra EPL2 Label Printer', 'epl2'],
    ['Zebra CPCL Label Printer', 'other'],
    ['Intellitech IntelliBar Label Printer, 2.4', 'other'],
  ] as const)('%s → %s', (name, language) => {
    expect(driverLabelLanguage(name)).toBe(language);
    expect(driverSpeaksAnotherLabelLanguage(name)).toBe(language !== 'zpl');
  });

  it.each(['HP LaserJet 1020', 'Microsoft Print to PDF', 'Brother HL-L2360D series', ''])(
    '%s is no label printer the station knows',
    (name) => {
      expect(driverLabelLanguage(name)).toBeUndefined();
      expect(driverSpeaksAnotherLabelLanguage(name)).toBe(false);
    },
  );
});

let koffi: Awaited<ReturnType<typeof importKoffi>>;
beforeAll(async () => {
  koffi = await importKoffi();
});

/** A PRINTER_INFO_2W array as EnumPrintersW fills its buffer, for this process's pointer size. */
function printerInfo2Buffer(printers: Array<{ name: string; driver: string; port: string }>): Buffer {
  const pointer = koffi.sizeof('void *');
  const structSize = 13 * pointer + 8 * 4;
  const strings = printers.flatMap((p) => [p.name, p.driver, p.port]);
  const stringBytes = strings.reduce((sum, s) => sum + (s.length + 1) * 2, 0);
  const buffer = Buffer.alloc(structSize * printers.length + stringBytes);
  const base = koffi.address(buffer);
  let at = structSize * printers.length;
  const put = (value: string): bigint => {
    const address = base + BigInt(at);
    buffer.write(`${value}\0`, at, 'utf16le');
    at += (value.length + 1) * 2;
    return address;
  };
  const writePointer = (offset: number, value: bigint) =>
    pointer === 8 ? buffer.writeBigUInt64LE(value, offset) : buffer.writeUInt32LE(Number(value), offset);
  printers.forEach((p, i) => {
    const struct = i * structSize;
    // pServerName (NULL), pPrinterName, pShareName (NULL), pPortName, pDriverName; the rest NULL / 0.
    writePointer(struct + 1 * pointer, put(p.name));
    writePointer(struct + 3 * pointer, put(p.port));
    writePointer(struct + 4 * pointer, put(p.driver));
    buffer.writeUInt32LE(0x244, struct + 13 * pointer); // Attributes: local, shared, …
  });
  return buffer;
}

describe("the spooler's printer list (PRINTER_INFO_2W, decoded by koffi)", () => {
  it('gives each printer its name, driver and port, names in any script kept exactly', () => {
    const buffer = printerInfo2Buffer([
      { name: 'Zebra "Balcão" 1', driver: 'ZDesigner ZD220-203dpi ZPL', port: 'USB001' },
      { name: 'Etiquetas Argox', driver: 'Argox OS-214 plus series PPLA', port: 'IP_192.168.0.40' },
      { name: '事務所', driver: 'HP LaserJet 1020', port: 'USB002' },
    ]);
    expect(readPrinterInfo2(koffi, buffer, 3)).toEqual([
      { name: 'Zebra "Balcão" 1', driverName: 'ZDesigner ZD220-203dpi ZPL', portName: 'USB001' },
      { name: 'Etiquetas Argox', driverName: 'Argox OS-214 plus series PPLA', portName: 'IP_192.168.0.40' },
      { name: '事務所', driverName: 'HP LaserJet 1020', portName: 'USB002' },
    ]);
  });
});

const SPOOLER: SpoolerPrinter[] = [
  { name: 'Zebra 300', driverName: 'ZDesigner ZT410-300dpi ZPL', portName: 'USB001' },
  { name: 'Argox', driverName: 'Argox OS-214 plus series PPLA', portName: 'USB002' },
  { name: 'Escritório', driverName: 'HP LaserJet 1020', portName: 'USB003' },
];

/** A fake winspool (no winspool.drv here): only the calls discovery and detection make. */
function fakeWinspool(printers: () => SpoolerPrinter[]): Winspool {
  const unused = () => {
    throw new Error('not called by discovery');
  };
  return {
    openPrinter: unused,
    startDocPrinter: unused,
    startPagePrinter: unused,
    writePrinter: unused,
    endPagePrinter: unused,
    endDocPrinter: unused,
    abortPrinter: unused,
    closePrinter: unused,
    lastError: () => 0,
    printers,
  };
}

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function windowsPrinting(printers: () => SpoolerPrinter[], print?: PdfPrint) {
  dataDir = await mkdtemp(join(tmpdir(), 'winspool-'));
  let settings: PrintingSettings = { routing: {}, networkPrinters: [] };
  return new Printing({
    platform: 'win32',
    dataDir,
    settings: { read: () => settings, write: (next) => (settings = next) },
    windows: {
      getPrinters: async () => SPOOLER.map((p) => ({ deviceId: p.name, name: p.name, paperSizes: [] })),
      getDefaultPrinter: async () => null,
      winspool: fakeWinspool(printers),
      ...(print ? { print } : {}),
    },
  });
}

describe('a Windows printer with a fake winspool', () => {
  it('is listed with its driver name, and proposed the language and dpi its driver names', async () => {
    const printing = await windowsPrinting(() => SPOOLER);
    try {
      const list = await printerHandlers(printing)['printers:list'](undefined as never);
      expect(list.map((p) => [p.name, p.driver])).toEqual([
        ['Argox', 'Argox OS-214 plus series PPLA'],
        ['Escritório', 'HP LaserJet 1020'],
        ['Zebra 300', 'ZDesigner ZT410-300dpi ZPL'],
      ]);
      expect(await printing.detectProfile({ kind: 'windows', name: 'Zebra 300' })).toMatchObject({
        source: 'driver',
        system: 'windows',
        raw: false,
        model: 'ZDesigner ZT410-300dpi ZPL',
        labelLanguage: 'zpl',
        profile: { language: 'zpl', dpi: 300, media: { widthMm: 100, heightMm: 150 } },
      });
      expect(await printing.detectProfile({ kind: 'windows', name: 'Argox' })).toMatchObject({
        labelLanguage: 'ppla',
        profile: { language: 'ppla', dpi: 203 },
      });
      // An office printer keeps its driver (the A4 DACE goes there with its own page size).
      const office = await printing.detectProfile({ kind: 'windows', name: 'Escritório' });
      expect(office).toMatchObject({ source: 'driver', model: 'HP LaserJet 1020', profile: { language: 'driver' } });
      expect(office).not.toHaveProperty('labelLanguage');
    } finally {
      printing.close();
    }
  });

  it('still lists every printer (without drivers) and proposes the driver profile when the spooler cannot list them', async () => {
    const printing = await windowsPrinting(() => {
      throw new Error('EnumPrintersW failed');
    });
    try {
      const list = await printerHandlers(printing)['printers:list'](undefined as never);
      expect(list).toHaveLength(3);
      expect(list.every((p) => p.driver === undefined)).toBe(true);
      expect(await printing.detectProfile({ kind: 'windows', name: 'Zebra 300' })).toEqual({
        source: 'none',
        raw: false,
        profile: expect.objectContaining({ language: 'driver' }),
        // No papers with sizes to match: the label the station prints.
        media: { label: { widthMm: 100, heightMm: 150 }, from: 'label' },
      });
    } finally {
      printing.close();
    }
  });

  it("never gets ZPL as text when its driver is for another label language: pdf-to-printer's print (faked: no Windows here) gets it drawn as a PDF", async () => {
    // SumatraPDF cannot run here: the print is recorded and the PDF it was given read back.
    const runs: Array<{ printer: string | undefined; pdf: string }> = [];
    const print: PdfPrint = async (file, options) => {
      runs.push({ printer: options.printer, pdf: (await readFile(file)).subarray(0, 5).toString('latin1') });
    };
    const printing = await windowsPrinting(() => SPOOLER, print);
    try {
      expect(await printing.profiles.readsZpl({ kind: 'windows', name: 'Argox' })).toBe(false);
      expect(await printing.profiles.readsZpl({ kind: 'windows', name: 'Zebra 300' })).toBe(true);
      expect(await printing.profiles.readsZpl({ kind: 'windows', name: 'Escritório' })).toBe(true);
      const queued = printing.queue.enqueue({
        target: { kind: 'windows', name: 'Argox' },
        bytes: new TextEncoder().encode('^XA^FO50,50^FDDACE^FS^XZ'),
        document: { kind: 'dace-thermal', contentType: 'application/zpl' },
      });
      if (!queued.ok) throw new Error('not queued');
      // The RAW spooler was never opened (the fake's openPrinter would throw): the driver got a PDF.
      expect(await printing.queue.settled(queued.value.job.id)).toMatchObject({
        status: 'done',
        notes: [expect.objectContaining({ key: 'printing.noteZplDrawnAsPdf' })],
      });
      expect(runs).toHaveLength(1);
      expect(runs[0]!.printer).toBe('Argox');
      expect(runs[0]!.pdf).toBe('%PDF-');
    } finally {
      printing.close();
    }
  });
});
