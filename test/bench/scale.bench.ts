// Issue 18's benchmark, with the whole station in the loop.
//   - medianMs, p95Ms: from a stable frame written on the serial line to the weight the page is
//     sent through the bridge (the station's renderer event 'scale-reading', what the shells
//     forward to the window). A simulator on one end of a socat pseudo-terminal pair writes a
//     Filizola frame [STX] PPPPP [ETX] unasked; the station's real serialport code, framer,
//     parser, reading tracker and event bus run on the other end.
//   - toledoMedianMs, toledoP95Ms: the same at ScaleService for a Toledo answer to ENQ, from its
//     first byte written (the wait for the next ENQ, the poll rate, is not counted).
//   - scanToLabelMs (median of SCAN_RUNS): weigh on scan with the scale in the loop: from the scan
//     (desk:scan with the ship screen's shipment, a stable 1,x kg parcel already on the pan) to the
//     label's last byte at a TCP print listener; quote, create, buy and download at the sandbox.
// Run: tsx test/bench/scale.bench.ts → {"bench":"scale","medianMs":…,"p95Ms":…,…}
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../electron/main/log';
import { createScaleService, type ScaleService } from '../../electron/main/scale';
import { openSettings } from '../../electron/main/settings';
import type { ScaleState } from '../../electron/shared/scale';
import { startScaleSimulator, type ScaleSimulator } from '../support/scale-simulator';
import { startTestSandbox } from '../support/sandbox';
import { startDeskFixture, waitFor } from '../integration/desk/support/desk-fixture';
import { BOX, RIO } from '../integration/desk/support/parties';
import { createStation, type Station } from '../../electron/main/app/station';
import { createMemoryVault } from '../../electron/main/session/vault/secret-vault';
import { median, p95, round, summary } from './support/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const SCAN_RUNS = Number(process.env.BENCH_SCAN_RUNS ?? 10);
const quiet = createLogger({ level: 'error' });

/** Resolves with the time (performance.now) a stable reading of `grams` is delivered. */
function delivered(scale: ScaleService, grams: number, timeoutMs = 5_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no stable reading of ${grams} g in ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = scale.subscribe((state: ScaleState) => {
      if (state.kind !== 'reading' || !state.stable || state.grams !== grams) return;
      const at = performance.now();
      clearTimeout(timer);
      stop();
      resolve(at);
    });
  });
}

async function measure(protocol: 'continuous' | 'toledo'): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), 'scale-bench-'));
  let sim: ScaleSimulator | null = null;
  let scale: ScaleService | null = null;
  try {
    sim = await startScaleSimulator({ protocol, format: 'filizola', display: { grams: 1000 } });
    sim.pauseStream();
    scale = createScaleService({ settings: openSettings(join(dir, 'settings.json'), quiet), logger: quiet });
    const ready = delivered(scale, 1000);
    await scale.configure({ kind: 'serial', path: sim.appPath, protocol, baud: 9600 });
    if (protocol === 'continuous') await sim.sendNow();
    await ready;

    const [pty, service] = [sim, scale];
    const send = async (grams: number) => {
      if (protocol === 'continuous') await pty.sendNow({ grams });
      else pty.show({ grams });
    };
    return await frameToArrival(pty, send, (grams) => delivered(service, grams));
  } finally {
    await scale?.close();
    await sim?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * RUNS readings (after three that warm the path up): for each, the time from its frame being
 * written on the pty to `arrival(grams)` resolving, in ms.
 */
async function frameToArrival(
  sim: ScaleSimulator,
  send: (grams: number) => Promise<void>,
  arrival: (grams: number) => Promise<number>,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS + 3; run++) {
    const grams = 2000 + run;
    const frame = `\x02${String(grams).padStart(5, '0')}\x03`;
    let written = NaN;
    sim.onWrite = (at, bytes) => {
      if (bytes === frame && Number.isNaN(written)) written = at;
    };
    const arrived = arrival(grams);
    await send(grams);
    const at = await arrived;
    if (run >= 3) times.push(at - written);
  }
  return times;
}

/** Frame on the pty → 'scale-reading' renderer event of a whole station. */
async function measureBridge(): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), 'scale-bench-'));
  const sandbox = await startTestSandbox();
  let sim: ScaleSimulator | null = null;
  let station: Station | null = null;
  try {
    sim = await startScaleSimulator({ protocol: 'continuous', format: 'filizola', display: { grams: 1000 } });
    sim.pauseStream();
    station = await createStation({ dataDir: dir, apiBaseUrl: sandbox.url, vault: createMemoryVault(), logger: quiet });
    const events = station.events;
    const shown = (grams: number) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${grams} g on the page`)), 5_000);
        const stop = events.subscribe((name, payload) => {
          const state = payload as ScaleState;
          if (name !== 'scale-reading' || state.kind !== 'reading' || !state.stable || state.grams !== grams) return;
          const at = performance.now();
          clearTimeout(timer);
          stop();
          resolve(at);
        });
      });
    const ready = shown(1000);
    await station.registry.invoke('scale:configure', { kind: 'serial', path: sim.devicePath, protocol: 'continuous' });
    await sim.sendNow();
    await ready;
    const running = sim;
    return await frameToArrival(running, (grams) => running.sendNow({ grams }), shown);
  } finally {
    await station?.close();
    await sim?.close();
    await sandbox.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** desk:scan with the ship screen's shipment → the label's bytes at a TCP print listener. */
async function measureScanToLabel(): Promise<number[]> {
  const sim = await startScaleSimulator({ protocol: 'toledo', display: { grams: 1500 } });
  const f = await startDeskFixture({
    printer: 'network',
    scale: { timing: { pollMs: 100, answerTimeoutMs: 1_500 } },
  });
  try {
    await f.call('desk:preset-save', BOX);
    await f.call('scale:configure', { kind: 'serial', path: sim.devicePath, protocol: 'toledo' });
    await f.call('settings:update', { weighOnScan: true, weighTimeoutS: 10 });
    const times: number[] = [];
    for (let run = 0; run < SCAN_RUNS + 1; run++) {
      // The next parcel settles on the pan before its order is scanned.
      const grams = 1500 + run * 10;
      sim.show({ grams });
      await waitFor(() => {
        const state = f.station.scale.current();
        return state.kind === 'reading' && state.stable && state.grams === grams;
      }, `${grams} g on the scale`);
      const started = performance.now();
      const result = await f.call('desk:scan', {
        text: `PED-BENCH-${run}`,
        ship: { recipient: RIO, presetKey: 1, declaredValueCents: 10_000 },
      });
      if (result.kind !== 'weighed' || result.ship.kind !== 'shipped') throw new Error(JSON.stringify(result));
      await f.listener.waitForJobs(run + 1, 30_000);
      if (run >= 1) times.push(performance.now() - started);
    }
    return times;
  } finally {
    await f.close();
    await sim.close();
  }
}

const continuous = await measureBridge();
const toledo = await measure('toledo');
const scanToLabel = await measureScanToLabel();
console.log(
  JSON.stringify({
    bench: 'scale',
    runs: RUNS,
    ...summary(continuous),
    toledoMedianMs: round(median(toledo)),
    toledoP95Ms: round(p95(toledo)),
    scanToLabelMs: round(median(scanToLabel)),
    scanRuns: SCAN_RUNS,
  }),
);
quiet.close();
