// Reads a downloaded file as a PDF and answers its page sizes in millimetres.
import { Buffer } from 'node:buffer';
import { inflateSync } from 'node:zlib';
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

/**
 * How many filled closed paths (`h f`, how pdf-lib draws a filled rectangle) the PDF's content
 * streams hold: a vector barcode draws one a bar. Streams are inflated with zlib where they are FlateDecode.
 */
export function vectorBars(bytes: Uint8Array): number {
  const text = Buffer.from(bytes).toString('latin1');
  let count = 0;
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    count += [...content.matchAll(/\sh\s+f\s/g)].length;
  }
  return count;
}
