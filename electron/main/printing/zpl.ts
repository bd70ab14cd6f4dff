// ZPL helpers: text that is safe inside a ^FD field, and several ZPL documents sent as one raw
// job so a label and its thermal DACE come out one after the other on the same roll.
import { Buffer } from 'node:buffer';
import { printError, type PrintError } from './errors';
import { failed, ok, type Result } from '../../shared/result';
import { said } from '../../shared/messages';
import { type ContentType } from './types';

/**
 * A field's text for `^FH^FD…^FS` with `^CI28` (UTF-8): the ZPL control characters ^ and ~,
 * the ^FH escape _ and every non-ASCII byte are written as _XX, so a printer or operator name
 * can never end a field or start a command.
 */
export function zplFieldText(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out +=
      byte < 0x20 || byte > 0x7e || char === '^' || char === '~' || char === '_'
        ? `_${byte.toString(16).toUpperCase().padStart(2, '0')}`
        : char;
  }
  return out;
}

/** Whether bytes look like one or more ZPL label formats (^XA … ^XZ). */
export function isZpl(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1').trim();
  return /\^XA/i.test(text) && /\^XZ$/i.test(text);
}

export interface RollPart {
  contentType: ContentType;
  bytes: Uint8Array;
}

/**
 * One raw job from several ZPL documents (label first, then the DACE): the printer prints
 * each ^XA…^XZ format in turn, so they share the roll with no other job in between. A PDF
 * cannot join: PDF goes through a driver that renders pages, ZPL must bypass it (`-o raw`,
 * the RAW data type), and one spool job has one data type. Print a PDF label and a ZPL DACE
 * as two jobs on the same printer instead; the queue keeps their order.
 */
export function combineForOneRoll(parts: readonly RollPart[]): Result<Uint8Array, PrintError> {
  if (parts.length === 0) return failed(printError('unsupported', said('printing.nothingToPrint')));
  if (parts.some((part) => part.contentType !== 'application/zpl')) {
    return failed(printError('unsupported', said('printing.pdfWithZpl')));
  }
  const invalid = parts.findIndex((part) => !isZpl(part.bytes));
  if (invalid >= 0) return failed(printError('unsupported', said('printing.notZpl', { n: invalid + 1 })));
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(part.bytes));
    if (part.bytes[part.bytes.length - 1] !== 0x0a) chunks.push(Buffer.from('\n'));
  }
  return ok(new Uint8Array(Buffer.concat(chunks)));
}
