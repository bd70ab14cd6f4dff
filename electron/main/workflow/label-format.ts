// What a downloaded label is. Carriers send PDF or ZPL; the bytes decide, because servers label
// ZPL as text/plain or octet-stream, and a wrong guess is costly either way: ZPL sent through a
// PDF driver prints as text, a PDF sent raw prints pages of garbage on a thermal roll.
import { Buffer } from 'node:buffer';
import type { ContentType } from '../printing';

const PDF_MAGIC = '%PDF-';

/** PDF by its header (readers accept it within the first KiB); ZPL by a ^XA format start. */
export function detectLabelFormat(bytes: Uint8Array, contentType?: string): ContentType | undefined {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes(PDF_MAGIC)) return 'application/pdf';
  // ZPL may start after whitespace, a UTF-8 BOM or tilde commands (~SD25, ~TA000…).
  if (/^(?:\xEF\xBB\xBF)?\s*(?:~[A-Z]{2}[^\n^~]*\s*)*\^XA/i.test(head)) return 'application/zpl';
  // The content type only settles what the bytes leave open: a ZPL file opening with a comment.
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (/zpl/.test(type) && Buffer.from(bytes).toString('latin1').includes('^XA')) return 'application/zpl';
  return undefined;
}
