// A station killed (SIGKILL, no cleanup) in the middle of a batch: rows printed, rows bought but
// not printed, rows being bought and rows not started. After a restart and a login the batch goes
// on by itself, and in the end every row was charged once (the wallet moved by exactly the sum
// of the rows' prices, one transaction each) and printed once, still in the CSV's order.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchRowView, BatchView } from '../../../electron/shared/desk';
import { createRawQueue, ensureCupsd, type RawQueue } from '../../support/cups';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { toCsv, typedRow } from './support/batch-csv';
import { jobsExactly, startDeskFixture, waitFor, type DeskFixture } from './support/desk-fixture';
import { auditCsvRows } from './support/audit';

const child = fileURLToPath(new URL('./support/batch-child.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const ROWS = 12;

let sandbox: TestSandbox | undefined;
let listener: PrintListener | undefined;
let queue: RawQueue | undefined;
let dataDir: string | undefined;
let f: DeskFixture | undefined;
afterEach(async () => {
  await f?.close();
  await queue?.remove();
  await listener?.close();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a batch killed halfway', () => {
  it('resumes after login with every row charged once and printed once, in CSV order', async () => {
    await ensureCupsd();
    sandbox = await startTestSandbox({ latencyMs: 40 });
    listener = await startPrintListener();
    queue = await createRawQueue({ port: listener.port });
    dataDir = await mkdtemp(join(tmpdir(), 'desk-kill-'));
    const wallet = async () =>
      (await sandbox!.admin.wallets()).find((w) => w.lojaId === IDS.demoLoja)?.balanceCents ?? 0;
    const before = await wallet();
    const csv = toCsv(Array.from({ length: ROWS }, (_, i) => typedRow(i + 1)));

    // The child runs the batch; it dies once a few rows printed and others are on their way.
    const proc = spawn(process.execPath, ['--import', 'tsx', child], {
      cwd: repoRoot,
      env: {
        ...process.env,
        CHILD_INPUT: JSON.stringify({
          sandboxUrl: sandbox.url,
          dataDir,
          printerId: `cups:${queue.name}`,
          csv,
          concurrency: 4,
        }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      proc.once('exit', (_code, signal) => resolve(signal)),
    );
    const states = new Map<number, BatchRowView['state']>();
    await new Promise<void>((resolve, reject) => {
      proc.once('exit', (code) => reject(new Error(`the child exited (${code}) before the kill`)));
      createInterface({ input: proc.stdout }).on('line', (line) => {
        const message = JSON.parse(line) as { row?: BatchRowView };
        if (!message.row) return;
        states.set(message.row.index, message.row.state);
        if ([...states.values()].filter((s) => s === 'printed').length >= 4) resolve();
      });
    });
    proc.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // Killed mid-way: rows on their way (quoting, created, or buying) and rows not started.
    expect([...states.values()].some((s) => s === 'quoting' || s === 'created' || s === 'emitting')).toBe(true);
    expect(states.size === ROWS && [...states.values()].every((s) => s === 'printed')).toBe(false);

    // A new station on the same data folder: logging in resumes the batch.
    // Same printer as the child's: jobs it left in the print queue and the resumed rows share one line.
    f = await startDeskFixture({ dataDir, shared: { sandbox, listener }, printerId: `cups:${queue.name}` });
    const [batch] = await f.call('desk:batch-list');
    if (!batch) throw new Error('the batch is gone');
    const done = await waitFor(
      async () => {
        const view: BatchView = await f!.call('desk:batch-status', { batchId: batch.batchId });
        return view.state === 'finished' && view;
      },
      'the resumed batch to finish',
      60_000,
    );
    expect(done.counts).toMatchObject({ printed: ROWS, failed: 0 });
    // The workflow's own resume settled what the child left unsettled but printed none of it: the
    // batch queued every label in turn, and workflow.db has each purchase queued under its row's job.
    expect(await f.call('labels:unfinished')).toEqual([]);
    for (const row of done.rows) {
      expect(await f.call('labels:emission-status', { shipmentId: row.shipmentId as string })).toMatchObject({
        state: 'queued',
        labelId: row.labelId,
        printJob: { jobId: row.labelJobId },
      });
    }

    // Charged once: the wallet moved by exactly the rows' prices, one transaction per row.
    const prices = done.rows.map((r) => r.priceCents ?? 0);
    expect(prices.every((p) => p > 0)).toBe(true);
    expect(before - (await wallet())).toBe(prices.reduce((a, b) => a + b, 0));
    const charges = (await f.call('desk:audit-list', { kind: 'charge', pageSize: 100 })).entries;
    expect(charges).toHaveLength(ROWS);
    expect(new Set(charges.map((c) => c.transactionId)).size).toBe(ROWS);
    expect(new Set(charges.map((c) => c.shipmentId))).toEqual(new Set(done.rows.map((r) => r.shipmentId)));

    // Printed once, in CSV order, byte for byte.
    const printed = await jobsExactly(f, ROWS);
    for (const [i, row] of done.rows.entries()) {
      const file = await f.station.workflow.labelFile(row.labelId as string);
      expect(Buffer.compare(printed[i] as Buffer, Buffer.from(file.bytes)), `row ${row.index}`).toBe(0);
    }

    // The audit CSV has every charge and every print.
    await waitFor(
      async () => (await f!.call('desk:audit-list', { kind: 'print', pageSize: 100 })).total === ROWS,
      'every print in the audit log',
    );
    const exported = await f.call('desk:audit-csv', {});
    const rows = auditCsvRows(exported.csv);
    expect(
      rows
        .filter((r) => r.kind === 'charge')
        .map((r) => r.transactionId)
        .sort(),
    ).toEqual(charges.map((c) => c.transactionId).sort());
    expect(
      rows
        .filter((r) => r.kind === 'print' && r.outcome === 'printed')
        .map((r) => r.trackingCode)
        .sort(),
    ).toEqual(done.rows.map((r) => r.trackingCode).sort());
  });
});
