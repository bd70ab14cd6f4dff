// serialport's RegexParser, as the scale uses it: frames end at ETX, CR or LF; a frame that
// arrives in pieces comes out whole; bytes are kept one character each (latin1), noise bytes
// included; and a stream of noise that never ends a frame is let out at MAX_FRAME rather than
// held without end.
import { describe, expect, it } from 'vitest';
import { MAX_FRAME, ScaleFramer } from '../../../electron/main/scale/framer';

function feed(chunks: Array<string | Buffer>): string[] {
  const framer = new ScaleFramer();
  const frames: string[] = [];
  framer.on('data', (frame: string) => frames.push(frame));
  for (const chunk of chunks) framer.write(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk);
  return frames;
}

describe('the scale framer', () => {
  it('splits on ETX, CR and LF, and joins a frame that came in pieces', () => {
    expect(feed(['\x0201234\x03\x0205678\x03'])).toEqual(['\x0201234', '\x0205678']);
    expect(feed(['\x0201', '2', '34\x03'])).toEqual(['\x0201234']);
    expect(feed(['ST,GS,   1.2', '34,kg\r\nST,GS,   1.234,kg\r', '\n'])).toEqual([
      'ST,GS,   1.234,kg',
      'ST,GS,   1.234,kg',
    ]);
  });

  it('keeps every byte as one character, noise included', () => {
    expect(feed([Buffer.from([0xff, 0xfe, 0x02, 0x31, 0x03])])).toEqual(['\xff\xfe\x021']);
    // A multi-byte UTF-8 sequence split across chunks would break in utf8; in latin1 it cannot.
    expect(feed([Buffer.from([0xc3]), Buffer.from([0xa9, 0x0d])])).toEqual(['\xc3\xa9']);
  });

  it('lets out noise that never ends a frame once it passes MAX_FRAME', () => {
    const noise = Buffer.alloc(MAX_FRAME + 10, 0x55);
    expect(feed([noise])).toEqual(['U'.repeat(MAX_FRAME + 10)]);
    expect(feed([Buffer.alloc(MAX_FRAME, 0x55)])).toEqual([]);
  });
});
