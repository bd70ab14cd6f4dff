// What a downloaded label is. Carriers send PDF or ZPL; the bytes decide, because servers label
// ZPL as text/plain or octet-stream, and a wrong guess is costly either way: ZPL sent through a
// PDF driver prints as text, a PDF sent raw prints pages of garbage on a thermal roll.
import { Buffer } from 'node:buffer';
import type { ContentType } from '../printing';
import { sniffContent } from '../thermal';

/** PDF by its header (readers accept it within the first KiB); ZPL by a ^XA format start (thermal's sniffContent). */
export function detectLabelFormat(bytes: Uint8Array, contentType?: string): ContentType | undefined {
  const sniffed = sniffContent(bytes);
  if (sniffed === 'pdf') return 'application/pdf';
  if (sniffed === 'zpl') return 'application/zpl';
  // The content type only settles what the bytes leave open: a ZPL file opening with a comment.
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (/zpl/.test(type) && Buffer.from(bytes).toString('latin1').includes('^XA')) return 'application/zpl';
  return undefined;
}
