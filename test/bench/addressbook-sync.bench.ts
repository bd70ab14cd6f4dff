// addressbook-sync: a big loja's first sync as a desk feels it. 100,000 recipients (BENCH_ROWS)
// on the sandbox in its own process, reached through a desk's network link
// (test/support/desk-link.ts: TLS with a test CA, every byte half a round trip away, a load
// balancer in front; in a process of its own, support/desk-link-process.ts, as a network is not
// in the desk's process), at 20 ms and 80 ms round trip (BENCH_RTTS). Timed: the app's address book
// (its ky client, 4 list calls at once, writes in batches, the pass's checkpoint) from syncNow()
// to its end, into a fresh data folder, and when the first page was searchable (the first
// progress with records: written, indexed and committed).
//
// The floor, measured in the same run: the same pages fetched by a plain client (the platform's
// fetch on an undici pool trusting the same CA) with the same concurrency (the senders' page and
// the recipients' first page alone, for the total; then 4 at a time), each body parsed, nothing
// written. Runs alternate, and the ratio is the median of each sync over the floor run just
// before it: a desk machine's load drifts during a run, and a pair sees the same load. Goal:
// ratio ≤ 1.1. One line per round trip:
// {"bench":"addressbook-sync","rows":…,"rttMs":…,"concurrency":4,"ms":…,"floorMs":…,"ratio":…,
//  "firstSearchableMs":…,"cpuMs":…,"mainCpuMs":…,"pages":…,"runs":…,"load1":…} (load1: the machine's
// 1-minute load average at the end). cpuMs: the station's CPU time for the sync (this process: the
// desk's thread, the writer thread, their garbage collection; the sandbox and the link run apart),
// mainCpuMs the desk's thread's share. On a shared 2-core machine wall times wait for a core, CPU
// time much less: the sync's CPU is what competes with the server for the cores.
// Under tsx the writer thread's start (loading its modules through tsx) is some 0.7-1 s of cpuMs,
// ~0.1 s in a build.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { AddressBookService } from '../../electron/main/addressbook';
import { addressBookApiFor } from '../../electron/main/addressbook/core-api';
import { SYNC_CONCURRENCY } from '../../electron/main/addressbook/pull';
import { createAuthApi } from '../../electron/main/api/auth-api';
import type { AuthProvider } from '../../electron/main/api/client';
import { createHttp } from '../../electron/main/api/http';
import { silentLogger } from '../../electron/main/log/logger';
import { DEMO, IDS, startSandboxProcess } from '../support/sandbox';
import { tempDir } from '../integration/addressbook/support/sandbox-session';
import { median } from './support/stats';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RTTS = (process.env.BENCH_RTTS ?? '20,80').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const PAGE_SIZE = 100;
const log = (message: string) => process.stderr.write(`${message}\n`);

async function main(): Promise<void> {
  const server = await startSandboxProcess();
  const link = await startLinkProcess(RTTS[0]!, server.url);
  const ca = readFileSync(link.caFile, 'utf8');
  try {
    const seeded = Date.now();
    const existing = await recipientTotal(server.url);
    for (let left = ROWS - existing; left > 0; left -= 50_000) {
      await server.admin.seedRecipients(IDS.demoLoja, Math.min(50_000, left));
    }
    log(`seeded ${ROWS} recipients in ${Date.now() - seeded} ms`);

    // The station's own client, as the app builds it (retries as the app has them), through the link.
    const http = createHttp({ baseUrl: link.url, logger: silentLogger(), ca, timeoutMs: 60_000 });
    const authApi = createAuthApi(http);
    let session = await authApi.login({ email: DEMO.email, senha: DEMO.senha });
    const scope = { server: link.url, tenantId: IDS.demoLoja };
    const auth: AuthProvider = {
      credentials: () => ({ accessToken: session.accessToken, tenantId: IDS.demoLoja }),
      refreshAfter401: async () => {
        session = await authApi.login({ email: DEMO.email, senha: DEMO.senha });
      },
    };
    const api = addressBookApiFor(http, auth, scope);

    // The plain client: fetch on its own pool, the same CA, the same headers.
    const pool = new Agent({ connect: { ca } });
    const get = async (path: string) => {
      const headers = { authorization: `Bearer ${session.accessToken}`, 'x-tenant-id': IDS.demoLoja };
      const response = await fetch(`${link.url}${path}`, { headers, dispatcher: pool } as RequestInit);
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as { total: number };
    };
    const floor = async () => {
      await auth.refreshAfter401(''); // a fresh token: neither side meets an expiry mid-run
      const started = performance.now();
      await get(`/api/v1/addresses?page=1&pageSize=${PAGE_SIZE}`);
      const { total } = await get(`/api/v1/recipients?page=1&pageSize=${PAGE_SIZE}`);
      let next = 2;
      const pages = Math.ceil(total / PAGE_SIZE);
      const worker = async () => {
        for (let page = next++; page <= pages; page = next++) {
          await get(`/api/v1/recipients?page=${page}&pageSize=${PAGE_SIZE}`);
        }
      };
      await Promise.all(Array.from({ length: SYNC_CONCURRENCY }, worker));
      return performance.now() - started;
    };

    const sync = async () => {
      const dir = await tempDir('bench-addressbook-sync-');
      const service = new AddressBookService({ dataDir: dir.path, apiFor: () => api, background: false });
      try {
        const book = service.select(scope)!;
        let firstSearchable: number | null = null;
        const started = performance.now();
        service.onStatus((status) => {
          if (firstSearchable === null && status.progress?.kind === 'recipient' && status.progress.records > 0) {
            firstSearchable = performance.now() - started;
          }
        });
        const cpu0 = process.cpuUsage();
        const main0 = process.threadCpuUsage();
        const report = await book.syncNow();
        const ms = performance.now() - started;
        const cpu = process.cpuUsage(cpu0);
        const main = process.threadCpuUsage(main0);
        const recipients = report.pulls.find((pull) => pull.kind === 'recipient');
        if (report.failure || !recipients?.complete || book.list('recipient').total !== recipients.seen) {
          throw new Error(`sync incomplete: ${JSON.stringify(report)}`);
        }
        return {
          ms,
          firstSearchable: firstSearchable ?? NaN,
          pages: recipients.pages,
          rows: recipients.seen,
          cpuMs: (cpu.user + cpu.system) / 1000,
          mainCpuMs: (main.user + main.system) / 1000,
        };
      } finally {
        await service.close();
        await dir.remove();
      }
    };

    for (const rttMs of RTTS) {
      await link.setRtt(rttMs);
      // Warm: connections through the link, the sandbox's page cache (a sync's first pages warm its JIT).
      await floor();
      const floors: number[] = [];
      const syncs: Array<Awaited<ReturnType<typeof sync>>> = [];
      for (let run = 0; run < RUNS; run++) {
        floors.push(await floor());
        syncs.push(await sync());
      }
      const ratios = syncs.map((s, run) => s.ms / floors[run]!);
      log(
        `rtt ${rttMs} ms: floor runs ${floors.map(Math.round).join(', ')} ms; sync runs ${syncs.map((s) => Math.round(s.ms)).join(', ')} ms; pair ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
      );
      console.log(
        JSON.stringify({
          bench: 'addressbook-sync',
          rows: syncs[0]!.rows,
          rttMs,
          concurrency: SYNC_CONCURRENCY,
          ms: Math.round(median(syncs.map((s) => s.ms))),
          floorMs: Math.round(median(floors)),
          ratio: Math.round(median(ratios) * 100) / 100,
          firstSearchableMs: Math.round(median(syncs.map((s) => s.firstSearchable))),
          cpuMs: Math.round(median(syncs.map((s) => s.cpuMs))),
          mainCpuMs: Math.round(median(syncs.map((s) => s.mainCpuMs))),
          pages: syncs[0]!.pages,
          runs: RUNS,
          load1: Math.round(loadavg()[0]! * 100) / 100,
        }),
      );
    }
    await pool.close();
  } finally {
    await link.close();
    await server.stop();
  }
}

/** The desk link in its own process (support/desk-link-process.ts). */
async function startLinkProcess(rttMs: number, target: string) {
  const script = fileURLToPath(new URL('./support/desk-link-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(rttMs), target], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error('the desk link process ended');
    return line.value;
  };
  const { url, caFile } = JSON.parse(await next()) as { url: string; caFile: string };
  return {
    url,
    caFile,
    setRtt: async (ms: number) => {
      child.stdin!.write(`rtt ${ms}\n`);
      await next();
    },
    close: async () => {
      child.stdin!.end();
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function recipientTotal(url: string): Promise<number> {
  const http = createHttp({ baseUrl: url, logger: silentLogger() });
  const session = await createAuthApi(http).login({ email: DEMO.email, senha: DEMO.senha });
  const answer = (await fetch(`${url}/api/v1/recipients?page=1&pageSize=1`, {
    headers: { authorization: `Bearer ${session.accessToken}`, 'x-tenant-id': IDS.demoLoja },
  }).then((response) => response.json())) as { total: number };
  await http.link.close();
  return answer.total;
}

await main();
