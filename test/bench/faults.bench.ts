// faults (issues 15 and 27): purchases under the faults a packing desk really meets, against the
// real sandbox over HTTP, the real workflow (workflow.db, print queue) and a TCP printer. Per fault
// kind, BENCH_TRIALS trials (50 by default), one new shipment (or order) each; BENCH_KINDS picks
// kinds by name, comma-separated (BENCH_FAULTS too), e.g. BENCH_KINDS=pg-down-before-claim,stalled-link.
// The whole bench takes about 20 minutes on a 2-core machine, most of it in the kinds that start
// station processes (read-only-print-queue 5 min, desk-sigkill-* 2–3 min each, two-stations 2.5
// min); each warehouse kind in-process takes under half a minute. BENCH_VERBOSE=1 says each step.
// One desk (test/integration/workflow's fixture):
//   sigkill-f9-resume     a real host child process buying the label is killed (SIGKILL) at a
//                         random step of the purchase; the station restarts, resumes, and the
//                         operator presses F9 again before the resume settles
//   tcp-close-at-accept   the label printer accepts 1–3 connections and closes them at once,
//                         then takes the job
//   full-queue-disk       the data folder on a 16 MB tmpfs filled to the last byte, before the
//                         purchase or right after the label is bought; then space comes back
//                         (skipped with a line saying so when tmpfs cannot be mounted)
//   damaged-workflow-db   a child killed after buying (the label charged, not printed), then a
//                         page of workflow.db overwritten; start-up sets it aside, salvages,
//                         resumes, and the operator presses F9 again
// One desk, whole stations (support/station-faults.ts), each trial one order pressed with F9:
//   two-stations-one-data-folder
//                         a second station process (the browser-host CLI) started on the folder
//                         of a running one: while it is idle, while its purchase is in flight (its
//                         emit answer held at a proxy), or both started at the same moment; the
//                         second must exit refusing (exit 3, naming the holder: namedHolder) and
//                         never buy or print (startedTwice counts those that ran)
//   read-only-print-queue print-queue.sqlite (0444) or the data folder (0555) made read-only
//                         while the station is closed, before the order's purchase or after it
//                         (its label waiting in the queue, the printer off as it downloaded); the
//                         station runs as root without CAP_DAC_OVERRIDE so modes bind it. It must
//                         refuse to buy in words, or refuse to start (startRefused; Raw: only a
//                         system error's text); once writable, the order is bought or its label
//                         printed once (queueStillReadOnly, waitingLabelNeededRestart: it took the
//                         restart the station's words ask for)
//   damaged-settings-file settings.json overwritten while the station is closed (random bytes,
//                         zeros, cut short, empty, JSON that is not an object, bad fields, an
//                         empty object), alone or with its last good copy unreadable too; the
//                         station starts from its folder: with a good copy it takes its server and
//                         printer (restoredFromCopy), with none it must start with no server
//                         (askedForServer), send nothing (refusedCorrectly: the login and F9) and
//                         buy once the operator saved the server; pickedServer counts starts that
//                         chose training or another server by themselves
// Two desks of a warehouse (support/warehouse-faults.ts): whole stations with their own data
// folders and desk names, one sandbox, one printer, one real PostgreSQL (test/support/postgres.ts);
// every trial a fresh order reference that BOTH desks try to buy, so a journal that fails them
// shows as an order charged twice:
//   pg-down-before-claim  PostgreSQL stopped (or killed) before the claim: both desks refused in
//                         strict mode, nothing charged; once restarted, both press at once: one buys
//   pg-cut-between-claim-and-post
//                         desk 1's connection dropped by a trigger when it marks the order
//                         "emitting" (pg_terminate_backend), or the server stopped while that
//                         statement runs: refused, nothing sent; desk 2 meanwhile refused, then
//                         buys once desk 1 gave the claim back; desk 1 pressing again reads so
//   pg-down-after-post    PostgreSQL stopped (or killed) while desk 1's emit POST is in flight
//                         (charged, answer not read): desk 1 prints anyway, owes bought/printed on
//                         its disk (owedOnDisk) and sends them once it is back (deliveredLater);
//                         desk 2 presses meanwhile (refused) and after the restart (bought at 1)
//   pg-restarted-mid-run  bursts of 5 orders pressed at both desks at once; PostgreSQL killed
//                         (SIGKILL) at a random moment of each burst and restarted; then every
//                         order nobody bought is pressed again (notBought: still not bought)
//   desk-sigkill-after-claim
//                         desk 1, a real browser-host process, killed after its claim and before
//                         its "emitting" mark (its shipment's creation held at a proxy, or killed
//                         while the mark's statement runs, which dies with it); desk 2 is refused,
//                         then takes the order over after the timeout on the operator's word
//                         (takenOver) or buys it once desk 1 restarted and gave it back
//                         (givenBack); desk 1 pressing again reads it was bought at desk 2
//   desk-sigkill-after-emitting
//                         desk 1 killed after its mark: while the mark's statement commits (no
//                         intent on its disk), its emit POST held before the server, charged with
//                         its answer held, or its label's download held; desk 2 refused, also when
//                         it asks to take over after the timeout; desk 1 restarts and resumes (or
//                         gives the claim back: then desk 2 buys); missedKillPoint: ended before it
//   stalled-link          desk 2's link to PostgreSQL stops forwarding silently (no close) once
//                         every 5 orders for 0.5–4 s, then heals, while both desks press each
//                         order (stalledPresses: desk 2's presses that waited on it); then every
//                         order nobody bought is pressed again
//   clocks-10-min-apart   desk 2's clock 10 minutes ahead, takeover after 60 s: the second desk
//                         presses 60 ms after the first asking to take over while the first one's
//                         claim is fresh (its server slow to create the shipment): never taken over
//                         (freshClaimRefused), the claim's time read is the database's
// heldUnsettled counts labels charged and not printed that the operator is shown as unsettled
// (not lost); waitingInQueue, those whose job waits in the print queue (shown in its history).
// In damaged-workflow-db, start-up first compares the audit log (desk.db, fsynced: each
// purchase's intent before its POST, each charge) with the salvaged journal and the queue: a
// charge whose row the damage took comes back as this desk's own purchase and prints once at the
// resume; an intent with no charge seen (killed during the emit) comes back held as this desk's
// own, unknown, and the operator's F9 settles it (`recovered` counts both). heldBoughtElsewhere
// counts own labels mislabelled as bought on another desk (that kind has one desk): before the
// audit reconciliation, 13 of 50.
// Each trial counts from the outside: charges from the sandbox wallet (per order reference across
// desks in the warehouse and station kinds, from the sandbox's ledger), prints from the print
// listener, and a lost label is one charged with no print that the operator is not shown.
// doubleCharges: orders charged more than once. Double prints are counted once per kind, by the
// printed bytes: a label held in one trial and printed once in a later one (a resume that learned
// it was bought) was counted as a double print of the later trial before. refusedCorrectly:
// presses (or starts) the fault had to refuse, refused in the words that say why; refusedWrongly:
// refused otherwise (the words go to stderr). crashes: an uncaught error, a child that died of
// something other than our SIGKILL, a call that threw something other than a Failure, or an
// answer of kind `internal`. stdout: one JSON line per kind (ms: the kind's whole run, setup
// included); progress and what was seen go to stderr.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { setAsideDamaged } from '../../electron/main/app/storage-check';
import { silentLogger } from '../../electron/main/log/logger';
import type { EmissionProgress } from '../../electron/main/workflow';
import { emptyDisk, fillDisk, mountSmallDisk } from '../support/full-disk';
import { until } from '../support/until';
import { startWorkflowFixture, type WorkflowFixture } from '../integration/workflow/support/fixture';
import { createShipment, openStack, type Stack } from '../integration/workflow/support/stack';
import { crashed, pick, tally, type Tally } from './support/fault-tally';
import {
  clocksTenMinutesApart,
  deskSigkillAfterClaim,
  deskSigkillAfterEmitting,
  pgCutBetweenClaimAndPost,
  pgDownAfterPost,
  pgDownBeforeClaim,
  pgRestartedMidRun,
  stalledLink,
} from './support/warehouse-faults';
import { damagedSettingsFile, readOnlyPrintQueue, twoStationsOneDataFolder } from './support/station-faults';

const TRIALS = Number(process.env.BENCH_TRIALS ?? 50);
const child = fileURLToPath(new URL('../integration/workflow/support/emit-child.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => {
  console.error('uncaught:', error);
  uncaught.push(error);
};
process.on('uncaughtException', onUncaught);
process.on('unhandledRejection', onUncaught);

/** Nothing the queue holds is on its way: every print that will happen has happened. */
async function queueSettled(stack: Stack): Promise<void> {
  await until(
    () => !stack.printing.queue.list(10_000).some((job) => job.status === 'queued' || job.status === 'printing'),
    {
      what: 'the print queue to settle',
      timeoutMs: 30_000,
    },
  );
}

/** Counts one trial from the outside: the wallet, the printer, and what the operator is shown. */
async function count(
  t: Tally,
  f: WorkflowFixture,
  stack: Stack,
  shipmentId: string,
  before: { balance: number; prints: number },
  unitPrice: number,
): Promise<void> {
  await queueSettled(stack);
  const paid = before.balance - (await f.balance());
  const charges = Math.round(paid / unitPrice);
  const prints = (await f.listener.jobs()).length - before.prints;
  const unfinished = stack.workflow.unfinished().find((s) => s.record.shipmentId === shipmentId);
  const shown = unfinished !== undefined;
  if (unfinished?.record.boughtElsewhereAt) t.heldBoughtElsewhere = (t.heldBoughtElsewhere ?? 0) + 1;
  t.trials++;
  t.charges += charges;
  if (charges > 1) t.doubleCharges += charges - 1;
  if (charges > 0 && prints === 0) {
    if (shown) t.heldUnsettled++;
    else {
      t.lostLabels++;
      const job = stack.printing.queue.list(10_000).find((j) => j.document.shipmentId === shipmentId);
      console.error(
        `lost label: ${shipmentId} (workflow: ${stack.workflow.status(shipmentId)?.record.state}, print job: ${job ? `${job.status} after ${job.attempts} attempts` : 'none'})`,
      );
    }
  }
}

/**
 * Labels that came out more than once during the kind's trials, told by their bytes (each label
 * carries its own tracking code): a label held in one trial and printed in a later one, once, is
 * not a double print, whichever trial's count saw it come out.
 */
async function doublePrints(f: WorkflowFixture, printedBefore: number): Promise<number> {
  const seen = new Map<string, number>();
  for (const job of (await f.listener.jobs()).slice(printedBefore)) {
    const digest = createHash('sha256').update(job).digest('hex');
    seen.set(digest, (seen.get(digest) ?? 0) + 1);
  }
  return [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
}

/** One ordinary purchase: the unit price of a label (the bench's shipments all cost the same). */
async function unitPriceOf(f: WorkflowFixture): Promise<number> {
  const outcome = await f.stack.workflow.emitAndPrint(await createShipment(f.api));
  await queueSettled(f.stack);
  if (!outcome.priceCents) throw new Error('the sandbox answered no price');
  return outcome.priceCents;
}

/** The host child buying `shipmentId`, killed with SIGKILL at `stopAt` or at the first progress event of `phase`. */
async function killChild(
  f: WorkflowFixture,
  shipmentId: string,
  stop: { at?: string; phase?: string },
  options: { audit?: boolean } = {},
): Promise<boolean> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    cwd: repoRoot,
    env: {
      ...process.env,
      CHILD_INPUT: JSON.stringify({
        sandboxUrl: f.sandbox.url,
        dataDir: f.dataDir,
        target: f.target,
        shipmentId,
        stopAt: stop.at ?? 'never',
        audit: options.audit ?? false,
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const lines = createInterface({ input: proc.stdout });
  lines.on('line', (line) => {
    let message: { stop?: string; progress?: EmissionProgress };
    try {
      message = JSON.parse(line) as typeof message;
    } catch {
      return;
    }
    if ((stop.at && message.stop === stop.at) || (stop.phase && message.progress?.phase === stop.phase))
      proc.kill('SIGKILL');
  });
  const { code, signal } = await exited;
  // Killed by us, or it finished the purchase before the step came: both are fine. Anything else crashed.
  if (signal === 'SIGKILL' || code === 0) return true;
  console.error(`the child buying ${shipmentId} ended otherwise (${signal ?? `exit ${code}`}): ${stderr}`);
  return false;
}

const KILL_POINTS = [
  { at: 'during-emit' },
  { at: 'after-emit' },
  { phase: 'checking-printer' },
  { phase: 'emitting' },
  { phase: 'downloading' },
  { phase: 'printing' },
  { phase: 'printed' },
];

async function sigkillF9Resume(f: WorkflowFixture, unitPrice: number): Promise<Tally> {
  const t = tally();
  for (let i = 0; i < TRIALS; i++) {
    const shipmentId = await createShipment(f.api);
    const before = { balance: await f.balance(), prints: (await f.listener.jobs()).length };
    f.stack.close(); // the child owns the data folder until it dies
    if (!(await killChild(f, shipmentId, pick(KILL_POINTS)))) t.crashes++;
    f.stack = openStack({ dataDir: f.dataDir, api: f.api, tenantId: f.tenantId, label: f.target });
    // The resume after login, and F9 again before it settles.
    const results = await Promise.allSettled([f.stack.workflow.resume(), f.stack.workflow.emitAndPrint(shipmentId)]);
    for (const r of results) if (r.status === 'rejected' && crashed(r.reason)) t.crashes++;
    await count(t, f, f.stack, shipmentId, before, unitPrice);
  }
  return t;
}

/**
 * A printer in front of the listener that closes the next `closeNext` connections at accept. The
 * others are piped both ways to the listener, which stands for the print head: allowHalfOpen, so
 * the station's end is passed on and this side closes when the listener closes, after it took the
 * job, as a printer closes after it read the job. Without it Node closed this side the moment the
 * station's end arrived, before the job reached the listener: the station was told "printed" while
 * the label was still on its way to be counted. (The station's own lost labels here were another
 * matter: electron/main/printing/paths/tcp.ts, afterPoll.)
 */
async function closingPrinter(
  port: number,
): Promise<{ port: number; closeNext: (n: number) => void; close: () => Promise<void> }> {
  let toClose = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (toClose > 0) {
      toClose--;
      socket.destroy();
      return;
    }
    const upstream = connect(port, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream);
    upstream.pipe(socket);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  return {
    port: (server.address() as { port: number }).port,
    closeNext: (n) => {
      toClose = n;
    },
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}

async function tcpCloseAtAccept(f: WorkflowFixture, unitPrice: number): Promise<Tally> {
  const t = tally();
  const printer = await closingPrinter(f.listener.port);
  f.stack.close();
  f.stack = openStack({
    dataDir: f.dataDir,
    api: f.api,
    tenantId: f.tenantId,
    label: { kind: 'network', host: '127.0.0.1', port: printer.port },
    retry: { delayMs: () => 50 },
  });
  try {
    for (let i = 0; i < TRIALS; i++) {
      const shipmentId = await createShipment(f.api);
      const before = { balance: await f.balance(), prints: (await f.listener.jobs()).length };
      printer.closeNext(1 + Math.floor(Math.random() * 3));
      try {
        await f.stack.workflow.emitAndPrint(shipmentId);
      } catch (error) {
        if (crashed(error)) t.crashes++;
      }
      await count(t, f, f.stack, shipmentId, before, unitPrice);
    }
  } finally {
    await printer.close();
  }
  return t;
}

async function fullQueueDisk(f: WorkflowFixture, unitPrice: number): Promise<Tally | string> {
  const disk = mountSmallDisk('faults-disk-', '16m');
  if (!disk.mounted) {
    disk.remove();
    return 'tmpfs could not be mounted here (mounting needs root)';
  }
  const mountPoint = disk.path;
  const t = tally();
  const dataDir = join(mountPoint, 'station');
  execFileSync('mkdir', ['-p', dataDir]);
  let fillAfterBuy = false;
  const open = () =>
    openStack({
      dataDir,
      api: f.api,
      tenantId: f.tenantId,
      label: f.target,
      retry: { delayMs: () => 50 },
      onProgress: (e) => {
        if (fillAfterBuy && e.phase === 'downloading') {
          fillAfterBuy = false;
          fillDisk(mountPoint);
        }
      },
    });
  let stack = open();
  try {
    for (let i = 0; i < TRIALS; i++) {
      const shipmentId = await createShipment(f.api);
      const before = { balance: await f.balance(), prints: (await f.listener.jobs()).length };
      const when = pick(['before-purchase', 'after-buy'] as const);
      if (when === 'before-purchase') fillDisk(mountPoint);
      else fillAfterBuy = true;
      try {
        await stack.workflow.emitAndPrint(shipmentId);
      } catch (error) {
        if (crashed(error)) t.crashes++;
      }
      fillAfterBuy = false;
      // What the operator is shown while the disk is full: a bought label must be listed.
      const boughtNotQueued = stack.workflow.status(shipmentId)?.record.state === 'ready';
      if (boughtNotQueued && !stack.workflow.unfinished().some((s) => s.record.shipmentId === shipmentId))
        t.lostLabels++;
      // Space comes back; the station is started again (as after the operator freed the disk) and resumes.
      emptyDisk(mountPoint);
      stack.close();
      stack = open();
      try {
        await stack.workflow.resume();
        if (when === 'before-purchase') await stack.workflow.emitAndPrint(shipmentId);
      } catch (error) {
        if (crashed(error)) t.crashes++;
      }
      await count(t, f, stack, shipmentId, before, unitPrice);
    }
  } finally {
    stack.close();
    emptyDisk(mountPoint);
    disk.remove();
  }
  return t;
}

async function damagedWorkflowDb(f: WorkflowFixture, unitPrice: number): Promise<Tally> {
  const t = tally();
  const logger = silentLogger();
  for (let i = 0; i < TRIALS; i++) {
    const shipmentId = await createShipment(f.api);
    const before = { balance: await f.balance(), prints: (await f.listener.jobs()).length };
    f.stack.close();
    // The child keeps the audit log as the station does: its charges are what start-up reconciles from.
    if (!(await killChild(f, shipmentId, { at: pick(['during-emit', 'after-emit']) }, { audit: true }))) t.crashes++;
    // A bad sector: one page of the journal (not its header page) overwritten. The killed child
    // left its last writes in the WAL, which would rewrite the page on the next open: they are
    // checkpointed into the file first, so the damage lands on what the journal really holds.
    const journal = join(f.dataDir, 'workflow.db');
    const db = new DatabaseSync(journal);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.close();
    const bytes = readFileSync(journal);
    const pages = Math.floor(bytes.length / 4096);
    const page = 1 + Math.floor(Math.random() * (pages - 1));
    if (pages > 1) bytes.fill(0xa5, page * 4096, (page + 1) * 4096);
    writeFileSync(journal, bytes);
    try {
      // Start-up as the station does it: damaged files set aside, then salvaged into the fresh ones.
      const damaged = setAsideDamaged(f.dataDir, logger);
      f.stack = openStack({ dataDir: f.dataDir, api: f.api, tenantId: f.tenantId, label: f.target, audit: true });
      const moved = damaged.get('workflow.db');
      if (moved) {
        t.setAside = (t.setAside ?? 0) + 1;
        f.stack.workflow.salvageFrom(moved.movedTo);
      }
      // Then the audit log's charges never seen printed are compared with the journal and the queue.
      t.recovered = (t.recovered ?? 0) + f.stack.reconcile().length;
      const results = await Promise.allSettled([f.stack.workflow.resume(), f.stack.workflow.emitAndPrint(shipmentId)]);
      for (const r of results) if (r.status === 'rejected' && crashed(r.reason)) t.crashes++;
    } catch (error) {
      t.crashes++;
      void error;
    }
    await count(t, f, f.stack, shipmentId, before, unitPrice);
  }
  return t;
}

/**
 * A kind runs against the workflow fixture (one desk: sandbox, workflow, TCP printer), or builds
 * its own world (the warehouse's two desks and PostgreSQL, station processes).
 */
type Kind =
  | { fault: string; workflow: (f: WorkflowFixture, unitPrice: number) => Promise<Tally | string> }
  | { fault: string; own: () => Promise<Tally | string> };

const KINDS: Kind[] = [
  { fault: 'sigkill-f9-resume', workflow: sigkillF9Resume },
  { fault: 'tcp-close-at-accept', workflow: tcpCloseAtAccept },
  { fault: 'full-queue-disk', workflow: fullQueueDisk },
  { fault: 'damaged-workflow-db', workflow: damagedWorkflowDb },
  { fault: 'two-stations-one-data-folder', own: twoStationsOneDataFolder },
  { fault: 'read-only-print-queue', own: readOnlyPrintQueue },
  { fault: 'damaged-settings-file', own: damagedSettingsFile },
  { fault: 'pg-down-before-claim', own: pgDownBeforeClaim },
  { fault: 'pg-cut-between-claim-and-post', own: pgCutBetweenClaimAndPost },
  { fault: 'pg-down-after-post', own: pgDownAfterPost },
  { fault: 'pg-restarted-mid-run', own: pgRestartedMidRun },
  { fault: 'desk-sigkill-after-claim', own: deskSigkillAfterClaim },
  { fault: 'desk-sigkill-after-emitting', own: deskSigkillAfterEmitting },
  { fault: 'stalled-link', own: stalledLink },
  { fault: 'clocks-10-min-apart', own: clocksTenMinutesApart },
];

/** A workflow kind in its own fixture: one ordinary purchase first gives the unit price. */
async function runOnWorkflow(run: (f: WorkflowFixture, unitPrice: number) => Promise<Tally | string>) {
  const f = await startWorkflowFixture({ printer: 'network' });
  try {
    await f.sandbox.admin.setWallet(f.tenantId, 100_000_000);
    const unitPrice = await unitPriceOf(f);
    const printedBefore = (await f.listener.jobs()).length;
    const result = await run(f, unitPrice);
    if (typeof result !== 'string') result.doublePrints = await doublePrints(f, printedBefore);
    return result;
  } finally {
    await f.close();
  }
}

// BENCH_KINDS (or BENCH_FAULTS) picks kinds by name, comma-separated; all of them by default.
const only = (process.env.BENCH_KINDS ?? process.env.BENCH_FAULTS)?.split(',').map((k) => k.trim());
const unknown = only?.filter((k) => !KINDS.some((kind) => kind.fault === k)) ?? [];
if (unknown.length > 0) {
  console.error(`faults bench: no kind named ${unknown.join(', ')}; kinds: ${KINDS.map((k) => k.fault).join(', ')}`);
  process.exit(2);
}
for (const kind of KINDS) {
  if (only && !only.includes(kind.fault)) continue;
  const { fault } = kind;
  const started = Date.now();
  const crashesBefore = uncaught.length;
  console.error(`faults: ${fault} (${TRIALS} trials)`);
  let result: Tally | string;
  try {
    result = 'workflow' in kind ? await runOnWorkflow(kind.workflow) : await kind.own();
  } catch (error) {
    // The kind could not go on (its world broke: a process that would not start again, say):
    // its line says so, and the next kind runs.
    console.error(`faults: ${fault} stopped:`, error);
    console.log(
      JSON.stringify({ bench: 'faults', fault, failed: String(error).split('\n')[0], ms: Date.now() - started }),
    );
    continue;
  }
  if (typeof result === 'string') {
    console.log(JSON.stringify({ bench: 'faults', fault, skipped: result }));
    continue;
  }
  result.crashes += uncaught.length - crashesBefore;
  console.log(JSON.stringify({ bench: 'faults', fault, ...result, ms: Date.now() - started }));
}
process.exit(0);
