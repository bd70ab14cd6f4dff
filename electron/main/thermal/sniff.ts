// What a document is, from its first bytes: a header or a file name can lie (a server that
// labels ZPL as application/pdf, a PDF saved as .zpl), the bytes cannot.
export type SniffedKind = 'pdf' | 'zpl' | 'png' | 'unknown';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** One decoder for every call: making one costs more than reading 1 KiB with it. */
const LATIN1 = new TextDecoder('latin1');

export function sniffContent(bytes: Uint8Array): SniffedKind {
  if (PNG_MAGIC.every((b, i) => bytes[i] === b)) return 'png';
  if (PDF_MAGIC.every((b, i) => bytes[i] === b)) return 'pdf';
  // A PDF may start with a little junk (a BOM, an HTTP artefact); readers accept %PDF- in the first 1 KiB.
  const head = LATIN1.decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  // ZPL: an optional byte-order mark (UTF-8's, read as Latin-1 here, or UTF-16's), whitespace or
  // ~ commands (~SD, ~TA) before the first ^XA.
  if (/^(?:\u00EF\u00BB\u00BF|\uFEFF)?\s*(?:~[A-Z]{2}[^^~]*\s*)*\^XA/i.test(head)) return 'zpl';
  return 'unknown';
}
