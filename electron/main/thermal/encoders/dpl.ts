// DPL (Datamax-O'Neil) and PPLA (Argox, DPL-compatible): the label as one downloaded image,
// placed at the origin by a label-format record and deleted after printing.
// Datamax-O'Neil, "DPL Programmer's Manual": <STX>I Input Image Data (<STX>Iabfname<CR>: a =
// memory module, b = 'A' for 7-bit ASCII data, f = 'F' for the Datamax 7-bit image file),
// Appendix N "Image Loading" (one record a dot row: 80nn + nn bytes in ASCII hex, 1 = a printed
// dot; 0000FFnn repeats the previous record nn times; FFFF ends the image), <STX>L Enter Label
// Formatting, D Set Dot Size (D11), H Heat Setting, P Print Speed, "Generating Label Formats"
// (record abcdeeeffffgggg + data: rotation 1, font 'Y' = image, multipliers 1 1, 000, row,
// column), E End Formatting and print, <STX>xmtname Delete File (t = 'G' graphic), <STX>e
// Select Edge Sensor (gap), <STX>r Select Reflective Sensor (mark), <STX>c0000 continuous.
// Argox, "PPLA Programmer's Manual": the same <STX>I (format F), <STX>L, D11, H, E, <STX>x.
import type { PrinterProfile } from '../../../shared/printer-profile';
import type { Bitmap } from '../bitmap';
import { thermalError, type ThermalError } from '../errors';
import { failed, ok, type Result } from '../../../shared/result';

const STX = '\x02';
const CR = '\r';
const HEX = '0123456789ABCDEF';
/** A record counts its bytes in two hex digits. */
export const DPL_MAX_ROW_BYTES = 0xff;
const IMAGE_NAME = 'SSLABEL';

/**
 * Records top row first: the image is placed by its lower-left corner at row 0, column 0 and
 * printed as drawn (the 'F' format is not one of the "flipped" ones).
 */
function imageRecords(b: Bitmap): string {
  const out: string[] = [];
  const prefix = `80${HEX[b.rowBytes >> 4]}${HEX[b.rowBytes & 15]}`;
  let previous = '';
  let repeats = 0;
  const flush = () => {
    while (repeats > 0) {
      const n = Math.min(repeats, 0xff);
      out.push(`0000FF${HEX[n >> 4]}${HEX[n & 15]}`);
      repeats -= n;
    }
  };
  for (let y = 0; y < b.height; y++) {
    let hex = prefix;
    const start = y * b.rowBytes;
    for (let i = 0; i < b.rowBytes; i++) {
      const byte = b.data[start + i] ?? 0;
      hex += HEX[byte >> 4]! + HEX[byte & 15]!;
    }
    if (hex === previous) {
      repeats++;
      continue;
    }
    flush();
    out.push(hex);
    previous = hex;
  }
  flush();
  out.push('FFFF');
  return out.join(CR) + CR;
}

const sensor = { gap: `${STX}e`, mark: `${STX}r`, continuous: `${STX}c0000` } as const;

/** DPL print speed letters: 'A' = 1 in/s, each next letter +0.5 in/s. */
const speedLetter = (ips: number) => String.fromCharCode(0x41 + Math.round((ips - 1) * 2));

export function encodeDplFamily(
  b: Bitmap,
  profile: PrinterProfile,
  dialect: 'dpl' | 'ppla',
): Result<Uint8Array, ThermalError> {
  if (b.rowBytes > DPL_MAX_ROW_BYTES)
    return failed(
      thermalError('too-wide', 'tooWide', {
        language: dialect.toUpperCase(),
        maxDots: DPL_MAX_ROW_BYTES * 8,
        width: b.width,
      }),
    );
  // Datamax keeps downloaded images in module D (DRAM); Argox's PPLA in module A (RAM).
  const module = dialect === 'dpl' ? 'D' : 'A';
  const parts = [
    sensor[profile.media.sensing] + CR,
    `${STX}I${module}AF${IMAGE_NAME}${CR}`,
    imageRecords(b),
    `${STX}L${CR}`,
    `D11${CR}`,
  ];
  if (profile.darkness !== undefined) parts.push(`H${String(profile.darkness).padStart(2, '0')}${CR}`);
  if (profile.speed !== undefined) parts.push(`P${speedLetter(profile.speed)}${CR}`);
  parts.push(`1Y1100000000000${IMAGE_NAME}${CR}`, `E${CR}`, `${STX}x${module}G${IMAGE_NAME}${CR}`);
  return ok(new TextEncoder().encode(parts.join('')));
}
