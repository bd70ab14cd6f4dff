// Issue 28.6: a network printer's ~HI answer (Zebra's host identification: model, firmware, dots
// per mm) is the network's words, not the station's. Whatever answers on port 9100 may send a
// megabyte, terminal escapes or no end at all; the station reads at most 4 KB of it, keeps each
// answer string to 200 characters with its control characters removed, and only then reads the
// model it proposes and shows. Real parts: the printing service's detection over TCP, the
// print listener answering as a Zebra (1 MB answers), a TCP server that never stops answering.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Printing } from '../../../electron/main/printing';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { startTestPrinting, type TestPrinting } from '../../support/printing-service';

const MEGABYTE = 1024 * 1024;

let station: TestPrinting;
let printing: Printing;
const listeners: PrintListener[] = [];

beforeAll(async () => {
  // statusTimeoutMs 1 s: how long a printer has to answer ~HI.
  station = await startTestPrinting();
  printing = station.printing;
});
afterAll(async () => {
  await station?.close();
  for (const listener of listeners) await listener.close();
});

async function zebraAnswering(identity: string): Promise<PrintListener> {
  const listener = await startPrintListener({ zebra: { identity } });
  listeners.push(listener);
  return listener;
}

describe("a printer's ~HI answer", () => {
  it('of 1 MB is read to its model, without the control characters inside it', async () => {
    const listener = await zebraAnswering(`ZD4\u000720\u0000-203dpi\u001b,V84.20.18Z,8,8192KB,${'X'.repeat(MEGABYTE)}`);
    const detected = await printing.detectProfile({ kind: 'network', host: '127.0.0.1', port: listener.port });
    expect(detected).toMatchObject({ source: 'printer', model: 'ZD420-203dpi', labelLanguage: 'zpl' });
    expect(detected.profile.dpi).toBe(203);
  });

  it('of 1 MB whose model runs past 200 characters proposes no model at all', async () => {
    const listener = await zebraAnswering(`${'Z'.repeat(250)},V84.20.18Z,8,8192KB,${'X'.repeat(MEGABYTE)}`);
    const detected = await printing.detectProfile({ kind: 'network', host: '127.0.0.1', port: listener.port });
    expect(detected.source).toBe('none');
    expect(detected.model).toBeUndefined();
  });

  it('that never ends is cut off after 4 KB, long before the printer had to answer', async () => {
    // Answers ~HI with a frame that never closes, 64 KB at a time, until the station hangs up.
    let written = 0;
    let hungUp: (bytes: number) => void = () => undefined;
    const closedAfter = new Promise<number>((resolve) => (hungUp = resolve));
    const endless: Server = createServer((socket: Socket) => {
      socket.on('error', () => undefined);
      socket.once('data', () => {
        socket.write('\u0002ZD420-300dpi,V84.20.18Z,12,8192KB,');
        const chunk = Buffer.alloc(64 * 1024, 'X');
        const more = () => {
          while (!socket.destroyed && written < 64 * MEGABYTE) {
            written += chunk.length;
            if (!socket.write(chunk)) return socket.once('drain', more);
          }
        };
        more();
      });
      socket.on('close', () => hungUp(written));
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    const port = (endless.address() as { port: number }).port;
    try {
      const started = performance.now();
      const detected = await printing.detectProfile({ kind: 'network', host: '127.0.0.1', port });
      expect(performance.now() - started).toBeLessThan(500); // its timeout is 1 s
      expect(detected).toMatchObject({ source: 'printer', model: 'ZD420-300dpi', profile: { dpi: 300 } });
      // The station hung up long before the 64 MB this printer would have sent.
      expect(await closedAfter).toBeLessThan(64 * MEGABYTE);
    } finally {
      await new Promise<void>((resolve) => endless.close(() => resolve()));
    }
  });
});
