// ZPL II: the whole label as one graphic field.
// Zebra, "ZPL II Programming Guide" (P1012728): ^GF Graphic Field (format A, ASCII hex, 1 bit =
// a printed dot), "Alternative Data Compression Scheme for ~DG and ^GF Commands" (repeat counts
// G–Y = 1–19, g–z = 20–400, ',' = the rest of the row is 0, '!' = the rest is 1, ':' = repeat
// the previous row) and "ZB64 Encoding and Compression" (:Z64: base64 of zlib-deflated data,
// then ':' and the CRC-16 of the base64 text in four hex digits). ^PW Print Width, ^LL Label
// Length, ^LH Label Home, ^MN Media Tracking, ~SD Set Darkness, ^PR Print Rate, ^PQ quantity.
// CUPS's filter/rastertolabel.c (ZEBRA_ZPL) writes the same run-length scheme line by line.
import { Buffer } from 'node:buffer';
import { deflateSync } from 'node:zlib';
import type { PrinterProfile } from '../../../shared/printer-profile';
import type { Bitmap } from '../bitmap';

export type ZplCompression = 'acs' | 'z64';

/** The characters of the scheme as bytes: ASCII hex digits, the tails, the row repeat. */
const HEX = new TextEncoder().encode('0123456789ABCDEF');
const ROW_OF_ZEROS = 0x2c; // ','
const ROW_OF_ONES = 0x21; // '!'
const SAME_ROW = 0x3a; // ':'

/**
 * Writes a run of `count` copies of the hex digit `digit` (a character code) at `at` in the
 * alternative compression scheme; answers where it ended. A run never takes more characters than
 * its length, so a row takes at most its hex length and one tail character.
 */
function putRun(out: Uint8Array, at: number, digit: number, count: number): number {
  if (count > 1) {
    for (; count >= 400; count -= 400) out[at++] = 0x7a; // 'z' = 400
    if (count >= 20) {
      out[at++] = 0x66 + Math.floor(count / 20); // 'g' = 20 … 'y' = 380
      count %= 20;
    }
    if (count > 0) out[at++] = 0x46 + count; // 'G' = 1 … 'Y' = 19
  }
  out[at++] = digit;
  return at;
}

/**
 * One row in ASCII hex with the alternative compression scheme (without the ':' repeat), written
 * at `at`; answers where it ended. Read nibble by nibble from the bitmap: no hex text is built
 * (the row's text was most of the encoder's time: 960 000 dots a label at 203 dpi).
 */
function putAcsRow(out: Uint8Array, at: number, data: Uint8Array, start: number, rowBytes: number): number {
  const nibbles = rowBytes * 2;
  if (nibbles === 0) return at;
  const nibble = (i: number) => {
    const byte = data[start + (i >> 1)] ?? 0;
    return i & 1 ? byte & 15 : byte >> 4;
  };
  // The tail: all zeros ends with ',', all ones with '!'.
  let end = nibbles;
  let tail = -1;
  const last = nibble(nibbles - 1);
  if (last === 0 || last === 15) {
    let j = end;
    while (j > 0 && nibble(j - 1) === last) j--;
    if (end - j > 2 || j === 0) {
      tail = last === 0 ? ROW_OF_ZEROS : ROW_OF_ONES;
      end = j;
    }
  }
  let i = 0;
  while (i < end) {
    const value = nibble(i);
    let j = i + 1;
    while (j < end && nibble(j) === value) j++;
    at = putRun(out, at, HEX[value] as number, j - i);
    i = j;
  }
  if (tail >= 0) out[at++] = tail;
  return at;
}

/** The ^GF data in the alternative compression scheme, as bytes (ASCII). */
function acsBytes(b: Bitmap): Uint8Array {
  const out = new Uint8Array(b.height * (b.rowBytes * 2 + 1));
  let at = 0;
  for (let y = 0; y < b.height; y++) {
    const start = y * b.rowBytes;
    if (y > 0 && sameRow(b.data, start - b.rowBytes, start, b.rowBytes)) out[at++] = SAME_ROW;
    else at = putAcsRow(out, at, b.data, start, b.rowBytes);
  }
  return out.subarray(0, at);
}

/** The ^GF data in the alternative compression scheme. */
export function acsData(b: Bitmap): string {
  return Buffer.from(acsBytes(b)).toString('latin1');
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
