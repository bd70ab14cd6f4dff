// EPL2 / PPLB for the tests: N clears, q sets the width, Q the length, GW draws raw binary rows
// (a 0 bit prints), P prints. Anything else is skipped.
import { Buffer } from 'node:buffer';
import { blankImage, drawRows, type DotImage } from './image';

export interface EplLabel {
  image: DotImage;
  width: number;
  length: number;
  /** The Q command's gap/mark argument as sent (e.g. "24" or "B24" or "0"). */
  gap: string;
}

export function decodeEpl(bytes: Uint8Array): EplLabel[] {
  const buf = Buffer.from(bytes);
  const labels: EplLabel[] = [];
  let width = 0;
  let length = 0;
  let gap = '';
  let draws: Array<(img: DotImage) => void> = [];
  let i = 0;
  while (i < buf.length) {
    let end = buf.indexOf(0x0a, i);
    if (end < 0) end = buf.length;
    const line = buf.toString('latin1', i, end).replace(/\r$/, '');
    if (line.startsWith('GW')) {
      const m = /^GW(\d+),(\d+),(\d+),(\d+),/.exec(line);
      if (!m) throw new Error(`bad GW: ${line.slice(0, 30)}`);
      const [x, y, rowBytes, rows] = m.slice(1).map(Number) as [number, number, number, number];
      const start = i + m[0].length;
      const data = new Uint8Array(buf.subarray(start, start + rowBytes * rows));
      if (data.length !== rowBytes * rows) throw new Error('GW data cut short');
      draws.push((img) => drawRows(img, data, rowBytes, rows, x, y, true));
      i = start + rowBytes * rows;
      if (buf[i] === 0x0d) i++;
      if (buf[i] === 0x0a) i++;
      continue;
    }
    if (line === 'N') draws = [];
    else if (/^q\d+/.test(line)) width = Number(line.slice(1));
    else if (/^Q\d+/.test(line)) {
      const [len, g = ''] = line.slice(1).split(',');
      length = Number(len);
      gap = g;
    } else if (/^P\d+/.test(line)) {
      const image = blankImage(width, length);
      draws.forEach((d) => d(image));
      labels.push({ image, width, length, gap });
    }
    i = end + 1;
  }
  return labels;
}
