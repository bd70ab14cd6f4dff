// Raw TCP (port 9100 style) to a listener on loopback: byte-identical delivery, an immediate
// and clear refusal when nothing listens, a clear timeout when the connection hangs, and the
// queue's retries while the printer is off. Only 127.0.0.0/8 is used.
import { mkdtemp, rm } from 'node:fs/promises';
import { closedPort } from '../../support/ports';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrintPaths } from '../../../electron/main/printing/paths/print-paths';
import { probeTcp, sendOverTcp } from '../../../electron/main/printing/paths/tcp';
import { type PrintJob } from '../../../electron/main/printing/queue/job';
import { PrintQueue } from '../../../electron/main/printing/queue/print-queue';
import { PrinterReadiness } from '../../../electron/main/printing/readiness';
import { pdfTestPage } from '../../../electron/main/printing/test-page';
import { printedExactly } from '../../support/printed';
import { until } from '../../support/until';
import { enqueueLabel } from './support/print-queue';
import { startPrintListener, startUnresponsiveListener, type PrintListener } from '../../support/print-listener';
import { saying } from '../../support/said';

let listener: PrintListener;
let dataDir: string;

beforeEach(async () => {
  listener = await startPrintListener();
  dataDir = await mkdtemp(join(tmpdir(), 'print-queue-'));
});
afterEach(async () => {
  await listener.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a network printer gets the bytes over TCP, and the operator is told clearly when it cannot', () => {
  it('delivers ZPL and PDF byte-identical, one connection a job', async () => {
    const target = { kind: 'network' as const, host: '127.0.0.1', port: listener.port };
    const zpl = new TextEncoder().encode('^XA^FO50,50^A0N,50,50^FDTCP Balcão^FS^XZ\n');
    const pdf = await pdfTestPage({ printerName: 'tcp' });
    let connected = 0;
    expect(await sendOverTcp(zpl, target, { onConnected: () => connected++ })).toEqual({ ok: true, value: undefined });
    expect(await sendOverTcp(pdf, target)).toEqual({ ok: true, value: undefined });
    const jobs = await listener.waitForJobs(2);
    expect(connected).toBe(1);
    expect(jobs[0]?.equals(Buffer.from(zpl))).toBe(true);
    expect(jobs[1]?.equals(Buffer.from(pdf))).toBe(true);
  });

  it('says at once that the printer refused when nothing listens', async () => {
    const port = await closedPort();
    const started = Date.now();
    const result = await sendOverTcp(new Uint8Array([1]), { kind: 'network', host: '127.0.0.1', port });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'printer-unavailable',
        said: saying(
          `A impressora em 127.0.0.1:${port} recusou a conexão. Confira também se a porta (${port}) está certa.`,
        ),
        quoted: { source: 'system', lines: ['ECONNREFUSED'] },
        afterConnect: false,
      },
    });
    expect(await probeTcp({ kind: 'network', host: '127.0.0.1', port })).toMatchObject({
      ok: false,
      error: { quoted: { source: 'system', lines: ['ECONNREFUSED'] } },
    });
  });

  it('gives up after the connect timeout with words an operator understands', async () => {
    const silent = await startUnresponsiveListener();
    try {
      const target = { kind: 'network' as const, host: '127.0.0.1', port: silent.port };
      const started = Date.now();
      const result = await sendOverTcp(new Uint8Array([1]), target, { connectTimeoutMs: 400 });
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(390);
      expect(elapsed).toBeLessThan(2_000);
      expect(result).toEqual({
        ok: false,
        error: {
          kind: 'printer-unavailable',
          said: saying(`A impressora em 127.0.0.1:${silent.port} não respondeu em 0,4 s pela rede.`),
          quoted: { source: 'system', lines: ['ETIMEDOUT'] },
          afterConnect: false,
        },
      });
      const readiness = new PrinterReadiness({
        cups: { queues: async () => ({ ok: true, value: [] }) },
        probeTimeoutMs: 300,
      });
      expect(await readiness.checkPrinterReady(target)).toMatchObject({
        ok: false,
        error: { kind: 'printer-unavailable', quoted: { source: 'system', lines: ['ETIMEDOUT'] } },
      });
    } finally {
      await silent.close();
    }
  });

  it('queues a label while the printer is off, retries, and prints it exactly once when it is back', async () => {
    await listener.stop();
    const queue = new PrintQueue({
      dataDir,
      paths: new PrintPaths({ platform: 'linux', connectTimeoutMs: 500 }),
      retry: { maxAttempts: 100, delayMs: () => 150 },
    });
    try {
      const updates: PrintJob[] = [];
      queue.onJobUpdate((job) => updates.push(job));
      const bytes = new TextEncoder().encode('^XA^FDwhile off^FS^XZ\n');
      const { id } = enqueueLabel(queue, 'TCP-1', { kind: 'network', host: '127.0.0.1', port: listener.port }, bytes);
      const waitingForRetry = () => {
        const job = queue.get(id);
        return job !== undefined && job.attempts >= 3 && job.status === 'queued';
      };
      await until(waitingForRetry, { what: 'a third attempt to fail and wait', timeoutMs: 10_000 });
      expect(queue.get(id)).toMatchObject({
        status: 'queued',
        lastError: { kind: 'printer-unavailable', quoted: { source: 'system', lines: ['ECONNREFUSED'] } },
      });
      expect(await listener.jobs()).toHaveLength(0);

      await listener.restart();
      const done = await queue.settled(id);
      expect(done.status).toBe('done');
      expect(done.attempts).toBeGreaterThanOrEqual(3);
      expect(updates.some((u) => u.status === 'queued' && u.lastError?.kind === 'printer-unavailable')).toBe(true);
      // Printed once: a TCP job is done only after the printer took it, and the queue holds nothing else.
      const jobs = await printedExactly(listener, 1, { queues: () => [queue] });
      expect(jobs[0]?.equals(Buffer.from(bytes))).toBe(true);
    } finally {
      queue.close();
    }
  });
});
