// PDF or ZPL is read from the bytes (servers label ZPL as text/plain or octet-stream); the
// content type only helps when the bytes do not say; anything else is not printable.
import { describe, expect, it } from 'vitest';
import { detectLabelFormat } from '../../../electron/main/workflow';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('label format', () => {
  it.each([
    ['a PDF', '%PDF-1.7\n%âãÏÓ\n1 0 obj', 'application/octet-stream', 'application/pdf'],
    ['a PDF with junk before its header', '\r\n%PDF-1.4\n', undefined, 'application/pdf'],
    ['ZPL', '^XA^FO50,50^FDPX123456785BR^FS^XZ', 'text/plain', 'application/zpl'],
    [
      'ZPL after whitespace and tilde commands',
      '\n ~SD25\n~TA000\n^XA^XZ',
      'application/octet-stream',
      'application/zpl',
    ],
    ['ZPL served as PDF (the bytes win)', '^XA^FDx^FS^XZ', 'application/pdf', 'application/zpl'],
    ['ZPL opening with a comment, typed as ZPL', '^FXlabel^FS\n^XA^XZ', 'application/x-zpl', 'application/zpl'],
    ['HTML (an error page)', '<html>oops</html>', 'text/html', undefined],
    ['text called PDF', 'not a pdf', 'application/pdf', undefined],
  ])('%s', (_name, text, contentType, expected) => {
    expect(detectLabelFormat(bytes(text), contentType)).toBe(expected);
  });
});
