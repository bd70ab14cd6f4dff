// What a label printer would print, as the tests see it: one byte a dot, 1 = black. Written
// independently of electron/main/thermal's encoders, so a test that decodes their bytes checks
// the bytes, not the encoder against itself.
export interface DotImage {
  width: number;
  height: number;
  dots: Uint8Array;
}

export function blankImage(width: number, height: number): DotImage {
  return { width, height, dots: new Uint8Array(width * height) };
}

export function fill(img: DotImage, x: number, y: number, w: number, h: number): void {
  for (let yy = Math.max(0, y); yy < Math.min(img.height, y + h); yy++)
    img.dots.fill(1, yy * img.width + Math.max(0, x), yy * img.width + Math.min(img.width, x + w));
}

export const dotAt = (img: DotImage, x: number, y: number): boolean =>
  x >= 0 && y >= 0 && x < img.width && y < img.height && img.dots[y * img.width + x] === 1;

/** Draws MSB-first 1-bit rows (1 = black unless `zeroIsBlack`) with their top-left at (x, y). */
export function drawRows(
  img: DotImage,
  bytes: Uint8Array,
  rowBytes: number,
  rows: number,
  x: number,
  y: number,
  zeroIsBlack = false,
): void {
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < rowBytes * 8; c++) {
      const bit = ((bytes[r * rowBytes + (c >> 3)] ?? 0) >> (7 - (c & 7))) & 1;
      if ((bit === 1) !== zeroIsBlack) fill(img, x + c, y + r, 1, 1);
    }
}

/** The bounding box of the black dots inside a window (all of the image by default). */
export function inkBox(
  img: DotImage,
  win = { x: 0, y: 0, width: img.width, height: img.height },
): { left: number; top: number; right: number; bottom: number } | undefined {
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (let y = win.y; y < win.y + win.height; y++)
    for (let x = win.x; x < win.x + win.width; x++)
      if (dotAt(img, x, y)) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return right < 0 ? undefined : { left, top, right, bottom };
}

/** The longest run of black dots in one row. */
export function longestRun(img: DotImage, y: number): { start: number; length: number } {
  let best = { start: 0, length: 0 };
  let start = -1;
  for (let x = 0; x <= img.width; x++) {
    const black = x < img.width && dotAt(img, x, y);
    if (black && start < 0) start = x;
    if (!black && start >= 0) {
      if (x - start > best.length) best = { start, length: x - start };
      start = -1;
    }
  }
  return best;
}

/**
 * Lengths of horizontal rules: one per group of rows whose longest black run is over 80 % of the
 * width (the DACE's section rules), the run's length in dots.
 */
export function ruleLengths(img: DotImage): number[] {
  const found: number[] = [];
  let previous = 0;
  for (let y = 0; y < img.height; y++) {
    const best = longestRun(img, y).length;
    if (best > img.width * 0.8 && previous <= img.width * 0.8) found.push(best);
    previous = best;
  }
  return found;
}

/** RGBA pixels (black and white), with a white border of `margin` dots for barcode readers. */
export function toRgba(img: DotImage, margin = 20): { data: Uint8ClampedArray; width: number; height: number } {
  const width = img.width + 2 * margin;
  const height = img.height + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if (img.dots[y * img.width + x]) {
        const i = ((y + margin) * width + x + margin) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
  return { data, width, height };
}
