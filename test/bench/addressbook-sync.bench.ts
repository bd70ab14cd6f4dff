// A full sync of 10,000 recipients from the sandbox on loopback (in its own process, as a
// server would be), against a floor measured in the same run: the same pages fetched with
// plain fetch and parsed, nothing else. Runs alternate, and the ratio is the median of each
// sync over the floor run just before it: a desk machine's load drifts during a run (other
// processes), and a pair sees the same load. Prints:
// {"bench":"addressbook-sync","rows":10000,"ms":…,"floorMs":…,"ratio":…}
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { AddressBookService } from '../../electron/main/addressbook';
import { IDS, sandboxAdmin } from '../support/sandbox';
import { loginToSandbox, tempDir } from '../integration/addressbook/support/sandbox-session';

const ROWS = 10_000;
const RUNS = 5;
const log = (message: string) => process.stderr.write(`${message}\n`);
const cli = fileURLToPath(new URL('../../electron/sandbox/cli.ts', import.meta.url));

async function startSandboxProcess(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const url = /^sandbox listening on (\S+)/.exec(line)?.[1];
    if (url) return { url, child };
  }
  throw new Error('the sandbox did not start');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const serverDir = await tempDir('bench-sandbox-');
  const { url, child } = await startSandboxProcess(serverDir.path);
  try {
    const login = await loginToSandbox(url, { timeoutMs: 30_000 });
    const existing = (await login.api.listRecipients({ page: 1, pageSize: 1 })).total;
    await sandboxAdmin(url).seedRecipients(IDS.demoLoja, ROWS - existing);
    const headers = { authorization: `Bearer ${login.accessToken()}`, 'x-tenant-id': IDS.demoLoja };

    // The floor: every page the sync asks for (senders, then recipients), fetched and parsed.
    const floor = async () => {
      const started = performance.now();
      await (await fetch(`${url}/api/v1/addresses?page=1&pageSize=100`, { headers })).json();
      for (let page = 1; page <= Math.ceil(ROWS / 100); page++) {
        await (await fetch(`${url}/api/v1/recipients?page=${page}&pageSize=100`, { headers })).json();
      }
      return performance.now() - started;
    };
    const sync = async () => {
      const dir = await tempDir('bench-addressbook-');
      const service = new AddressBookService({ dataDir: dir.path, apiFor: () => login.api, background: false });
      try {
        const book = service.select(login.scope)!;
        const started = performance.now();
        const report = await book.syncNow();
        const ms = performance.now() - started;
        const recipients = report.pulls.find((pull) => pull.kind === 'recipient');
        if (report.failure || recipients?.seen !== ROWS || book.list('recipient').total !== ROWS) {
          throw new Error(`sync incomplete: ${JSON.stringify(report)}`);
        }
        return ms;
      } finally {
        service.close();
        await dir.remove();
      }
    };

    await floor(); // warm both sides: JIT, the sandbox's page cache
    await sync();
    const floors: number[] = [];
    const syncs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      floors.push(await floor());
      syncs.push(await sync());
    }
    const ratios = syncs.map((ms, run) => ms / floors[run]!);
    log(`floor runs ${floors.map(Math.round).join(', ')} ms; sync runs ${syncs.map(Math.round).join(', ')} ms`);
    log(`pair ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
    const ratio = Math.round(median(ratios) * 100) / 100;
    console.log(
      JSON.stringify({
        bench: 'addressbook-sync',
        rows: ROWS,
        ms: Math.round(median(syncs)),
        floorMs: Math.round(median(floors)),
        ratio,
      }),
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await serverDir.remove();
  }
}

await main();
