// Documents a hostile (or broken) server could send as a label, made in the test (issue 28.6):
// each is a few kilobytes and asks the thermal engine for minutes of work or gigabytes.
//
// - nestedDrawingsPdf(depth, fan): form XObjects nested `depth` deep, each drawing the one below
//   it `fan` times, the last a filled square: fan^depth squares from a file of about
//   0.5 KB × depth. Measured on this machine without limits, at 203 dpi to ZPL: depth 4 → 6 s,
//   5 → 42 s, 6 → 466 s (3.6 KB).
// - manyFormatsZpl(formats): the same small label in `formats` formats (^XA … ^XZ): each is drawn
//   as a page; 100 of them at 600 dpi for an EPL2 printer took 32 s and 850 MB.
// - hugeLabelZpl(formats): formats whose ^PW/^LL make a 300 × 1000 mm label at 600 dpi (173
//   million dots a page); 30 of them took 262 s and 2.8 GB before being refused as larger than
//   the media.
// - hugePng(): a PNG of 4000 × 4000 white pixels, deflated to about 16 KB (a PNG's header may
//   claim any size: 30 000 × 30 000 would be 900 MB of gray before a dot is printed).
import { deflateSync } from 'node:zlib';

/** A PDF (1 page, 100 × 150 mm) of form XObjects nested `depth` deep, each drawing the next `fan` times. */
export function nestedDrawingsPdf(depth: number, fan: number): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const stream = (dict: string, content: string) =>
    `<< ${dict} /Length ${content.length} >>\nstream\n${content}\nendstream`;
  // 1 catalog, 2 pages, 3 page, 4 page content, 5… the forms (5 the square, 5 + depth the top).
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  add(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 283.46 425.2] /Resources << /XObject << /X ${5 + depth} 0 R >> >> /Contents 4 0 R >>`,
  );
  add(stream('', 'q 28 0 0 42 0 0 cm /X Do Q'));
  add(stream('/Type /XObject /Subtype /Form /BBox [0 0 10 10]', '0 0 10 10 re f'));
  const draws = Array.from({ length: fan }, () => 'q 0.9 0 0 0.9 0.5 0.5 cm /X Do Q').join(' ');
  for (let level = 1; level <= depth; level++)
    add(
      stream(
        `/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /X ${4 + level} 0 R >> >>`,
        draws,
      ),
    );
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const SMALL_FORMAT = '^XA^FO50,50^GB400,400,40^FS^FO100,600^A0N,60,60^FDHOSTIL^FS^XZ\n';

/** `formats` copies of a small label, each its own format (a page to draw). */
export function manyFormatsZpl(formats: number): Uint8Array {
  return new TextEncoder().encode(SMALL_FORMAT.repeat(formats));
}

/** `formats` formats of a 2400 × 8000 dot label at 203 dpi (300 × 1000 mm at 600 dpi). */
export function hugeLabelZpl(formats = 1): Uint8Array {
  return new TextEncoder().encode(
    '^XA^PW2400^LL8000^FO50,50^GB400,400,40^FS^FO100,600^A0N,60,60^FDHOSTIL^FS^XZ\n'.repeat(formats),
  );
}

/** An 8-bit gray PNG whose header says `width` × `height`, all white, deflated (a decompression bomb). */
export function hugePng(width = 4_000, height = 4_000): Uint8Array {
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0; // filter: none
  const rows = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(rows, y * row.length);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // gray
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
