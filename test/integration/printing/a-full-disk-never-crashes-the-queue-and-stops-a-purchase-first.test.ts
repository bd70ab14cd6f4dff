// Issue 15, defect 2: a print queue that cannot be written (disk full) crashed the app with an
// uncaught error in the worker's pass, and strict mode still let a purchase through. Real fault:
// the data folder on a small tmpfs filled to the last byte. The queue's pass fails without a
// crash, strict mode refuses before money is spent, and once space is back the waiting job
// prints exactly once.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyDisk, fillDisk, mountSmallDisk } from '../../support/full-disk';
import { Printing, printFailure, type PrintingSettings } from '../../../electron/main/printing';
import { startPrintListener } from '../../support/print-listener';
import { spoken } from '../../support/said';
import type { Said } from '../../../electron/shared/messages';
import { profilesFor } from '../../support/profiles';
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
    const dataDir = join(disk.path, 'station');
    let routing: PrintingSettings = {
      routing: { label: { kind: 'network', host: '127.0.0.1', port: listener.port } },
      profiles: profilesFor([{ kind: 'network', host: '127.0.0.1', port: listener.port }]),
      networkPrinters: [],
    };
    const printing = new Printing({
      platform: 'linux',
      dataDir,
      settings: { read: () => routing, write: (next) => (routing = next) },
      queue: { retry: { maxAttempts: 5, delayMs: () => 50 } },
    });
    try {
      expect(await printing.checkRoutedPrinterReady('label')).toMatchObject({ ok: true });
      fillDisk(disk.path, { chunkBytes: 16 * 1024, crumbs: 64 });
      // A job can no longer be queued: strict mode says so before any purchase.
      const refused = await printing.checkRoutedPrinterReady('label');
      expect(refused).toMatchObject({ ok: false, error: { kind: 'print-failed' } });
      expect(spoken((refused as { error: { said: Said } }).error.said)).toContain('nada foi comprado');
      // What the disk or SQLite said is quoted as the system's words, never as the printer's.
      if (!refused.ok) expect(printFailure(refused.error).quoted?.source).toBe('system');
      // The queue keeps trying its passes without bringing the app down. This proves something
      // does NOT happen (an uncaught error from a timer): there is no event to wait for instead.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toEqual([]);
      // Space comes back: the queue takes and prints a label once.
      emptyDisk(disk.path);
      expect(await printing.checkRoutedPrinterReady('label')).toMatchObject({ ok: true });
      const queued = printing.printRouted('label', {
        key: 'label:once',
        contentType: 'application/zpl',
        bytes: new TextEncoder().encode('^XA^FDok^FS^XZ'),
      });
      expect(queued.ok).toBe(true);
      expect(await listener.waitForJobs(1)).toHaveLength(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      printing.close();
    }
  });
});
