// What printers and drivers say about themselves, read exactly: a Zebra's ~HI and ~HS answers
// (ZPL II Programming Guide), CUPS printer-state-reasons (RFC 8011), `lpoptions -l` of a driver
// queue and of a raw one, and lp's paper options for a label, an A4 DACE and an A4 page fitted
// to a label roll (never label media on the office printer).
import { describe, expect, it } from 'vitest';
import {
  blockingReason,
  driverSpeaksAnotherLabelLanguage,
  parseHostIdentification,
  parseHostStatus,
  parseLpOptions,
  parseMakeAndModel,
  pdfMediaOptions,
  PDF_LABEL_OPTIONS,
  LABEL_MEDIA,
  statusProblems,
} from '../../../electron/main/printing';

describe('a Zebra’s answers', () => {
  it('~HI gives the model and turns dots per mm into the nominal dpi', () => {
    expect(parseHostIdentification('ZD421-300dpi,V93.21.26Z,12,8192KB')).toEqual({
      model: 'ZD421-300dpi',
      firmware: 'V93.21.26Z',
      dotsPerMm: 12,
      dpi: 300,
    });
    expect(parseHostIdentification('GK420d,V61.17.16Z,8,2104KB')?.dpi).toBe(203);
    expect(parseHostIdentification('LP2844,V4.70.1A,6,512KB')).toEqual({
      model: 'LP2844',
      firmware: 'V4.70.1A',
      dotsPerMm: 6,
    });
    expect(parseHostIdentification('garbage')).toBeUndefined();
  });

  it('~HS flags become the reasons an operator fixes, head first, ribbon only with a ribbon', () => {
    const status = parseHostStatus(['030,1,1,1218,002,0,0,0,000,0,0,0', '001,0,1,1,1,2,6,0,00000000,1,000', '1234,0']);
    expect(status).toMatchObject({ paperOut: true, paused: true, headOpen: true, ribbonOut: true, formatsInBuffer: 2 });
    expect(statusProblems(status!).map((s) => s.key)).toEqual([
      'printing.statusHeadOpen',
      'printing.statusPaperOut',
      'printing.statusRibbonOut',
      'printing.statusPaused',
    ]);
    const direct = parseHostStatus(['030,0,0,1218,000,0,0,0,000,0,0,0', '001,0,0,1,0,2,6,0,00000000,1,000', '1234,0']);
    expect(statusProblems(direct!)).toEqual([]);
    expect(parseHostStatus(['030,0,0'])).toBeUndefined();
  });
});

describe('CUPS printer-state-reasons', () => {
  it('stop printing when an error or a known trouble, never for warnings and reports', () => {
    expect(blockingReason(['media-empty-error'])).toEqual({
      keyword: 'media-empty-error',
      said: { key: 'printing.statusPaperOut' },
    });
    expect(blockingReason(['media-low-warning', 'cover-open'])?.said.key).toBe('printing.statusCoverOpen');
    expect(blockingReason(['fuser-over-temp-error'])?.said).toEqual({
      key: 'printing.statusOther',
      params: { reason: 'fuser-over-temp' },
    });
    expect(blockingReason(['toner-low-report', 'media-low-warning', 'connecting-to-device', 'paused'])).toBeUndefined();
  });
});

describe('lpoptions -l', () => {
  it('of a driver queue gives its default resolution and page; of a raw queue, that it has none', () => {
    const zebra = parseLpOptions(
      [
        'PageSize/Media Size: A4 w288h360 *w288h432 Custom.WIDTHxHEIGHT',
        'Resolution/Resolution: 203dpi *300dpi 600dpi',
        'Darkness/Darkness: *-1 1 2 3',
      ].join('\n'),
    );
    expect(zebra).toMatchObject({ raw: false, resolutionDpi: 300, pageMm: { width: 101.6, height: 152.4 } });
    expect(parseLpOptions('', 'lpoptions: Unable to get PPD file for X: Not Found')).toMatchObject({ raw: true });
    expect(parseLpOptions('PageSize/Media Size: *A4 Letter\n').pageMm).toEqual({ width: 210, height: 297 });
  });
});

describe('lp paper options', () => {
  it('put a label at 100% on its roll, an A4 DACE on A4 (never label media), and fit a page to a label roll', () => {
    expect(pdfMediaOptions(LABEL_MEDIA)).toEqual([...PDF_LABEL_OPTIONS]);
    expect(pdfMediaOptions({ kind: 'page', widthMm: 210, heightMm: 297 })).toEqual([
      '-o',
      'media=A4',
      '-o',
      'print-scaling=none',
      '-o',
      'fit-to-page=false',
    ]);
    expect(pdfMediaOptions({ kind: 'page', widthMm: 297, heightMm: 210 })[1]).toBe('media=A4');
    expect(pdfMediaOptions({ kind: 'fit-label', widthMm: 101.6, heightMm: 152.4 })).toEqual([
      '-o',
      'media=Custom.101.6x152.4mm',
      '-o',
      'print-scaling=fit',
      '-o',
      'fit-to-page=true',
    ]);
  });
});

describe('the printer a CUPS driver is for', () => {
  it('is read from lpoptions -p, quoted or not', () => {
    expect(
      parseMakeAndModel(
        "copies=1 device-uri=socket://127.0.0.1:9100 printer-make-and-model='Zebra EPL2 Label Printer' printer-type=4",
      ),
    ).toBe('Zebra EPL2 Label Printer');
    expect(parseMakeAndModel('printer-make-and-model=Local printer-state=3')).toBe('Local');
    expect(parseMakeAndModel('copies=1 printer-state=3')).toBeUndefined();
  });

  it('tells a driver for another label language (ZPL would print as text) from a ZPL or office one', () => {
    for (const other of [
      'Zebra EPL2 Label Printer',
      'Zebra EPL1 Label Printer',
      'Zebra CPCL Label Printer',
      'Intellitech IntelliBar Label Printer, 2.4',
      'Argox OS-214 plus PPLA',
      'Datamax-O’Neil E-4205A',
    ])
      expect(driverSpeaksAnotherLabelLanguage(other), other).toBe(true);
    for (const fine of ['Zebra ZPL Label Printer', 'ZDesigner ZD220-203dpi ZPL', 'HP LaserJet 1020', undefined])
      expect(driverSpeaksAnotherLabelLanguage(fine), String(fine)).toBe(false);
  });
});
