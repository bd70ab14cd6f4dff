// A timeline of one Buy through the desk's link (test/support/desk-link.ts), as desk-link.bench.ts
// times it: from the click, each request leaving the desk and reaching the server, the sandbox's
// answer (its head and its end, on loopback), each answer's first and last byte at the desk, and
// the label's first and last byte at the ZPL network printer. What lies between a byte reaching
// the desk and the desk's next byte leaving is the station's; between a request reaching the
// balancer and its answer's end, the server's; the rest is the link's round trips.
// Usage: tsx test/bench/desk-link-timeline.ts [RTT_MS=80] [BUYS=3] [IDLE_MS=0] [first]
// With `first`, each traced Buy is the first label of a new station process (the bench's `first`
// path: started on the same folder, logged in, the shipment made elsewhere, Buy one second after
// the loja was chosen), and the station's own log says when its label conversion was warmed.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostStatusAnswer } from '../support/print-listener';
import { rawProfile } from '../support/profiles';
import { startDeskLink, type LinkEvent } from '../support/desk-link';
import { IDS, startSandboxProcess } from '../support/sandbox';
import { createShipment, loginApi } from '../integration/workflow/support/stack';
import { startHostDesk } from './support/host-desk';

const rttMs = Number(process.argv[2] ?? 80);
const BUYS = Number(process.argv[3] ?? 3);
/** How long the desk sits idle before each traced buy (the bench's buy-idle: 10 s). */
const IDLE_MS = Number(process.argv[4] ?? 0);
/** Each traced Buy is a new station's first label. */
const FIRST = process.argv[5] === 'first';
const WARMUP = FIRST ? 0 : 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let events: LinkEvent[] = [];
let printed: Array<{ at: number; what: string }> = [];
const printer = createServer((socket) => {
  let bytes = 0;
  socket.on('data', (chunk: Buffer) => {
    if (bytes === 0 && /^\s*~HS\s*$/.test(chunk.toString('latin1'))) {
      socket.write(hostStatusAnswer());
      return;
    }
    if (bytes === 0) printed.push({ at: performance.now(), what: `printer: first byte` });
    bytes += chunk.length;
  });
  socket.on('error', () => undefined);
  socket.on('end', () => {
    if (bytes) printed.push({ at: performance.now(), what: `printer: last byte (${bytes} B)` });
    socket.end();
  });
});
await new Promise<void>((resolve) => printer.listen(0, '127.0.0.1', resolve));
const printerPort = (printer.address() as { port: number }).port;

const link = await startDeskLink({ rttMs, idleCloseMs: 4_000, trace: (event) => events.push(event) });
const server = await startSandboxProcess(['--public-url', link.url]);
link.forwardTo(server.url);
await server.admin.setWallet(IDS.demoLoja, 1_000_000_000);
const { api } = await loginApi(server.url);
const dataDir = await mkdtemp(join(tmpdir(), 'desk-link-timeline-'));
const env = { NODE_EXTRA_CA_CERTS: link.caFile };
let desk = await startHostDesk({
  name: 'timeline',
  dataDir,
  api: link.url,
  env,
  setup: { printerPort, profile: rawProfile('zpl', 203) },
});
/** The station's log lines about its label conversion's warm-up, with their time from the click. */
const warmUpLines = async (since: number, clickWall: number) =>
  (await readFile(join(dataDir, 'logs', 'station.log'), 'utf8'))
    .split('\n')
    .filter((line) => line.includes('label conversion'))
    .map((line) => JSON.parse(line) as { t: string; msg: string; ms?: number })
    .filter((line) => Date.parse(line.t) >= since)
    .map(
      (line) =>
        `${(Date.parse(line.t) - clickWall).toFixed(0).padStart(7)}  station: ${line.msg} (${line.ms ?? '-'} ms)`,
    );
try {
  for (let i = 0; i < WARMUP + BUYS; i++) {
    const startedWall = Date.now();
    if (FIRST) {
      await desk.stop();
      desk = await startHostDesk({ name: 'timeline', dataDir, api: link.url, env });
    }
    const shipmentId = await createShipment(api);
    if (i >= WARMUP) await sleep(IDLE_MS);
    await sleep(FIRST ? 1_000 : 200);
    events = [];
    printed = [];
    const clickWall = Date.now();
    const click = performance.now();
    await desk.call('labels:emit-and-print', { shipmentId });
    while (!printed.some((p) => p.what.startsWith('printer: last'))) await sleep(5);
    if (i < WARMUP) continue;
    const t = (at: number) => (at - click).toFixed(1).padStart(7);
    const rows: Array<{ at: number; what: string }> = [...printed];
    // Chunks in a row on one connection, one way, are one message: its first and its last chunk.
    let run: { key: string; what: string; first: number; last: number; bytes: number; chunks: number } | undefined;
    const flush = () => {
      if (!run) return;
      rows.push({ at: run.first, what: `${run.what} first byte (${run.bytes} B in ${run.chunks} chunks)` });
      if (run.chunks > 1) rows.push({ at: run.last, what: `${run.what} last byte` });
      run = undefined;
    };
    for (const event of events) {
      if (event.kind === 'sent' || event.kind === 'delivered') {
        const key = `${event.conn} ${event.dir} ${event.kind}`;
        if (run?.key !== key) {
          flush();
          const way = event.dir === 'up' ? 'desk→server' : 'server→desk';
          const what = `${way} conn ${event.conn}: ${event.kind === 'sent' ? 'into the link' : 'out of the link'},`;
          run = { key, what, first: event.at, last: event.at, bytes: 0, chunks: 0 };
        }
        run.last = event.at;
        run.bytes += event.bytes;
        run.chunks += 1;
        continue;
      }
      if (event.kind === 'connect') rows.push({ at: event.at, what: `NEW CONNECTION ${event.conn}` });
      else if (event.kind === 'request') rows.push({ at: event.at, what: `server: ${event.line} arrives` });
      else if (event.kind === 'answer-head') rows.push({ at: event.at, what: `server: ${event.line} answer head` });
      else if (event.kind === 'answer-end')
        rows.push({ at: event.at, what: `server: ${event.line} answer end (${event.bytes ?? 0} B)` });
    }
    flush();
    rows.sort((a, b) => a.at - b.at);
    console.log(`\n${FIRST ? 'first label' : 'buy'} ${i - WARMUP + 1} at ${rttMs} ms RTT (ms from the click)`);
    for (const row of rows) console.log(`${t(row.at)}  ${row.what}`);
    // Wall clock, to the millisecond: where the warm-up ended against the click (waited for: a
    // label bought during it is converted between two of its conversions).
    if (FIRST) {
      let lines: string[] = [];
      for (let waited = 0; lines.length === 0 && waited < 15_000; waited += 100) {
        lines = await warmUpLines(startedWall, clickWall);
        if (lines.length === 0) await sleep(100);
      }
      console.log(lines.join('\n') || '  (no warm-up line in the station log within 15 s)');
    }
  }
} finally {
  await desk.stop();
  await server.stop();
  await link.close();
  printer.close();
  await rm(dataDir, { recursive: true, force: true });
}
