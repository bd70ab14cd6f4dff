// The readiness check strict mode runs before buying a label, against real CUPS states. CUPS
// reports a queue whose printer is switched off as idle, enabled and accepting (it only finds
// out when a job is sent), so the check also probes the device address behind the queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cups } from '../../../electron/main/printing/cups/cups';
import { PrinterReadiness } from '../../../electron/main/printing/readiness';
import { runCommand } from '../../../electron/main/printing/run-command';
import { cupsAdmin, createRawQueue, ensureCupsd, type RawQueue } from '../../support/cups';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { saying } from '../../support/said';
import { until } from '../../support/until';

let listener: PrintListener;
let queue: RawQueue;
const readiness = new PrinterReadiness({ cups: new Cups(runCommand), probeTimeoutMs: 1_000 });

beforeAll(async () => {
  await ensureCupsd();
  listener = await startPrintListener();
  queue = await createRawQueue({ port: listener.port });
});
afterAll(async () => {
  await queue?.remove();
  await listener?.close();
});

/** Not ready: the printer is unavailable, in words that include `reason`. */
const unavailable = (reason: string) => ({
  ok: false,
  error: { kind: 'printer-unavailable', said: saying(reason) },
});

describe('strict mode readiness sees paused, refusing and switched-off printers', () => {
  it('is ready when the queue is enabled and accepting and its printer answers; the probe prints nothing', async () => {
    expect(await readiness.checkPrinterReady({ kind: 'cups', name: queue.name })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await readiness.checkPrinterReady({ kind: 'network', host: '127.0.0.1', port: listener.port })).toEqual({
      ok: true,
      value: undefined,
    });
    // Each check reached the printer (one probe each) and closed without sending a byte.
    await until(() => listener.connections().accepted >= 2 && listener.connections().open === 0, {
      what: 'both probes to close at the printer',
    });
    expect(await listener.jobs()).toHaveLength(0);
  });

  it('is not ready when the printer behind an idle, enabled queue is off', async () => {
    await listener.stop();
    try {
      const result = await readiness.checkPrinterReady({ kind: 'cups', name: queue.name });
      expect(result).toMatchObject({
        ok: false,
        error: {
          kind: 'printer-unavailable',
          quoted: { source: 'system', lines: ['ECONNREFUSED'] },
          said: saying(`"${queue.name}" não responde`),
        },
      });
    } finally {
      await listener.restart();
    }
  });

  it('is not ready when the queue is paused or refuses jobs, and says the reason given', async () => {
    await cupsAdmin('cupsdisable', queue.name, 'paper out');
    expect(await readiness.checkPrinterReady({ kind: 'cups', name: queue.name })).toMatchObject(
      unavailable('pausada nas configurações de impressão (paper out)'),
    );
    await cupsAdmin('cupsenable', queue.name);
    await cupsAdmin('cupsreject', queue.name, 'roll change');
    expect(await readiness.checkPrinterReady({ kind: 'cups', name: queue.name })).toMatchObject(
      unavailable('não está aceitando trabalhos (roll change)'),
    );
    await cupsAdmin('cupsaccept', queue.name);
    expect((await readiness.checkPrinterReady({ kind: 'cups', name: queue.name })).ok).toBe(true);
  });

  it('says a queue that does not exist is not found', async () => {
    expect(await readiness.checkPrinterReady({ kind: 'cups', name: `${queue.name}-gone` })).toMatchObject({
      ok: false,
      error: { kind: 'printer-not-found' },
    });
  });
});
