// Issue 15, defect 2: a print queue that cannot be written (disk full) crashed the app with an
// uncaught error in the worker's pass, and strict mode still let a purchase through. Real fault:
// the data folder on a small tmpfs filled to the last byte. The queue's pass fails without a
// crash (nor does a retry that cannot record its outcome), strict mode refuses before money is
// spent, and once space is back the waiting job and a new one print exactly once each.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyDisk, fillDisk, mountSmallDisk } from '../../support/full-disk';
import { Printing, printFailure, type PrintingSettings } from '../../../electron/main/printing';
import { startPrintListener } from '../../support/print-listener';
import { spoken } from '../../support/said';
import type { Said } from '../../../electron/shared/messages';
import { profilesFor } from '../../support/profiles';
import { shiftedClock } from '../../support/clock';
import { printedExactly } from '../../support/printed';
import { until } from '../../support/until';
import { useOpened } from '../../support/use';

const disk = useOpened(
  async () => mountSmallDisk('full-disk-', '1m'),
  (small) => small.remove(),
);
const listener = useOpened(startPrintListener, (printer) => printer.close());

describe('a print queue on a full disk', () => {
  it('fails its pass without a crash, refuses a purchase first, and prints once when space is back', async (ctx) => {
    if (!disk.mounted) ctx.skip(); // mounting a tmpfs needs root, as on the desk-like CI machine
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
    const dataDir = join(disk.path, 'station');
    const clock = shiftedClock();
    let routing: PrintingSettings = {
      routing: { label: { kind: 'network', host: '127.0.0.1', port: listener.port } },
      profiles: profilesFor([{ kind: 'network', host: '127.0.0.1', port: listener.port }]),
      networkPrinters: [],
    };
    const printing = new Printing({
      platform: 'linux',
      dataDir,
      settings: { read: () => routing, write: (next) => (routing = next) },
      // The queue's clock: a failed pass is tried again 2 s later, which the test moves past.
      queue: { retry: { maxAttempts: 1_000, delayMs: () => 50 }, now: clock.now, after: clock.after },
    });
    const troubles: unknown[] = [];
    printing.queue.onTrouble = (error) => troubles.push(error);
    const label = (key: string) =>
      printing.printRouted('label', {
        key,
        contentType: 'application/zpl',
        bytes: new TextEncoder().encode(`^XA^FD${key}^FS^XZ`),
      });
    try {
      expect(await printing.checkRoutedPrinterReady('label')).toMatchObject({ ok: true });
      // A label waits for its printer, switched off: the queue passes again every 50 ms to retry it.
      await listener.stop();
      const waiting = label('label:waiting');
      if (!waiting.ok) throw new Error('the waiting label was not queued');
      await until(() => (printing.queue.get(waiting.value.job.id)?.attempts ?? 0) >= 1, {
        what: 'the label to wait for its printer',
      });
      fillDisk(disk.path, { chunkBytes: 16 * 1024, crumbs: 64 });
      // A job can no longer be queued: strict mode says so before any purchase.
      const refused = await printing.checkRoutedPrinterReady('label');
      expect(refused).toMatchObject({ ok: false, error: { kind: 'print-failed' } });
      expect(spoken((refused as { error: { said: Said } }).error.said)).toContain('nada foi comprado');
      // What the disk or SQLite said is quoted as the system's words, never as the printer's.
      if (!refused.ok) expect(printFailure(refused.error).quoted?.source).toBe('system');
      // The retry's pass cannot write to the queue's file: the pass fails, is reported, and the app stays up.
      await until(() => troubles.length > 0, { what: 'a pass of the queue to fail' });
      expect(uncaught).toEqual([]);
      // Space and the printer come back: the waiting label and a new one print, each once.
      emptyDisk(disk.path);
      await listener.restart();
      clock.advance(2_000); // the queue's next pass, which finds its file writable again
      expect(await printing.checkRoutedPrinterReady('label')).toMatchObject({ ok: true });
      expect(label('label:once').ok).toBe(true);
      expect(await printedExactly(listener, 2, { queues: () => [printing.queue] })).toHaveLength(2);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      process.off('unhandledRejection', onUncaught);
      printing.close();
    }
  });
});
