// From a stable frame written on the serial line to the reading delivered by the scale service
// (the first half of issue 18's benchmark: the lead adds the bridge-to-screen half and
// scanToLabelMs). A simulator on one end of a socat pseudo-terminal pair writes the frame; the
// station's real serialport code, framer, parser and reading tracker run on the other end; the
// clock stops when ScaleService's subscriber gets a stable reading of that exact weight.
//   - continuous (medianMs, p95Ms): a Filizola frame [STX] PPPPP [ETX], sent unasked;
//   - toledo (toledoMedianMs, toledoP95Ms): the answer to ENQ, from its first byte written (the
//     wait for the next ENQ, up to POLL_MS, is the poll rate, not the line, and is not counted).
// Run: tsx test/bench/scale.bench.ts → {"bench":"scale","medianMs":…,"p95Ms":…,…}
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../electron/main/log';
import { createScaleService, type ScaleService } from '../../electron/main/scale';
import { openSettings } from '../../electron/main/settings';
import type { ScaleState } from '../../electron/shared/scale';
import { startScaleSimulator, type ScaleSimulator } from '../support/scale-simulator';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const quiet = createLogger({ level: 'error' });

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => sorted(values)[Math.max(0, Math.ceil(values.length * 0.95) - 1)] ?? NaN;
const round = (ms: number) => Math.round(ms * 100) / 100;

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

    const times: number[] = [];
    for (let run = 0; run < RUNS + 3; run++) {
      const grams = 2000 + run;
      const frame = `\x02${String(grams).padStart(5, '0')}\x03`;
      let written = NaN;
      sim.onWrite = (at, bytes) => {
        if (bytes === frame && Number.isNaN(written)) written = at;
      };
      const arrived = delivered(scale, grams);
      if (protocol === 'continuous') await sim.sendNow({ grams });
      else sim.show({ grams });
      const at = await arrived;
      if (run >= 3) times.push(at - written); // the first runs warm the path up
    }
    return times;
  } finally {
    await scale?.close();
    await sim?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const continuous = await measure('continuous');
const toledo = await measure('toledo');
console.log(
  JSON.stringify({
    bench: 'scale',
    runs: RUNS,
    medianMs: round(median(continuous)),
    p95Ms: round(p95(continuous)),
    toledoMedianMs: round(median(toledo)),
    toledoP95Ms: round(p95(toledo)),
  }),
);
quiet.close();
