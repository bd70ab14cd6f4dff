// desk-link: the speed a desk feels. The station runs as a desk runs it (the browser host's
// process, test/bench/support/host-desk.ts; the bench clicks through its RPC as the page does),
// against the sandbox behind a desk's network link (test/support/desk-link.ts): TLS with a test
// CA the station is told to trust (NODE_EXTRA_CA_CERTS), every byte half a round trip away, a new
// connection two round trips before its request leaves (TCP, then TLS 1.3), and a load balancer
// that closes a connection left idle. Timed: from the click (the RPC sent) to the label's first
// byte at a ZPL network printer (profile ZPL 203 dpi: the PDF is converted on the way; strict
// mode asks the printer's ~HS first when it has not printed for a few seconds).
//
// Paths, each at 20 ms and 80 ms round trip:
//   buy          Buy on a quoted shipment (labels:emit-and-print): emit, the label's address, its
//                file: 3 dependent round trips.
//   f9           F9 on a scanned order (desk:scan, then desk:one-key-ship with the recipient, the
//                preset on key 1 and the scale's weight): quote, create, emit, address, file: 5.
//                The ship screen asks the quote ahead as soon as the draft is complete
//                (desk:quote-ahead, what the page does when the weight settles) and the operator
//                presses F9 F9_AFTER_MS later (250 ms: the instant the scale settles).
//   f9-no-ahead  The same without the quote asked ahead (what F9 costs without it).
//   first        The first label after the station started: a new process, logged in, the
//                shipment made elsewhere; Buy one second after the loja was chosen: 3.
//   buy-idle     Buy after the link sat idle past the balancer's idle timeout: 3.
//   f9-idle      F9 after the same idle: 5.
//   reprint      Scan of a printed label's tracking code: the bytes are in the print history, no
//                round trip: 0.
// BENCH_PATHS (comma-separated) runs only those paths; BENCH_RTTS, BENCH_SAMPLES as named.
// Idle is scaled: the balancer closes a connection idle for IDLE_CLOSE_MS (4 s, standing for an
// ALB's 60 s) and the desk sits idle IDLE_MS (10 s, standing for 5 minutes): what matters is
// that every connection not kept open is closed by then.
//
// Each line: {"bench":"desk-link","path":…,"rttMs":…,"roundTrips":…,"p50Ms":…,"p95Ms":…,
// "floorMs":…,"overFloorP95Ms":…,"newConnections":…,"serverMsP50":…,"linkLateMsP50":…,"cpuMsPerLabel":…,
// "samples":…}. floor =
// round trips × RTT; the goal is p95 ≤ floor + 15 ms on every path. newConnections: TCP
// connections opened during the timed windows (a label that paid a handshake). serverMsP50: the
// sandbox's own time on the label's calls (counted by the balancer; a keep-warm ping that fell in
// the window too), which the floor does not count. linkLateMsP50: how much later than half a round
// trip the delay line delivered the label's bytes, summed over its deliveries (its timers run in
// this process and fire late under load): the link's modelling, neither the desk's nor the
// server's, and not taken off the figures. cpuMsPerLabel: the
// station process's CPU time (user + system, /proc) from the click to the label's last byte,
// averaged (a number to watch, not a goal; 10 ms ticks, so averaged over the samples).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostStatusAnswer } from '../support/print-listener';
import { rawProfile } from '../support/profiles';
import { RIO } from '../support/addresses';
import { startDeskLink, type DeskLink } from '../support/desk-link';
import { IDS, startSandboxProcess } from '../support/sandbox';
import { createShipment, loginApi } from '../integration/workflow/support/stack';
import { startHostDesk, type HostDesk } from './support/host-desk';
import { median, p95 } from './support/stats';

const RTTS = (process.env.BENCH_RTTS ?? '20,80').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const IDLE_SAMPLES = Number(process.env.BENCH_IDLE_SAMPLES ?? 5);
const FIRST_SAMPLES = Number(process.env.BENCH_FIRST_SAMPLES ?? 6);
const PATHS = new Set((process.env.BENCH_PATHS ?? 'buy,f9,f9-no-ahead,reprint,buy-idle,f9-idle,first').split(','));
const F9_AFTER_MS = 250;
const IDLE_CLOSE_MS = 4_000;
const IDLE_MS = 10_000;
const WARMUP = 3;
const TICK_MS = 1000 / 100; // USER_HZ on Linux

const ROUND_TRIPS = { buy: 3, f9: 5, 'f9-no-ahead': 5, first: 3, 'buy-idle': 3, 'f9-idle': 5, reprint: 0 } as const;
type Path = keyof typeof ROUND_TRIPS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A ZPL network printer: `next()` resolves at a job's first byte and its last. A ~HS probe is not a job. */
async function startPrinter() {
  let waiting: ((times: { first: number; last: number }) => void) | undefined;
  const server: Server = createServer((socket) => {
    let first = 0;
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      const at = performance.now();
      if (head === '' && /^\s*~HS\s*$/.test(chunk.toString('latin1'))) {
        head = 'probe';
        socket.write(hostStatusAnswer());
        return;
      }
      head = 'job';
      if (!first) first = at;
    });
    socket.on('error', () => undefined);
    socket.on('end', () => {
      const last = performance.now();
      socket.end();
      if (first) {
        waiting?.({ first, last });
        waiting = undefined;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    next: () => new Promise<{ first: number; last: number }>((resolve) => (waiting = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Printer = Awaited<ReturnType<typeof startPrinter>>;

/** The station process's CPU time so far (user + system), in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

interface Sample {
  ms: number;
  connections: number;
  cpuMs: number;
  serverMs: number;
  linkLateMs: number;
}

/** One click timed: from `click` called to the label's first byte at the printer. */
async function timed(desk: HostDesk, link: DeskLink, printer: Printer, click: () => Promise<unknown>): Promise<Sample> {
  const printed = printer.next();
  const before = link.counts();
  const cpu = cpuMs(desk.pid);
  const started = performance.now();
  const answer = click();
  const { first } = await printed;
  const after = link.counts();
  await answer;
  return {
    ms: first - started,
    connections: after.connections - before.connections,
    cpuMs: cpuMs(desk.pid) - cpu,
    serverMs: after.serverMs - before.serverMs,
    linkLateMs: after.lateMs - before.lateMs,
  };
}

function report(path: Path, rttMs: number, samples: Sample[]): void {
  const times = samples.map((s) => s.ms);
  const roundTrips = ROUND_TRIPS[path];
  const floorMs = roundTrips * rttMs;
  const p95Ms = round1(p95(times));
  console.log(
    JSON.stringify({
      bench: 'desk-link',
      path,
      rttMs,
      roundTrips,
      p50Ms: round1(median(times)),
      p95Ms,
      floorMs,
      overFloorP95Ms: round1(p95Ms - floorMs),
      newConnections: samples.reduce((sum, s) => sum + s.connections, 0),
      serverMsP50: round1(median(samples.map((s) => s.serverMs))),
      linkLateMsP50: round1(median(samples.map((s) => s.linkLateMs))),
      cpuMsPerLabel: round1(samples.reduce((sum, s) => sum + s.cpuMs, 0) / samples.length),
      samples: samples.length,
    }),
  );
}

const printer = await startPrinter();
const folders: string[] = [];

try {
  for (const rttMs of RTTS) {
    const link = await startDeskLink({ rttMs, idleCloseMs: IDLE_CLOSE_MS });
    const server = await startSandboxProcess(['--public-url', link.url]);
    link.forwardTo(server.url);
    await server.admin.setWallet(IDS.demoLoja, 1_000_000_000);
    // Shipments are made by the bench's own client, straight to the sandbox (setup, not timed).
    const { api } = await loginApi(server.url);
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-desk-link-'));
    folders.push(dataDir);
    const env = { NODE_EXTRA_CA_CERTS: link.caFile };
    const start = (setup: boolean) =>
      startHostDesk({
        name: `desk-${rttMs}`,
        dataDir,
        api: link.url,
        env,
        ...(setup ? { setup: { printerPort: printer.port, profile: rawProfile('zpl', 203) } } : {}),
      });
    let desk = await start(true);
    try {
      let order = 0;
      const nextRef = () => `DL${rttMs}-${process.pid}-${++order}`;
      const buy = async () => {
        const shipmentId = await createShipment(api);
        await sleep(200); // the operator looks at the quote, then clicks Buy
        return timed(desk, link, printer, () => desk.call('labels:emit-and-print', { shipmentId }));
      };
      const tracking: string[] = [];
      const buyKeepingCode = async () => {
        const shipmentId = await createShipment(api);
        await sleep(200);
        let code: string | null = null;
        const sample = await timed(desk, link, printer, async () => {
          code = (await desk.call('labels:emit-and-print', { shipmentId })).trackingCode;
        });
        if (code) tracking.push(code);
        return sample;
      };
      const f9 = async (ahead: boolean) => {
        const ref = nextRef();
        const scanned = await desk.call('desk:scan', { text: ref });
        if (scanned.kind !== 'new-order') throw new Error(`scan of ${ref}: ${scanned.kind}`);
        // A weight of its own (to the gram): no run takes a quote another run asked.
        const draft = { externalRef: ref, recipient: RIO, presetKey: 1, weightKg: 1 + order / 1000 };
        // The page asks the quote when the weight settles; it does not wait for it.
        if (ahead) void desk.invoke('desk:quote-ahead', draft);
        await sleep(F9_AFTER_MS);
        return timed(desk, link, printer, async () => {
          const result = await desk.call('desk:one-key-ship', draft);
          if (result.kind !== 'shipped') throw new Error(`F9 on ${ref}: ${result.kind}`);
        });
      };
      const run = async (path: Path, count: number, once: () => Promise<Sample>, warmup = WARMUP) => {
        if (!PATHS.has(path)) return;
        const samples: Sample[] = [];
        for (let i = 0; i < warmup + count; i++) {
          const sample = await once();
          if (i >= warmup) samples.push(sample);
        }
        report(path, rttMs, samples);
      };

      await run('buy', SAMPLES, buyKeepingCode);
      await run('f9', SAMPLES, () => f9(true));
      await run('f9-no-ahead', SAMPLES, () => f9(false));
      await run('reprint', Math.min(SAMPLES, tracking.length - WARMUP), async () => {
        const code = tracking.shift() as string;
        await sleep(200);
        return timed(desk, link, printer, async () => {
          // A copy printed within the minute: the operator answers "another copy" (issue 29.5).
          const result = await desk.call('desk:scan', { text: code, anotherCopy: true });
          if (result.kind !== 'reprinted') throw new Error(`scan of ${code}: ${result.kind}`);
        });
      });
      const idle = async (then: () => Promise<Sample>) => {
        await sleep(IDLE_MS);
        return then();
      };
      await run('buy-idle', IDLE_SAMPLES, () => idle(buy), 0);
      await run('f9-idle', IDLE_SAMPLES, () => idle(() => f9(true)), 0);

      // The first label after start: a new station process each time, on the same folder.
      const firsts: Sample[] = [];
      for (let i = 0; i < (PATHS.has('first') ? FIRST_SAMPLES : 0); i++) {
        await desk.stop();
        desk = await start(false);
        const shipmentId = await createShipment(api);
        await sleep(1_000);
        firsts.push(await timed(desk, link, printer, () => desk.call('labels:emit-and-print', { shipmentId })));
      }
      if (firsts.length) report('first', rttMs, firsts);
    } finally {
      await desk.stop();
      await server.stop();
      await link.close();
    }
  }
} finally {
  await printer.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
}
