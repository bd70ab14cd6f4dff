// The queue's state machine with an in-memory printer standing in for the print paths, so the
// moments of a crash can be chosen exactly. The same promises against real CUPS and real TCP
// are in test/integration/printing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { printError, type PrintError } from '../../../electron/main/printing/errors';
import { failed, ok } from '../../../electron/shared/result';
import { type DirectResult } from '../../../electron/main/printing/paths/print-paths';
import { type PrintJob } from '../../../electron/main/printing/queue/job';
import { PrintQueue } from '../../../electron/main/printing/queue/print-queue';
import { type QueuePaths } from '../../../electron/main/printing/queue/worker-deps';
import { type NetworkTarget, type PrinterTarget } from '../../../electron/main/printing/types';
import { spoken } from '../../support/said';
import { until } from '../../support/until';
import { verbatim } from '../../../electron/shared/messages';

type Behaviour = 'print' | 'unreachable' | 'not-found' | 'hang-before-send' | 'hang-after-send';

class MemoryPrinters implements QueuePaths {
  printed: { target: PrinterTarget; text: string }[] = [];
  behaviour: (target: PrinterTarget) => Behaviour = () => 'print';
  cups = {
    release: async () => ok(undefined),
    findJob: async () => ok(undefined),
    pendingJobs: async () => ok(new Map()),
    jobOutcome: async () => ok({ outcome: 'completed' as const, detail: '' }),
    states: async () => ok([]),
  };
  submitToCups = async () => failed(printError('unsupported', verbatim('no CUPS in this test')));

  sendDirect = async (
    target: NetworkTarget | { kind: 'windows'; name: string },
    _type: string,
    bytes: Uint8Array,
    hooks: { onCommit: () => void },
  ): Promise<DirectResult> => {
    const behaviour = this.behaviour(target);
    if (behaviour === 'unreachable')
      return failed({
        ...printError(
          'printer-unavailable',
          verbatim('The printer at 10.0.0.9:9100 refused the connection.'),
          'ECONNREFUSED',
        ),
        afterCommit: false,
      });
    if (behaviour === 'not-found')
      return failed({ ...printError('printer-not-found', verbatim('No such printer.')), afterCommit: false });
    if (behaviour === 'hang-before-send') return new Promise(() => undefined);
    hooks.onCommit();
    if (behaviour === 'hang-after-send') return new Promise(() => undefined);
    this.printed.push({ target, text: new TextDecoder().decode(bytes) });
    return { ok: true, value: undefined };
  };
}

const zebra: NetworkTarget = { kind: 'network', host: '10.0.0.9', port: 9100 };
const spare: NetworkTarget = { kind: 'network', host: '10.0.0.10', port: 9100 };
const label = (n: number) => ({
  document: { kind: 'label' as const, labelId: `L${n}`, contentType: 'application/zpl' as const },
  bytes: new TextEncoder().encode(`^XA^FDlabel ${n}^FS^XZ`),
});

let dataDir: string;
let printers: MemoryPrinters;
const open: PrintQueue[] = [];
const openQueue = (options: { maxAttempts?: number; keepBytesForLast?: number; paths?: MemoryPrinters } = {}) => {
  const queue = new PrintQueue({
    dataDir,
    paths: options.paths ?? printers,
    retry: { maxAttempts: options.maxAttempts ?? 5, delayMs: () => 20 },
    ...(options.keepBytesForLast ? { keepBytesForLast: options.keepBytesForLast } : {}),
  });
  open.push(queue);
  return queue;
};
const enqueue = (queue: PrintQueue, request: Parameters<PrintQueue['enqueue']>[0]): PrintJob => {
  const result = queue.enqueue(request);
  if (!result.ok) throw new Error(spoken(result.error.said));
  return result.value.job;
};
const waitFor = (check: () => boolean, what: string) => until(check, { what, timeoutMs: 2_000, everyMs: 5 });
/** Nothing more can print: every job the queue holds is done or failed (it is the only sender). */
const finished = (queue: PrintQueue) => queue.list().every((job) => job.status === 'done' || job.status === 'failed');

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'print-queue-'));
  printers = new MemoryPrinters();
});
afterEach(async () => {
  open.splice(0).forEach((q) => q.close());
  await rm(dataDir, { recursive: true, force: true });
});

describe('the print queue retries, keeps order, and never prints twice', () => {
  it('returns the same job for the same key and prints it once', async () => {
    const queue = openQueue();
    const first = queue.enqueue({ key: 'label:L1', target: zebra, ...label(1) });
    const again = queue.enqueue({ key: 'label:L1', target: spare, ...label(1) });
    expect(first.ok && again.ok && again.value).toMatchObject({
      created: false,
      job: { id: first.ok ? first.value.job.id : '' },
    });
    await queue.settled(first.ok ? first.value.job.id : '');
    expect(queue.enqueue({ key: 'label:L1', target: zebra, ...label(1) })).toMatchObject({
      ok: true,
      value: { created: false, job: { status: 'done' } },
    });
    expect(queue.list()).toHaveLength(1);
    expect(finished(queue)).toBe(true);
    expect(printers.printed).toEqual([{ target: zebra, text: '^XA^FDlabel 1^FS^XZ' }]);
  });

  it('retries an unreachable printer with backoff, telling listeners why, and prints once it answers', async () => {
    let attempts = 0;
    printers.behaviour = () => (++attempts < 3 ? 'unreachable' : 'print');
    const queue = openQueue();
    const updates: PrintJob[] = [];
    queue.onJobUpdate((job) => updates.push(job));
    const job = enqueue(queue, { key: 'label:L1', target: zebra, ...label(1) });
    const done = await queue.settled(job.id);
    expect(done).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(printers.printed).toHaveLength(1);
    const waiting = updates.find((u) => u.status === 'queued' && u.lastError !== null);
    expect(waiting?.lastError).toMatchObject({
      kind: 'printer-unavailable',
      quoted: { source: 'printer', lines: ['ECONNREFUSED'] },
    });
    expect(waiting?.nextAttemptAt).not.toBeNull();
  });

  it('fails after the last attempt, and the operator sends it to another printer', async () => {
    printers.behaviour = (t) => (t.kind === 'network' && t.host === zebra.host ? 'unreachable' : 'print');
    const queue = openQueue({ maxAttempts: 3 });
    const job = enqueue(queue, { key: 'label:L1', target: zebra, ...label(1) });
    expect(await queue.settled(job.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: { kind: 'printer-unavailable' },
    });
    expect(queue.reprint('nope')).toMatchObject({ ok: false, error: { kind: 'job-not-found' } });
    const resent = queue.resend(job.id, spare);
    expect(resent).toMatchObject({ ok: true, value: { status: 'queued', attempts: 0, target: spare } });
    expect(await queue.settled(job.id)).toMatchObject({ status: 'done', target: spare, key: 'label:L1' });
    expect(printers.printed.map((p) => p.target)).toEqual([spare]);
    expect(queue.resend(job.id)).toMatchObject({ ok: false, error: { kind: 'job-state' } });
  });

  it('does not retry a printer that does not exist', async () => {
    printers.behaviour = () => 'not-found';
    const queue = openQueue();
    const job = enqueue(queue, { target: zebra, ...label(1) });
    expect(await queue.settled(job.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: { kind: 'printer-not-found' },
    });
  });

  it('takes a job for a printer with nothing ahead of it at once, from enqueue, and queues one behind it', async () => {
    const queue = openQueue();
    const first = enqueue(queue, { target: zebra, ...label(1) });
    const second = enqueue(queue, { target: zebra, ...label(2) });
    const elsewhere = enqueue(queue, { target: spare, ...label(3) });
    // No pass of the worker ran yet (they run after this synchronous code): enqueue itself took them.
    expect([first.status, second.status, elsewhere.status]).toEqual(['printing', 'queued', 'printing']);
    expect(queue.get(first.id)).toMatchObject({ status: 'printing', phase: 'claimed', attempts: 1 });
    await queue.settled(second.id);
    expect(printers.printed.map((p) => p.text)).toEqual([
      '^XA^FDlabel 1^FS^XZ',
      '^XA^FDlabel 3^FS^XZ',
      '^XA^FDlabel 2^FS^XZ',
    ]);
  });

  it("keeps a printer's order while a job waits for a retry, without holding up other printers", async () => {
    let zebraUp = false;
    printers.behaviour = (t) => (t.kind === 'network' && t.host === zebra.host && !zebraUp ? 'unreachable' : 'print');
    const queue = openQueue({ maxAttempts: 100 });
    const labelJob = enqueue(queue, { target: zebra, ...label(1) });
    const daceJob = enqueue(queue, { target: zebra, ...label(2) });
    const otherJob = enqueue(queue, { target: spare, ...label(3) });
    await queue.settled(otherJob.id);
    // Several retries of the label later, the DACE behind it still waits its turn.
    await waitFor(() => (queue.get(labelJob.id)?.attempts ?? 0) >= 4, 'the label to be retried three times');
    expect(queue.get(daceJob.id)).toMatchObject({ status: 'queued', attempts: 0 });
    zebraUp = true;
    await queue.settled(daceJob.id);
    expect(queue.get(labelJob.id)?.status).toBe('done');
    expect(printers.printed.map((p) => p.text)).toEqual([
      '^XA^FDlabel 3^FS^XZ',
      '^XA^FDlabel 1^FS^XZ',
      '^XA^FDlabel 2^FS^XZ',
    ]);
  });

  /**
   * Label L1's queue "crashes" (is closed) while its printer hangs as `behaviour` says, once the
   * job reached `phase`; the queue is opened again on the same file with printers that work.
   */
  async function crashAndRestart(behaviour: Behaviour, phase: PrintJob['phase']) {
    printers.behaviour = () => behaviour;
    const crashed = openQueue();
    const job = enqueue(crashed, { key: 'label:L1', target: zebra, ...label(1) });
    await waitFor(() => crashed.get(job.id)?.phase === phase, `the job to be ${phase}`);
    crashed.close();
    const restarted = new MemoryPrinters();
    return { job, queue: openQueue({ paths: restarted }), restarted };
  }

  it('prints a job exactly once after a crash before any byte left', async () => {
    const { job, queue, restarted } = await crashAndRestart('hang-before-send', 'claimed');
    expect(await queue.settled(job.id)).toMatchObject({ status: 'done' });
    expect(queue.enqueue({ key: 'label:L1', target: zebra, ...label(1) })).toMatchObject({
      ok: true,
      value: { created: false },
    });
    expect(queue.list()).toHaveLength(1);
    expect(finished(queue)).toBe(true);
    expect(restarted.printed).toHaveLength(1);
  });

  it('after a crash while bytes were on their way, asks the operator instead of printing again', async () => {
    const { job, queue, restarted } = await crashAndRestart('hang-after-send', 'sending');
    const failed = await queue.settled(job.id);
    expect(failed.lastError).toMatchObject({ kind: 'outcome-unknown' } satisfies Partial<PrintError>);
    expect(restarted.printed).toHaveLength(0);
    // The operator saw nothing come out and sends it again: that is an explicit action.
    expect(queue.resend(job.id).ok).toBe(true);
    await queue.settled(job.id);
    expect(restarted.printed).toHaveLength(1);
  });

  it('reprints as a new job marked as a reprint, from history, to any printer', async () => {
    const queue = openQueue({ keepBytesForLast: 2 });
    const first = enqueue(queue, { key: 'label:L1', target: zebra, ...label(1) });
    await queue.settled(first.id);
    const reprint = queue.reprint(first.id, spare);
    expect(reprint).toMatchObject({
      ok: true,
      value: { reprintOf: first.id, key: null, target: spare, document: { labelId: 'L1' } },
    });
    await queue.settled(reprint.ok ? reprint.value.id : '');
    expect(printers.printed.map((p) => [p.target, p.text])).toEqual([
      [zebra, '^XA^FDlabel 1^FS^XZ'],
      [spare, '^XA^FDlabel 1^FS^XZ'],
    ]);

    // Only the newest jobs keep their bytes.
    const third = enqueue(queue, { target: zebra, ...label(3) });
    await queue.settled(third.id);
    expect(queue.get(first.id)?.bytesKept).toBe(false);
    expect(queue.reprint(first.id)).toMatchObject({ ok: false, error: { kind: 'bytes-expired' } });
    expect(queue.list().map((j) => j.id)).toEqual([third.id, reprint.ok ? reprint.value.id : '', first.id]);
  });

  it('refuses to send a failed copy again once another copy of that label came out, and prints one more only on reprint', async () => {
    printers.behaviour = (t) => (t.kind === 'network' && t.host === zebra.host ? 'not-found' : 'print');
    const queue = openQueue();
    const first = enqueue(queue, { key: 'label:L1', target: zebra, ...label(1) });
    expect((await queue.settled(first.id)).status).toBe('failed');
    const reprint = queue.reprint(first.id, spare);
    if (!reprint.ok) throw new Error(spoken(reprint.error.said));
    expect((await queue.settled(reprint.value.id)).status).toBe('done');

    // "Reenviar" on the failed first copy would put a second label on the box.
    expect(queue.resend(first.id, spare)).toMatchObject({
      ok: false,
      error: { kind: 'job-state', said: { key: 'printing.copyAlreadyPrinted', params: { name: '10.0.0.10:9100' } } },
    });
    expect(queue.get(first.id)?.status).toBe('failed');
    // Only a queued or printing job can reach a printer: with every job done or failed, the one
    // label printed is all there will be (a resend let through would show here as queued).
    expect(queue.list().filter((job) => job.status !== 'done' && job.status !== 'failed')).toEqual([]);
    expect(printers.printed).toHaveLength(1);

    // One more copy is what "Reimprimir" asks for, on purpose.
    const again = queue.reprint(first.id, spare);
    if (!again.ok) throw new Error(spoken(again.error.said));
    await queue.settled(again.value.id);
    expect(printers.printed.map((p) => p.target)).toEqual([spare, spare]);
  });

  it('refuses a reprint to a printer still holding a copy of that label, and reprints it on another', async () => {
    printers.behaviour = (t) => (t.kind === 'network' && t.host === zebra.host ? 'unreachable' : 'print');
    const queue = openQueue({ maxAttempts: 10_000 });
    const first = enqueue(queue, { key: 'label:L1', target: zebra, ...label(1) });
    await waitFor(() => queue.get(first.id)?.lastError != null, 'the label to wait for its printer');
    expect(queue.reprint(first.id)).toMatchObject({
      ok: false,
      error: { kind: 'job-state', said: { key: 'printing.stillInQueue', params: { name: '10.0.0.9:9100' } } },
    });
    expect(queue.list()).toHaveLength(1);
    const elsewhere = queue.reprint(first.id, spare);
    await queue.settled(elsewhere.ok ? elsewhere.value.id : '');
    expect(printers.printed.map((p) => p.target)).toEqual([spare]);
  });

  it('cancels a copy waiting for an unreachable printer, so a reprint there prints one label when it answers', async () => {
    let zebraUp = false;
    printers.behaviour = (t) => (t.kind === 'network' && t.host === zebra.host && !zebraUp ? 'unreachable' : 'print');
    const queue = openQueue({ maxAttempts: 10_000 });
    const first = enqueue(queue, { key: 'label:L1', target: zebra, ...label(1) });
    await waitFor(() => queue.get(first.id)?.lastError != null, 'the label to wait for its printer');
    expect(queue.heldCopy(first.id)?.id).toBe(first.id);
    const cancelled = await queue.cancel(first.id);
    expect(cancelled).toMatchObject({
      ok: true,
      value: { status: 'failed', lastError: { said: { key: 'printing.cancelledHeld' } } },
    });
    expect(queue.heldCopy(first.id)).toBeUndefined();
    // Cancelling again is harmless; a printed job cannot be cancelled.
    expect(await queue.cancel(first.id)).toMatchObject({ ok: true, value: { status: 'failed' } });
    const again = queue.reprint(first.id);
    if (!again.ok) throw new Error(spoken(again.error.said));
    zebraUp = true;
    await queue.settled(again.value.id);
    expect(printers.printed.map((p) => [p.target, p.text])).toEqual([[zebra, '^XA^FDlabel 1^FS^XZ']]);
    expect(await queue.cancel(again.value.id)).toMatchObject({ ok: false, error: { kind: 'job-state' } });
    expect(queue.get(first.id)).toMatchObject({ status: 'failed' });
  });

  it('does not leave a caller waiting forever when the queue closes', async () => {
    printers.behaviour = () => 'hang-before-send';
    const queue = openQueue();
    const job = enqueue(queue, { target: zebra, ...label(1) });
    const waiting = queue.settled(job.id);
    queue.close();
    await expect(waiting).rejects.toThrow('closed');
    expect(queue.enqueue({ target: zebra, ...label(2) })).toMatchObject({ ok: false });
  });

  it('refuses invalid input as values', () => {
    const queue = openQueue();
    expect(queue.enqueue({ target: { kind: 'network', host: 'x', port: 0 }, ...label(1) })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-printer' },
    });
    expect(queue.enqueue({ target: zebra, document: label(1).document, bytes: new Uint8Array() })).toMatchObject({
      ok: false,
      error: { kind: 'unsupported' },
    });
  });
});
