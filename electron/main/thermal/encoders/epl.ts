// EPL2 (Zebra/Eltron) and PPLB (Argox, EPL-compatible): the label as one direct graphic.
// Zebra, "EPL2 Programming Guide" (980352-001 Rev. A), GW Command – Direct Graphic Write
// (p. 3-52: GWp1,p2,p3,p4,DATA — x, y in dots, width in bytes, height in dots; DATA is raw
// binary, width × height bytes, and a 0 bit prints a dot), N Clear Image Buffer, q Set Label
// Width, Q Set Form Length (p2 = gap in dots, B + mark thickness for black mark, 0 for
// continuous), D Density (0–15), S Speed, ZT Print Direction (from the top), P Print.
// Argox, "PPLB Programmer's Manual", Appendix B: the same commands (GW, N, q, Q, D, S, ZT, P1)
// with the same data layout; only its default origin differs (bottom right), hence ZT.
// CUPS's filter/rastertolabel.c (ZEBRA_EPL_PAGE) sends the same GW rows, inverted (~byte).
import { Buffer } from 'node:buffer';
import { DOTS_PER_MM, type PrinterProfile } from '../../../shared/printer-profile';
import type { Bitmap } from '../bitmap';

/** Gap and black-mark lengths the Q command needs; 3 mm is the usual die-cut gap. */
const GAP_MM = 3;
const MARK_MM = 3;

export function encodeEplFamily(b: Bitmap, profile: PrinterProfile): Uint8Array {
  const dpmm = DOTS_PER_MM[profile.dpi];
  const q =
    profile.media.sensing === 'gap'
      ? `Q${b.height},${Math.round(GAP_MM * dpmm)}`
      : profile.media.sensing === 'mark'
        ? `Q${b.height},B${Math.round(MARK_MM * dpmm)}`
        : `Q${b.height},0`;
  const head = ['', 'N', `q${b.width}`, q, 'ZT'];
  if (profile.darkness !== undefined) head.push(`D${profile.darkness}`);
  if (profile.speed !== undefined) head.push(`S${profile.speed}`);
  head.push(`GW0,0,${b.rowBytes},${b.height},`);
  // A 0 bit prints: the image is inverted as it is written.
  const data = Buffer.allocUnsafe(b.data.length);
  for (let i = 0; i < b.data.length; i++) data[i] = ~(b.data[i] ?? 0) & 0xff;
  // Bits past the width in the last byte stay white (1).
  const spare = b.rowBytes * 8 - b.width;
  if (spare > 0) {
    const mask = (1 << spare) - 1;
    for (let y = 0; y < b.height; y++) {
      const i = y * b.rowBytes + b.rowBytes - 1;
      data[i] = (data[i] ?? 0) | mask;
    }
  }
  return new Uint8Array(Buffer.concat([Buffer.from(head.join('\n'), 'latin1'), data, Buffer.from('\nP1\n', 'latin1')]));
}
