// ZPL II: the whole label as one graphic field.
// Zebra, "ZPL II Programming Guide" (P1012728): ^GF Graphic Field (format A, ASCII hex, 1 bit =
// a printed dot), "Alternative Data Compression Scheme for ~DG and ^GF Commands" (repeat counts
// G–Y = 1–19, g–z = 20–400, ',' = the rest of the row is 0, '!' = the rest is 1, ':' = repeat
// the previous row) and "ZB64 Encoding and Compression" (:Z64: base64 of zlib-deflated data,
// then ':' and the CRC-16 of the base64 text in four hex digits). ^PW Print Width, ^LL Label
// Length, ^LH Label Home, ^MN Media Tracking, ~SD Set Darkness, ^PR Print Rate, ^PQ quantity.
// CUPS's filter/rastertolabel.c (ZEBRA_ZPL) writes the same run-length scheme line by line.
import { deflateSync } from 'node:zlib';
import type { PrinterProfile } from '../../../shared/printer-profile';
import type { Bitmap } from '../bitmap';

export type ZplCompression = 'acs' | 'z64';

const HEX = '0123456789ABCDEF';

/** A run of `count` copies of `char` in the alternative compression scheme. */
function run(char: string, count: number): string {
  if (count === 1) return char;
  let out = '';
  while (count >= 400) {
    out += 'z';
    count -= 400;
  }
  if (count >= 20) {
    out += String.fromCharCode(0x66 + Math.floor(count / 20)); // 'g' = 20 … 'y' = 380
    count %= 20;
  }
  if (count > 0) out += String.fromCharCode(0x46 + count); // 'G' = 1 … 'Y' = 19
  return out + char;
}

/** One row in ASCII hex with the alternative compression scheme (without the ':' repeat). */
function acsRow(data: Uint8Array, start: number, rowBytes: number): string {
  let hex = '';
  for (let i = 0; i < rowBytes; i++) {
    const byte = data[start + i] ?? 0;
    hex += HEX[byte >> 4]! + HEX[byte & 15]!;
  }
  // The tail: all zeros ends with ',', all ones with '!'.
  let end = hex.length;
  const last = hex[end - 1];
  let tail = '';
  if (last === '0' || last === 'F') {
    let j = end;
    while (j > 0 && hex[j - 1] === last) j--;
    if (end - j > 2 || j === 0) {
      tail = last === '0' ? ',' : '!';
      end = j;
    }
  }
  let out = '';
  let i = 0;
  while (i < end) {
    const char = hex[i]!;
    let j = i + 1;
    while (j < end && hex[j] === char) j++;
    out += run(char, j - i);
    i = j;
  }
  return out + tail;
}

/** The ^GF data in the alternative compression scheme. */
export function acsData(b: Bitmap): string {
  const rows: string[] = [];
  for (let y = 0; y < b.height; y++) {
    const start = y * b.rowBytes;
    if (y > 0 && sameRow(b.data, start - b.rowBytes, start, b.rowBytes)) rows.push(':');
    else rows.push(acsRow(b.data, start, b.rowBytes));
  }
  return rows.join('');
}

function sameRow(data: Uint8Array, a: number, b: number, n: number): boolean {
  for (let i = 0; i < n; i++) if (data[a + i] !== data[b + i]) return false;
  return true;
}

/** CRC-16/XMODEM (polynomial 0x1021, initial 0), as the ZB64 section asks, over the base64 text. */
export function crc16(text: string): number {
  let crc = 0;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

export function z64Data(b: Bitmap): string {
  const base64 = deflateSync(b.data).toString('base64');
  return `:Z64:${base64}:${crc16(base64).toString(16).toUpperCase().padStart(4, '0')}`;
}

const mediaTracking = { gap: 'Y', mark: 'M', continuous: 'N' } as const;

/** The ^GFA field for a bitmap at (x, y), e.g. to embed in a label of one's own. */
export function zplGraphicField(b: Bitmap, compression: ZplCompression = 'acs', x = 0, y = 0): string {
  const total = b.rowBytes * b.height;
  const data = compression === 'z64' ? z64Data(b) : acsData(b);
  return `^FO${x},${y}^GFA,${total},${total},${b.rowBytes},${data}^FS`;
}

export function encodeZpl(b: Bitmap, profile: PrinterProfile, compression: ZplCompression = 'acs'): Uint8Array {
  const head: string[] = [];
  if (profile.darkness !== undefined) head.push(`~SD${String(profile.darkness).padStart(2, '0')}`);
  head.push('^XA', '^PON', '^LH0,0', `^PW${b.width}`, `^LL${b.height}`, `^MN${mediaTracking[profile.media.sensing]}`);
  if (profile.speed !== undefined) head.push(`^PR${profile.speed},${profile.speed},${profile.speed}`);
  const text = `${head.join('\n')}\n${zplGraphicField(b, compression)}\n^PQ1\n^XZ\n`;
  return new TextEncoder().encode(text);
}
