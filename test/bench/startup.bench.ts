// From starting the browser host (training mode: it also starts its embedded sandbox) to the
// login screen being usable in Chromium: the e-mail field on screen, focused, and typing into it
// works. Chromium is launched before the clock starts (the desk's browser or window is already
// there); the host process and the page load are timed. Median of a few cold starts. The host is
// the built one (out/main/host.js), as `npm start` runs it on a machine without Electron.
// Each run opens a fresh window (a new profile: no cache from the run before) and waits for the
// browser to go quiet before the clock starts: a new Chromium window builds its own omnibox popup
// (a chrome://omnibox-popup.top-chrome page, about 1 s of CPU on this 2-core machine) for a second
// or so after it opens, and timed from the moment it opens that work of the browser's own was
// taken from the page's start (1.6-1.8 s before this wait, 1.3-1.5 s after, same code).
// Run: tsx test/bench/startup.bench.ts → {"bench":"startup","ms":N,...}
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs } from '../../playwright.config';

const RUNS = 5;
const root = fileURLToPath(new URL('../../', import.meta.url));
if (!existsSync(join(root, 'out/renderer/index.html')) || !existsSync(join(root, 'out/main/host.js')))
  throw new Error('build first (npx electron-vite build)');

interface Start {
  ms: number;
  /** Of which the host process until it printed its address. */
  hostMs: number;
}

/** CPU time (ms) used so far by this process's descendants: the browser and its processes (Linux /proc). */
function childrenCpuMs(): number {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid … utime stime …": fields after the command's closing parenthesis.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      parents.set(Number(entry), Number(fields[1]));
      cpu.set(Number(entry), ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // gone meanwhile
    }
  }
  const descends = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at))
      if (at === process.pid) return true;
    return false;
  };
  let total = 0;
  for (const [pid, ms] of cpu) if (descends(pid)) total += ms;
  return total;
}

/** Until the browser used under 10 ms of CPU in 200 ms (at most 10 s): its new window is built. */
async function browserQuiet(): Promise<void> {
  const until = performance.now() + 10_000;
  let before = childrenCpuMs();
  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = childrenCpuMs();
    if (now - before < 10) return;
    before = now;
  }
  process.stderr.write('startup: the browser never went quiet; timing anyway\n');
}

async function once(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<Start> {
  const dataDir = await mkdtemp(join(tmpdir(), 'startup-bench-'));
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await browserQuiet();
  const started = performance.now();
  const env = { ...process.env };
  delete env.DBUS_SESSION_BUS_ADDRESS; // no keychain probe: the same start on every machine
  const child = spawn(process.execPath, [join(root, 'out/main/host.js'), '--port', '0', '--data-dir', dataDir], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.once('exit', (code) => reject(new Error(`host exited with ${code}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /ready at (\S+)/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
    });
    const hostMs = performance.now() - started;
    await page.goto(url);
    const email = page.getByLabel('E-mail');
    await email.waitFor({ state: 'visible' });
    await page.waitForSelector('input[type="email"]:focus');
    await email.pressSequentially('a');
    const ms = performance.now() - started;
    if ((await email.inputValue()) !== 'a') throw new Error('the login did not take input');
    return { ms, hostMs };
  } finally {
    await page.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
const times: number[] = [];
const hostTimes: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const { ms, hostMs } = await once(browser);
    times.push(ms);
    hostTimes.push(hostMs);
    process.stderr.write(`startup run ${i + 1}: ${ms.toFixed(0)} ms (host ${hostMs.toFixed(0)} ms)\n`);
  }
} finally {
  await browser.close();
}
times.sort((a, b) => a - b);
hostTimes.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const hostMedian = hostTimes[Math.floor(hostTimes.length / 2)]!;
process.stdout.write(
  `${JSON.stringify({ bench: 'startup', ms: Math.round(median), hostMs: Math.round(hostMedian), runs: RUNS, minMs: Math.round(times[0]!), maxMs: Math.round(times.at(-1)!) })}\n`,
);
