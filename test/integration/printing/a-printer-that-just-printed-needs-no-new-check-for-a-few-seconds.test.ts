// Strict mode asks the label printer before every purchase; a printer that printed a moment
// ago has just answered, so within the proof window it is not asked again. Past the window,
// or once it fails a check, it is asked (and refused) as before.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { Printing, type PrinterTarget, type PrintingSettings } from '../../../electron/main/printing';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { spoken } from '../../support/said';
import { profilesFor } from '../../support/profiles';

let dir: string;
let listener: PrintListener | undefined;
let printing: Printing | undefined;
afterEach(async () => {
  printing?.close();
  await listener?.close();
  await rm(dir, { recursive: true, force: true });
});

it('skips the probe within the window after a printed job, and probes (and refuses) after it', async () => {
  dir = await mkdtemp(join(tmpdir(), 'ready-proof-'));
  listener = await startPrintListener();
  const label: PrinterTarget = { kind: 'network', host: '127.0.0.1', port: listener.port };
  let settings: PrintingSettings = { routing: { label }, networkPrinters: [], profiles: profilesFor([label]) };
  let clock = 1_000_000;
  printing = new Printing({
    platform: 'linux',
    dataDir: dir,
    settings: { read: () => settings, write: (next) => (settings = next as PrintingSettings) },
    connectTimeoutMs: 500,
    readyProofMs: 5_000,
    now: () => clock,
  });
  const queued = printing.printRouted('label', {
    contentType: 'application/zpl',
    bytes: new TextEncoder().encode('^XA^FDok^FS^XZ'),
  });
  if (!queued.ok) throw new Error(spoken(queued.error.said));
  await printing.queue.settled(queued.value.job.id);
  await listener.waitForJobs(1);
  await listener.stop();

  clock += 4_000; // the printer printed 4 s ago: no probe, so the printer being off is not seen yet
  expect(await printing.checkRoutedPrinterReady('label')).toEqual({ ok: true, value: label });
  clock += 2_000; // 6 s: the proof has expired, the probe runs and finds nobody there
  expect(await printing.checkRoutedPrinterReady('label')).toMatchObject({
    ok: false,
    error: { kind: 'printer-unavailable' },
  });
  // A failed check is not forgotten by the clock: the next check asks again.
  expect(await printing.checkRoutedPrinterReady('label')).toMatchObject({ ok: false });
});
