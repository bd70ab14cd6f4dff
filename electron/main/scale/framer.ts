// Bytes from the port → frames of text, with serialport's RegexParser: a frame ends at ETX (the
// Toledo and Filizola frames), CR or LF (the text lines). A frame that arrives in pieces is
// held until its end comes; bytes that never end (a wrong baud rate gives a stream of noise
// with no terminator) are let out as one frame once they pass MAX_FRAME, so they are reported
// as garbled instead of growing without end.
//
// Bytes are read as latin1, one character per byte, on both sides of the parser (the frames it
// pushes too: by default a pushed string is encoded as utf8 and read back as latin1, turning one
// noise byte into two characters): a noise byte stays one character, and the frame parsers see
// exactly what came down the line.
import { RegexParser } from 'serialport';
import type { TransformCallback } from 'node:stream';

/** Longer than any frame of the supported protocols (the longest, a status line, is about 20). */
export const MAX_FRAME = 96;

export class ScaleFramer extends RegexParser {
  constructor() {
    // eslint-disable-next-line no-control-regex -- ETX (03h) ends Toledo and Filizola frames
    super({ regex: /[\x03\r\n]+/, encoding: 'latin1', defaultEncoding: 'latin1' });
  }

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, done: TransformCallback): void {
    const text = typeof chunk === 'string' ? chunk : chunk.toString('latin1');
    super._transform(text, encoding, (error) => {
      if (this.data.length > MAX_FRAME) {
        this.push(this.data);
        this.data = '';
      }
      done(error);
    });
  }
}
