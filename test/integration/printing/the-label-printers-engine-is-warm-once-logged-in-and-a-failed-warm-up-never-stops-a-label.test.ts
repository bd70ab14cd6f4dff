// Issue 28, item 5 (the first label after a start): a desk whose label printer is a raw one (ZPL
// over TCP, converted by the thermal engine) has that engine made ready once the operator is
// logged in and a loja is active: the worker started, MuPDF loaded and its drawing and encoder
// run at the printer's profile, so the first paid label converts as a warm one. Nothing of it
// runs while the station starts (issue 30: the start is measured to the login screen). A warm-up
// that fails is only a line in the log: no warning, nothing the operator sees, and the label
// bought next prints.
//
// The station is given the real engine (convertForPrinter, its worker and MuPDF) wrapped so the
// test sees each conversion asked and its answer.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStation, type Station } from '../../../electron/main/app/station';
import { createMemoryVault } from '../../../electron/main/session/vault/secret-vault';
import { convertForPrinter, testOnlyCrashNextConversions, type ConvertOptions } from '../../../electron/main/thermal';
import type { PrinterProfileInput } from '../../../electron/shared/printer-profile';
import { createShipment } from '../workflow/support/stack';
import { startPrintListener, type PrintListener } from '../../support/print-listener';
import { rawProfile } from '../../support/profiles';
import { DEMO, IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { spoken } from '../../support/said';
import { until } from '../../support/until';

interface Asked {
  pdf: boolean;
  dpi: unknown;
  result?: { ok: boolean };
}

let sandbox: TestSandbox;
let listener: PrintListener;
let dataDir: string;
let station: Station | undefined;
const asked: Asked[] = [];

/** The real engine, each conversion it is asked noted with its answer. */
const countingConvert: typeof convertForPrinter = async (
  bytes: Uint8Array,
  profile: PrinterProfileInput,
  options?: ConvertOptions,
) => {
  const entry: Asked = { pdf: Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-', dpi: profile.dpi };
  asked.push(entry);
  const result = await convertForPrinter(bytes, profile, options);
  entry.result = { ok: result.ok };
  return result;
};

const open = () =>
  createStation({
    dataDir,
    apiBaseUrl: sandbox.url,
    vault: createMemoryVault(),
    printing: { convert: countingConvert },
  });

async function call(s: Station, channel: string, input?: unknown): Promise<unknown> {
  const result = await s.registry.invoke(channel as never, input as never);
  if (!result.ok) throw new Error(`${channel}: ${spoken(result.error)}`);
  return result.value;
}

const logIn = async (s: Station) => {
  await s.session.login({ email: DEMO.email, senha: DEMO.senha });
  await s.session.selectLoja(IDS.demoLoja);
};

const logLines = async () =>
  (await readFile(join(dataDir, 'logs', 'station.log'), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: string; msg: string });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  listener = await startPrintListener();
  dataDir = await mkdtemp(join(tmpdir(), 'warm-engine-'));
  // The desk set up once: the label goes to a ZPL network printer at 203 dpi.
  const first = await open();
  await logIn(first);
  const printerId = `network:127.0.0.1:${listener.port}`;
  await call(first, 'printers:add-network', { address: `127.0.0.1:${listener.port}` });
  await call(first, 'settings:update', { printers: { label: printerId } });
  await call(first, 'printers:set-profile', { printerId, profile: rawProfile('zpl', 203) });
  await first.close();
}, 60_000);

afterAll(async () => {
  await station?.close();
  await listener?.close();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

describe('the label printer’s conversion engine', () => {
  it('is warmed at the printer’s profile once the operator is logged in, and not while the station starts', async () => {
    asked.length = 0;
    station = await open();
    // The station is up and nobody has logged in: nothing converts. (A warm-up at start asks its
    // first conversion at once, before any await on the network; this waits well past that.)
    await new Promise((wake) => setTimeout(wake, 500));
    expect(asked).toEqual([]);

    await logIn(station);
    const warmed = await until(async () => (await logLines()).find((line) => line.msg === 'label conversion warmed'), {
      what: 'the warm-up to end',
      timeoutMs: 60_000,
    });
    expect(warmed.level).toBe('info');
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.every((a) => a.pdf && a.dpi === 203 && a.result?.ok === true)).toBe(true);
    // Nothing was printed by it.
    expect(listener.connections().accepted).toBe(0);
    await station.close();
    station = undefined;
  }, 90_000);

  it('that fails to warm is only logged, and the label bought next prints', async () => {
    asked.length = 0;
    station = await open();
    // The warm-up's first conversion kills its worker, and the fresh one it is retried in too.
    testOnlyCrashNextConversions('exit', 2);
    await logIn(station);
    const notWarmed = await until(
      async () => (await logLines()).find((line) => line.msg === 'label conversion not warmed'),
      { what: 'the warm-up to give up', timeoutMs: 60_000 },
    );
    expect(notWarmed.level).toBe('info');
    expect(asked[0]?.result).toEqual({ ok: false });

    const shipmentId = await createShipment(station.api);
    // The purchase answers (a refusal would throw here) and its label reaches the printer as ZPL.
    await call(station, 'labels:emit-and-print', { shipmentId });
    // (Strict mode asks the printer ~HS first: that is not the label.)
    const label = await until(
      async () => (await listener.jobs()).find((job) => job.toString('latin1').includes('^XA')),
      { what: 'the label at the printer', timeoutMs: 60_000 },
    );
    expect(label.toString('latin1')).toContain('^GF');
    // Not a trouble to report: no warning or error about it in the log (the label's own job printed).
    const loud = (await logLines()).filter(
      (line) => (line.level === 'warn' || line.level === 'error') && /conver|warm|print/i.test(line.msg),
    );
    expect(loud.map((line) => line.msg)).toEqual([]);
  }, 120_000);
});
