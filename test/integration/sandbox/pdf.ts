// Reads a downloaded file as a PDF and answers its page sizes in millimetres.
import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';

export async function fetchBytes(url: string): Promise<{ status: number; bytes: Uint8Array; type: string | null }> {
  const response = await fetch(url);
  return {
    status: response.status,
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get('content-type'),
  };
}

export async function pdfPagesMm(bytes: Uint8Array): Promise<Array<[number, number]>> {
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    return [Math.round((width * 25.4) / 72), Math.round((height * 25.4) / 72)];
  });
}

/** True when the PDF embeds at least one raster image (the barcode or QR code). */
export const hasImage = (bytes: Uint8Array): boolean =>
  /\/Subtype\s*\/Image/.test(new TextDecoder('latin1').decode(bytes));
