// A small ZPL interpreter for the tests: what a Zebra would put on the label for the commands
// the station and the sandbox send. ^XA/^XZ, ^PW, ^LL, ^LH, ^FO, ^GB boxes, ^GF (format A:
// plain hex, the alternative compression scheme and :Z64: with its CRC checked), ^BY + ^BC
// Code 128 and ^BQ QR drawn with bwip-js's symbol matrices, ^FD data. Text (^A) is not drawn:
// the tests measure marks, rules and barcodes, which need no font.
import { inflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/node';
import { blankImage, drawRows, fill, type DotImage } from './image';

export interface ZplLabel {
  image: DotImage;
  /** ^PW and ^LL as sent. */
  printWidth: number;
  labelLength: number;
}

function crc16(text: string): number {
  let crc = 0;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** ^GF data (format A) back to rows of bytes. */
export function graphicFieldBytes(data: string, total: number, rowBytes: number): Uint8Array {
  const z64 = /^:Z64:([A-Za-z0-9+/=]+):([0-9A-Fa-f]{4})/.exec(data);
  if (z64) {
    const [, base64 = '', crc = ''] = z64;
    if (crc16(base64) !== parseInt(crc, 16)) throw new Error('Z64 CRC mismatch');
    return new Uint8Array(inflateSync(Buffer.from(base64, 'base64')));
  }
  const out = new Uint8Array(total);
  const rows = total / rowBytes;
  let previous = '';
  let row = '';
  let rowIndex = 0;
  let count = 0;
  const hexPerRow = rowBytes * 2;
  const endRow = () => {
    row = row.padEnd(hexPerRow, '0').slice(0, hexPerRow);
    for (let i = 0; i < rowBytes; i++) out[rowIndex * rowBytes + i] = parseInt(row.slice(i * 2, i * 2 + 2), 16);
    previous = row;
    row = '';
    rowIndex++;
  };
  for (const ch of data.replace(/\s/g, '')) {
    if (rowIndex >= rows) break;
    if (ch >= 'G' && ch <= 'Y') count += ch.charCodeAt(0) - 0x46;
    else if (ch >= 'g' && ch <= 'z') count += (ch.charCodeAt(0) - 0x66) * 20;
    else if (ch === ',') {
      row = row.padEnd(hexPerRow, '0');
      endRow();
    } else if (ch === '!') {
      row = row.padEnd(hexPerRow, 'F');
      endRow();
    } else if (ch === ':') {
      if (row.length > 0) throw new Error('":" inside a row');
      row = previous;
      endRow();
    } else if (/[0-9A-Fa-f]/.test(ch)) {
      row += ch.toUpperCase().repeat(Math.max(1, count));
      count = 0;
      if (row.length >= hexPerRow) endRow();
    } else throw new Error(`unexpected ${JSON.stringify(ch)} in ^GF data`);
  }
  if (row.length > 0) endRow();
  return out;
}

export function decodeZpl(bytes: Uint8Array): ZplLabel[] {
  const text = Buffer.from(bytes).toString('latin1');
  const labels: ZplLabel[] = [];
  for (const format of text.split(/\^XA/i).slice(1)) {
    const commands = format.split(/(?=\^)/).map((c) => c.replace(/^\^/, ''));
    let printWidth = 0;
    let labelLength = 0;
    let home = [0, 0];
    let origin = [0, 0];
    let moduleWidth = 2;
    let barHeight = 10;
    let pending: { kind: 'BC'; height: number } | { kind: 'BQ'; magnification: number } | undefined;
    const ops: Array<(img: DotImage) => void> = [];
    const num = (s: string | undefined, d = 0) => (s === undefined || s.trim() === '' ? d : Number(s.trim()));
    for (const raw of commands) {
      const name = raw.slice(0, 2).toUpperCase();
      const rest = raw.slice(2).replace(/[\r\n]+$/, '');
      const p = rest.split(',');
      const x = () => home[0]! + origin[0]!;
      const y = () => home[1]! + origin[1]!;
      if (name === 'PW') printWidth = num(p[0]);
      else if (name === 'LL') labelLength = num(p[0]);
      else if (name === 'LH') home = [num(p[0]), num(p[1])];
      else if (name === 'FO') origin = [num(p[0]), num(p[1])];
      else if (name === 'BY') {
        moduleWidth = num(p[0], 2);
        barHeight = num(p[2], barHeight);
      } else if (name === 'GB') {
        const [ox, oy] = [x(), y()];
        const t = num(p[2], 1);
        const w = Math.max(num(p[0], t), t);
        const h = Math.max(num(p[1], t), t);
        ops.push((img) => {
          fill(img, ox, oy, w, t);
          fill(img, ox, oy + h - t, w, t);
          fill(img, ox, oy, t, h);
          fill(img, ox + w - t, oy, t, h);
        });
      } else if (name === 'GF') {
        const [format, , total, rowBytes] = p;
        if (format?.toUpperCase() !== 'A') throw new Error(`^GF format ${format} not decoded`);
        const data = p.slice(4).join(',');
        const rows = graphicFieldBytes(data, num(total), num(rowBytes));
        const [ox, oy] = [x(), y()];
        ops.push((img) => drawRows(img, rows, num(rowBytes), num(total) / num(rowBytes), ox, oy));
      } else if (name === 'BC') pending = { kind: 'BC', height: num(p[1], barHeight) };
      else if (name === 'BQ') pending = { kind: 'BQ', magnification: num(p[2], 2) };
      else if (name === 'FD' && pending) {
        const data = raw.slice(2);
        const [ox, oy] = [x(), y()];
        const symbol = pending;
        ops.push((img) => {
          if (symbol.kind === 'BC') {
            const [s] = bwipjs.raw('code128', data, {});
            let bx = ox;
            (s as { sbs: number[] }).sbs.forEach((w, i) => {
              if (i % 2 === 0) fill(img, bx, oy, w * moduleWidth, symbol.height);
              bx += w * moduleWidth;
            });
          } else {
            // "QA,<data>": error correction Q, automatic input.
            const [s] = bwipjs.raw('qrcode', data.replace(/^[HQML]A,/, ''), { eclevel: data[0] ?? 'Q' } as never);
            const { pixs, pixx, pixy } = s as unknown as { pixs: number[]; pixx: number; pixy: number };
            const m = symbol.magnification;
            // ZPL's ^BQ puts the symbol 10 dots below the field origin (ZPL II guide, ^BQ).
            for (let r = 0; r < pixy; r++)
              for (let c = 0; c < pixx; c++) if (pixs[r * pixx + c]) fill(img, ox + c * m, oy + 10 + r * m, m, m);
          }
        });
      } else if (name === 'FS') pending = undefined;
    }
    const image = blankImage(printWidth, labelLength);
    ops.forEach((op) => op(image));
    labels.push({ image, printWidth, labelLength });
  }
  return labels;
}
