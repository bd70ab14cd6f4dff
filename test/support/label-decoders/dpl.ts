// DPL / PPLA for the tests: <STX>I…F images (Appendix N records: 80nn + hex row, 0000FFnn
// repeats, FFFF ends), then a label format whose 'Y' records place an image by name. The image
// placed at row 0, column 0 is the label as printed.
import { blankImage, drawRows, type DotImage } from './image';

const STX = String.fromCharCode(2);

export interface DplLabel {
  image: DotImage;
  /** The memory module the image went to and the sensor command before it. */
  module: string;
  sensor: string;
}

export function decodeDpl(bytes: Uint8Array): DplLabel[] {
  const text = Buffer.from(bytes).toString('latin1');
  const lines = text.split('\r');
  const images = new Map<string, { rows: Uint8Array[]; module: string }>();
  const labels: DplLabel[] = [];
  let sensor = '';
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const image = line.startsWith(STX) ? /^I([A-Z])A?F(.+)$/.exec(line.slice(1)) : null;
    if (line.startsWith(STX) && /^[erc]/.test(line.slice(1))) sensor = line.slice(1);
    if (image) {
      const rows: Uint8Array[] = [];
      i++;
      for (; i < lines.length && lines[i] !== 'FFFF'; i++) {
        const record = lines[i]!;
        const repeat = /^0000FF([0-9A-F]{2})$/.exec(record);
        if (repeat) {
          const last = rows[rows.length - 1];
          if (!last) throw new Error('repeat record before any row');
          for (let n = parseInt(repeat[1]!, 16); n > 0; n--) rows.push(last);
          continue;
        }
        const row = /^80([0-9A-F]{2})([0-9A-F]*)$/.exec(record);
        if (!row) throw new Error(`bad image record ${record.slice(0, 20)}`);
        const count = parseInt(row[1]!, 16);
        if (row[2]!.length !== count * 2) throw new Error(`record says ${count} bytes, has ${row[2]!.length / 2}`);
        rows.push(Uint8Array.from(Buffer.from(row[2]!, 'hex')));
      }
      images.set(image[2]!, { rows, module: image[1]! });
    } else if (line === `${STX}L`) {
      let placed: { rows: Uint8Array[]; module: string } | undefined;
      for (i++; i < lines.length && lines[i] !== 'E'; i++) {
        const record = /^1Y11000(\d{4})(\d{4})(.+)$/.exec(lines[i]!);
        if (record) {
          if (record[1] !== '0000' || record[2] !== '0000') throw new Error('image not at the origin');
          placed = images.get(record[3]!);
          if (!placed) throw new Error(`image ${record[3]} was never loaded`);
        }
      }
      if (placed) {
        const rowBytes = placed.rows[0]?.length ?? 0;
        const img = blankImage(rowBytes * 8, placed.rows.length);
        const flat = new Uint8Array(rowBytes * placed.rows.length);
        placed.rows.forEach((r, n) => flat.set(r, n * rowBytes));
        drawRows(img, flat, rowBytes, placed.rows.length, 0, 0);
        labels.push({ image: img, module: placed.module, sensor });
      }
    }
    i++;
  }
  return labels;
}
