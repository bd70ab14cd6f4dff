// What a document is, from its first bytes: a header or a file name can lie (a server that
// labels ZPL as application/pdf, a PDF saved as .zpl), the bytes cannot.
export type SniffedKind = 'pdf' | 'zpl' | 'png' | 'unknown';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffContent(bytes: Uint8Array): SniffedKind {
  if (PNG_MAGIC.every((b, i) => bytes[i] === b)) return 'png';
  // A PDF may start with a little junk (a BOM, an HTTP artefact); readers accept %PDF- in the first 1 KiB.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  // ZPL: optional whitespace or ~ commands (~SD, ~TA) before the first ^XA.
  if (/^[\s\uFEFF]*(~[A-Z]{2}[^^~]*\s*)*\^XA/i.test(head)) return 'zpl';
  return 'unknown';
}
