// Issue 16.6: before buying in strict mode, a ZPL network printer is asked for its host status
// (~HS, over a real socket to a listener that answers like a Zebra) and a CUPS queue's state
// reasons are read (set by a real CUPS backend, as a driver's backend reports a printer's
// trouble); paper out, head open, paused or out of ribbon stop the purchase with that reason,
// and not a cent is spent. A direct thermal printer whose ribbon sensor reads empty still buys.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Printing, type PrintingSettings } from '../../../electron/main/printing';
import { ensureCupsd, uniqueQueueName } from '../../support/cups';
import type { ZebraFlags } from '../../support/print-listener';
import { rawProfile } from '../../support/profiles';
import { until } from '../../support/until';
import { createShipment } from '../workflow/support/stack';
import { printerNotReady, useStrictZebra } from './support/strict-zebra';

const exec = promisify(execFile);
const C = { env: { ...process.env, LC_ALL: 'C', LANG: 'C' } };

const zebra = useStrictZebra('network');

describe('a ZPL network printer in strict mode', () => {
  it.each([
    [{ paperOut: true }, 'printing.statusPaperOut'],
    [{ headOpen: true, paperOut: true }, 'printing.statusHeadOpen'],
    [{ paused: true }, 'printing.statusPaused'],
    [{ ribbonOut: true, thermalTransfer: true }, 'printing.statusRibbonOut'],
  ] as Array<[ZebraFlags, string]>)(
    'reporting %o stops the purchase with that reason and spends nothing',
    async (reported, problem) => {
      zebra.report(reported);
      const shipmentId = await createShipment(zebra.f.api);
      const before = await zebra.f.balance();
      const jobsBefore = (await zebra.f.listener.jobs()).length;
      await expect(zebra.f.stack.workflow.emitAndPrint(shipmentId)).rejects.toMatchObject({
        ...printerNotReady(`127.0.0.1:${zebra.f.listener.port}`, problem),
        // The printer's own answer, verbatim, for support.
        quoted: { source: 'printer', lines: [expect.stringMatching(/^~HS: 030,/)] },
      });
      expect(await zebra.f.balance()).toBe(before);
      expect(await zebra.f.listener.jobs()).toHaveLength(jobsBefore);
    },
  );

  it('buys and prints when it is ready, a direct thermal printer with an empty ribbon sensor included', async () => {
    zebra.report({ ribbonOut: true, thermalTransfer: false });
    await zebra.buysAndPrintsOneZplLabel();
  }, 30_000);
});

describe('a CUPS queue whose backend reports a problem', () => {
  const backend = `ss-state-${randomBytes(3).toString('hex')}`;
  const backendFile = `/usr/lib/cups/backend/${backend}`;
  const name = uniqueQueueName('SS-Reasons');
  let printing: Printing;
  let printingDir: string;

  beforeAll(async () => {
    await ensureCupsd();
    // A real CUPS backend reporting what a printer's would: "STATE: +media-empty-error".
    await writeFile(
      backendFile,
      `#!/bin/sh\nif [ $# -eq 0 ]; then echo 'direct ${backend} "Unknown" "SS state test"'; exit 0; fi\necho "STATE: +media-empty-error" >&2\ncat > /dev/null\nexit 0\n`,
    );
    await chmod(backendFile, 0o755);
    await exec('lpadmin', ['-p', name, '-E', '-v', `${backend}:/label`, '-m', 'raw'], C);
    await exec('lp', ['-d', name, '-o', 'raw', '--', '/etc/hostname'], C);
    await until(async () => /media-empty-error/.test((await exec('lpstat', ['-l', '-p', name], C)).stdout), {
      what: 'CUPS to report the backend’s media-empty-error',
      everyMs: 100,
    });
    printingDir = await mkdtemp(join(tmpdir(), 'strict-cups-'));
    let settings: PrintingSettings = {
      routing: { label: { kind: 'cups', name } },
      networkPrinters: [],
      profiles: { [`cups:${name}`]: rawProfile('zpl', 203) },
    };
    printing = new Printing({
      platform: 'linux',
      dataDir: printingDir,
      settings: { read: () => settings, write: (next) => (settings = next) },
    });
  }, 30_000);

  afterAll(async () => {
    printing?.close();
    await exec('cancel', ['-a', name], C).catch(() => undefined);
    await exec('lpadmin', ['-x', name], C).catch(() => undefined);
    await rm(backendFile, { force: true });
    if (printingDir) await rm(printingDir, { recursive: true, force: true });
  });

  it('is not ready: the printer is out of labels, in the operator’s words, with the reason CUPS holds', async () => {
    expect(await printing.checkRoutedPrinterReady('label')).toEqual({
      ok: false,
      error: {
        kind: 'printer-unavailable',
        said: {
          key: 'printing.printerReports',
          params: { name, problem: { key: 'printing.statusPaperOut' } },
        },
        quoted: { source: 'printer', lines: ['printer-state-reasons: media-empty-error'] },
      },
    });
  });
});
