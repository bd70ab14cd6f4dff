// What CUPS's label drivers send a printer, back to dots: Debian's Zebra PPDs run the page
// through filter/rastertolabel.c, which writes ZPL as one ~DG graphic of the whole page
// (`~DGR:CUPS.GRF,<bytes>,<bytes per row>,<hex, ZPL-compressed>` then ^XG to print it) and EPL2
// as one `GW0,<y>,<bytes>,1` line per inked row with the row's bytes inverted (a 0 bit prints). The
// image is the driver's page at the queue's Resolution (203, 300 or 600 dots per inch exactly).
import { graphicFieldBytes } from './zpl';
import { blankImage, drawRows, type DotImage } from './image';

/** The page rastertolabel sent for a ZPL printer (the ~DG graphic), as dots. */
export function rastertolabelZpl(bytes: Buffer): DotImage {
  const text = bytes.toString('latin1');
  const match = /~DG[^,]*,(\d+),(\d+),/.exec(text);
  if (!match) throw new Error(`no ~DG graphic in ${bytes.subarray(0, 80).toString('latin1')}`);
  const total = Number(match[1]);
  const rowBytes = Number(match[2]);
  const start = (match.index ?? 0) + match[0].length;
  const end = text.indexOf('^XA', start);
  const rows = graphicFieldBytes(text.slice(start, end < 0 ? undefined : end), total, rowBytes);
  const image = blankImage(rowBytes * 8, total / rowBytes);
  drawRows(image, rows, rowBytes, total / rowBytes, 0, 0);
  return image;
}

/**
 * The page rastertolabel sent for an EPL2 printer (its GW rows), as dots: as wide as the width it
 * set (q<dots>), as long as its last row (it sets no label length: the printer's gap sensor ends the label).
 */
export function rastertolabelEpl(bytes: Buffer): DotImage {
  const text = bytes.toString('latin1');
  const rows: Array<{ y: number; data: Uint8Array }> = [];
  let rowBytes = 0;
  for (const m of text.matchAll(/GW0,(\d+),(\d+),1\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    rowBytes = Number(m[2]);
    rows.push({ y: Number(m[1]), data: bytes.subarray(start, start + rowBytes) });
  }
  const width = Number(/(?:^|\n)q(\d+)\n/.exec(text)?.[1] ?? rowBytes * 8);
  const image = blankImage(width, Math.max(0, ...rows.map((r) => r.y)) + 1);
  for (const row of rows) drawRows(image, row.data, rowBytes, 1, 0, row.y, true);
  return image;
}
