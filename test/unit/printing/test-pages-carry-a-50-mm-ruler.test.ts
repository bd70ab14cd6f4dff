import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfTestPage, zplTestPage } from '../../../electron/main/printing/test-page';

const MM = 72 / 25.4;

describe('test pages carry a 50 mm ruler so a wrong scale shows', () => {
  it('PDF: one 100×150 mm page, printed without scaling, naming the printer', async () => {
    const bytes = await pdfTestPage({ printerName: 'Label Desk "1" Balcão', now: new Date('2026-01-02T03:04:05Z') });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo(100 * MM, 2);
    expect(height).toBeCloseTo(150 * MM, 2);
    expect(String(doc.catalog.getOrCreateViewerPreferences().dict.get(PDFName.of('PrintScaling')))).toBe('/None');

    // What a person reads on the page (poppler's pdftotext, as a viewer would render it).
    const dir = await mkdtemp(join(tmpdir(), 'test-page-'));
    try {
      await writeFile(join(dir, 'page.pdf'), bytes);
      const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(dir, 'page.pdf'), '-']);
      expect(stdout).toContain('Label Desk "1" Balcão');
      expect(stdout).toContain('this ruler is 50 mm');
      expect(stdout).toMatch(/0\s+10\s+20\s+30\s+40\s+50/);
      expect(stdout).toContain('2026-01-02 03:04:05');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('ZPL: a 100×150 mm format at 203 dpi with a barcode and a 400-dot (50 mm) ruler', () => {
    const text = new TextDecoder().decode(
      zplTestPage({ printerName: 'Zebra ^XZ "1"', now: new Date('2026-01-02T03:04:05Z') }),
    );
    expect(text.startsWith('^XA\n^CI28\n^PW800\n^LL1200\n')).toBe(true);
    expect(text.trimEnd().endsWith('^XZ')).toBe(true);
    expect(text.match(/\^XA/g)).toHaveLength(1);
    expect(text).toMatch(/\^BCN,160,Y,N,N\^FDSS-TEST-0001\^FS/);
    expect(text).toContain('^FO80,800^GB400,3,3^FS'); // the 50 mm line: 50 × 8 dots
    expect(text).toContain('Zebra _5EXZ "1"'); // the name cannot end the label early
    expect(new TextDecoder().decode(zplTestPage({ printerName: 'x', dpi: 300 }))).toContain('^PW1200\n^LL1800');
  });
});
