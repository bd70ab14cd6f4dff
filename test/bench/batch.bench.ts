// batch: a 200-row CSV batch (quote, create, buy, download, print in CSV order) against the
// sandbox in its own process with 100 ms of latency injected on every request, printing to a
// network printer (a TCP listener, so CUPS is not what is measured). Compared in the same run
// with the sequential floor: the same calls for the same rows, one after another, through the
// same API client (quote, create, emit, download link, file, bytes to the printer).
// BENCH_FLOOR_ROWS (default all 200) measures the floor on fewer rows and scales it per row.
// stdout: one JSON line {"bench":"batch","rows":200,"speedup":…,"charges":…,"prints":…}.
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStation } from '../../electron/main/app/station';
import { pickOption } from '../../electron/main/desk';
import { createBodyOf, quoteRequestOf, type ShipPlan } from '../../electron/main/desk/ship/plan';
import { createMemoryVault } from '../../electron/main/session/vault/secret-vault';
import { DEMO, IDS, startSandboxProcess } from '../support/sandbox';
import { toCsv, typedRow } from '../integration/desk/support/batch-csv';
import { CAIXA_P } from '../support/parcels';
import { PASS_THROUGH } from '../support/profiles';
import { spoken } from '../support/said';
import { until } from '../support/until';

const ROWS = Number(process.env.BENCH_ROWS ?? 200);
const FLOOR_ROWS = Math.min(ROWS, Number(process.env.BENCH_FLOOR_ROWS ?? ROWS));
const LATENCY_MS = 100;
const CONCURRENCY = 8;

/** A network label printer: counts jobs (connections that sent bytes) and notes when each ended. */
async function startPrinter(): Promise<{ port: number; jobs: number[]; close(): Promise<void> }> {
  const jobs: number[] = [];
  const server: Server = createServer((socket) => {
    let bytes = 0;
    socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
    socket.on('error', () => undefined);
    socket.on('end', () => {
      socket.end();
      if (bytes > 0) jobs.push(performance.now()); // an empty connection is strict mode's probe
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    jobs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sendToPrinter = (port: number, bytes: Uint8Array) =>
  new Promise<void>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
const round2 = (n: number) => Math.round(n * 100) / 100;
const log = (message: string) => console.error(`batch: ${message}`);

const sandbox = await startSandboxProcess();
const printer = await startPrinter();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-batch-'));
let station: Awaited<ReturnType<typeof createStation>> | undefined;
try {
  await sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
  station = await createStation({ dataDir, apiBaseUrl: sandbox.url, vault: createMemoryVault() });
  await station.session.login({ email: DEMO.email, senha: DEMO.senha });
  await station.session.selectLoja(IDS.demoLoja);
  const call = async (channel: Parameters<NonNullable<typeof station>['registry']['invoke']>[0], input?: unknown) => {
    const result = await station!.registry.invoke(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${spoken(result.error)}`);
    return result.value as never;
  };
  const printerId: string = (
    (await call('printers:add-network', { address: `127.0.0.1:${printer.port}` })) as { id: string }
  ).id;
  // The bench printer counts whatever bytes arrive: it reads the label as the server sent it.
  await call('printers:set-profile', { printerId, profile: PASS_THROUGH });
  await call('settings:update', { printers: { label: printerId }, strictMode: true });
  await call('desk:preset-save', CAIXA_P);
  const imported: { batch: { batchId: string }; errors: unknown[] } = await call('desk:batch-import', {
    csv: toCsv(Array.from({ length: ROWS }, (_, i) => typedRow(i + 1))),
  });
  if (imported.errors.length > 0)
    throw new Error(`the bench CSV has invalid rows: ${JSON.stringify(imported.errors[0])}`);
  const { batchId } = imported.batch;
  await sandbox.admin.faults({ latencyMs: LATENCY_MS });
  const walletBefore = (await sandbox.admin.wallets()).find((w) => w.lojaId === IDS.demoLoja)?.balanceCents ?? 0;

  // ---- the batch ----
  const started = performance.now();
  await call('desk:batch-start', { batchId, concurrency: CONCURRENCY });
  await station.desk.service.runner.idle(batchId);
  // The printer notes when each job ended: waiting for the last one does not move the figure.
  await until(() => printer.jobs.length >= ROWS, {
    what: `${ROWS} jobs at the printer`,
    timeoutMs: 60_000,
    everyMs: 5,
  });
  const batchMs = (printer.jobs[ROWS - 1] as number) - started;
  const prints = printer.jobs.length;
  const view: {
    counts: Record<string, number>;
    rows: Array<{ shipmentId: string | null; priceCents: number | null }>;
  } = await call('desk:batch-status', { batchId });
  const walletAfter = (await sandbox.admin.wallets()).find((w) => w.lojaId === IDS.demoLoja)?.balanceCents ?? 0;
  const shipments = new Set(view.rows.map((r) => r.shipmentId));
  const charges = station.desk.service.audit
    .all(station.desk.service.scope()!, { kind: 'charge' })
    .filter((c) => c.outcome === 'charged' && shipments.has(c.shipmentId));
  const uniqueCharges = new Set(charges.map((c) => c.transactionId)).size;
  const paid = view.rows.reduce((sum, r) => sum + (r.priceCents ?? 0), 0);
  log(
    `batch of ${ROWS} rows in ${round2(batchMs)} ms (concurrency ${CONCURRENCY}); rows ${JSON.stringify(view.counts)}; wallet moved ${walletBefore - walletAfter} for ${paid} of prices`,
  );

  // ---- the sequential floor: the same calls for the same rows, one after another ----
  const rowPlans = (
    station.desk.service.db.all('SELECT plan FROM batch_rows WHERE batch_id = ? ORDER BY idx', batchId) as Array<{
      plan: string;
    }>
  ).map((r) => JSON.parse(r.plan) as ShipPlan);
  const api = station.api;
  const floorStarted = performance.now();
  for (const plan of rowPlans.slice(0, FLOOR_ROWS)) {
    const quote = await api.simulateQuote(quoteRequestOf(plan));
    const pick = pickOption({ kind: 'cheapest' }, quote);
    if (!pick.ok) throw new Error(spoken(pick.error.message));
    const created = await api.createShipment(createBodyOf(plan, pick.value.option));
    const label = await api.emitLabel(created.shipmentId, { paymentMethod: 'wallet' });
    if (label.status !== 'READY') throw new Error('a national label answered PENDING');
    const { downloadUrl } = await api.downloadLabel(label.labelId);
    const file = await api.downloadFile(downloadUrl);
    await sendToPrinter(printer.port, file.bytes);
  }
  const floorMs = ((performance.now() - floorStarted) / FLOOR_ROWS) * ROWS;
  const speedup = round2(floorMs / batchMs);
  log(
    `sequential floor ${round2(floorMs)} ms for ${ROWS} rows (measured on ${FLOOR_ROWS}: ${round2(floorMs / ROWS)} ms a row); speed-up ${speedup}`,
  );
  if (walletBefore - walletAfter !== paid)
    log(`WARNING: the wallet moved ${walletBefore - walletAfter}, the rows' prices sum to ${paid}`);
  console.log(
    JSON.stringify({
      bench: 'batch',
      rows: ROWS,
      speedup,
      charges: uniqueCharges,
      prints,
      batchMs: Math.round(batchMs),
      floorMs: Math.round(floorMs),
      floorRows: FLOOR_ROWS,
      latencyMs: LATENCY_MS,
      concurrency: CONCURRENCY,
    }),
  );
} finally {
  await station?.close();
  await printer.close();
  await sandbox.stop();
  await rm(dataDir, { recursive: true, force: true });
}
