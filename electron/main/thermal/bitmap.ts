// A 1-bit label image: one bit per dot, rows of whole bytes, most significant bit first, 1 =
// a printed (black) dot. Every encoder reads this one shape; languages that print on 0 invert
// as they write.

export interface Bitmap {
  /** Width in dots. */
  readonly width: number;
  /** Height in dots (rows). */
  readonly height: number;
  /** Bytes per row: ceil(width / 8). */
  readonly rowBytes: number;
  readonly data: Uint8Array;
}

export function blankBitmap(width: number, height: number): Bitmap {
  const rowBytes = Math.ceil(width / 8);
  return { width, height, rowBytes, data: new Uint8Array(rowBytes * height) };
}

export function getDot(b: Bitmap, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= b.width || y >= b.height) return false;
  return ((b.data[y * b.rowBytes + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) !== 0;
}

export function setDot(b: Bitmap, x: number, y: number): void {
  if (x < 0 || y < 0 || x >= b.width || y >= b.height) return;
  const i = y * b.rowBytes + (x >> 3);
  b.data[i] = (b.data[i] ?? 0) | (0x80 >> (x & 7));
}

/**
 * Gray (0 black … 255 white, one byte a pixel) to 1-bit by a fixed threshold. Never dithered:
 * dithering turns a bar's edge and a QR module's edge into noise that scanners misread.
 */
export function threshold(gray: ArrayLike<number>, width: number, height: number, stride: number, level = 128): Bitmap {
  const out = blankBitmap(width, height);
  const { data, rowBytes } = out;
  // Eight gray bytes make one bitmap byte, unrolled: this runs over every dot of the label
  // (960 000 at 100×150 mm and 203 dpi) on every job, and a per-bit loop was a third of the
  // conversion's time. Only a row's last byte, when the width is not a multiple of 8, goes bit by bit.
  const whole = width >> 3;
  const rest = width & 7;
  const g = gray as Readonly<Record<number, number>>;
  for (let y = 0; y < height; y++) {
    let s = y * stride;
    const row = y * rowBytes;
    for (let xb = 0; xb < whole; xb++, s += 8) {
      data[row + xb] =
        (g[s]! < level ? 0x80 : 0) |
        (g[s + 1]! < level ? 0x40 : 0) |
        (g[s + 2]! < level ? 0x20 : 0) |
        (g[s + 3]! < level ? 0x10 : 0) |
        (g[s + 4]! < level ? 0x08 : 0) |
        (g[s + 5]! < level ? 0x04 : 0) |
        (g[s + 6]! < level ? 0x02 : 0) |
        (g[s + 7]! < level ? 0x01 : 0);
    }
    if (rest) {
      let byte = 0;
      for (let bit = 0; bit < rest; bit++) if (g[s + bit]! < level) byte |= 0x80 >> bit;
      data[row + whole] = byte;
    }
  }
  return out;
}

/** Copies `src` into `dst` with its top-left corner at (x, y); what falls outside is cut. */
export function blit(dst: Bitmap, src: Bitmap, x: number, y: number): void {
  for (let sy = 0; sy < src.height; sy++) {
    const dy = sy + y;
    if (dy < 0 || dy >= dst.height) continue;
    for (let sx = 0; sx < src.width; sx++) if (getDot(src, sx, sy)) setDot(dst, sx + x, dy);
  }
}

/** Rotates clockwise by 0, 90, 180 or 270 degrees. */
export function rotate(b: Bitmap, degrees: 0 | 90 | 180 | 270): Bitmap {
  if (degrees === 0) return b;
  const turned = degrees === 180 ? blankBitmap(b.width, b.height) : blankBitmap(b.height, b.width);
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++) {
      if (!getDot(b, x, y)) continue;
      if (degrees === 90) setDot(turned, b.height - 1 - y, x);
      else if (degrees === 180) setDot(turned, b.width - 1 - x, b.height - 1 - y);
      else setDot(turned, y, b.width - 1 - x);
    }
  return turned;
}
