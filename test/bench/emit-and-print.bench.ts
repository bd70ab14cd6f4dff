// emit-and-print: from emitAndPrint called to the last byte of the label at a network printer
// (a TCP listener that signals when the sender has finished), against the sandbox on loopback
// (its own process, as a real server would be), compared in the same run with the floor: the
// same three HTTP calls made directly with fetch (emit POST, download GET, the PDF) and the bytes
// written straight to a socket. The station sends its requests through ky on fetch
// (electron/main/api/http.ts): the same floor is also run with ky (sameClientRatio), so the
// station's own work is measured apart from the client it uses. Both
// log in once beforehand; creating the quote and shipment of
// each run is setup, not timed. Rounds alternate between the two so drift hits both alike.
// The workflow runs as the station runs it: with the desk's audit log (desk.db) beside it, whose
// witness of each purchase is on the disk before the POST (fsynced beside workflow.db's intent)
// and which records each charge and print.
// A third run in the same rounds prints to a ZPL network printer (profile ZPL at 203 dpi): the
// label PDF is converted by the thermal engine in the path (issue 16), and strict mode asks the
// printer's ~HS when it has not printed in the last few seconds; its ratio to the same floor is
// reported as zplRatio (to the fetch floor). Also the CUPS path (raw queue → listener), for the record. stdout: one
// JSON line.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ky from 'ky';
import { printerIdOf, type PrinterTarget } from '../../electron/main/printing';
import { closeThermalEngine } from '../../electron/main/thermal';
import { rawProfile } from '../support/profiles';
import { hostStatusAnswer } from '../support/print-listener';
import { createRawQueue, ensureCupsd } from '../support/cups';
import { DEMO, IDS, startSandboxProcess } from '../support/sandbox';
import { createShipment, loginApi, openStack } from '../integration/workflow/support/stack';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const CUPS_ROUNDS = Number(process.env.BENCH_CUPS_ROUNDS ?? 10);
const WARMUP = 5;

/**
 * A network printer that resolves `next()` when a job's last byte has arrived (the sender's FIN).
 * It answers ~HS as a ready Zebra does; a connection that only asked is not a job.
 */
async function startPrinter(): Promise<{ port: number; next(): Promise<number>; close(): Promise<void> }> {
  let waiting: ((at: number) => void) | undefined;
  const server: Server = createServer((socket) => {
    let bytes = 0;
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (head.length < 16) head += chunk.toString('latin1');
      if (/^\s*~HS\s*$/.test(head)) {
        bytes = 0;
        head = 'query';
        socket.write(hostStatusAnswer());
      }
    });
    socket.on('error', () => undefined);
    socket.on('end', () => {
      const at = performance.now();
      socket.end();
      // A connection without bytes is strict mode's readiness probe, not a job.
      if (bytes > 0) {
        waiting?.(at);
        waiting = undefined;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    next: () => new Promise<number>((resolve) => (waiting = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const round2 = (n: number) => Math.round(n * 100) / 100;

const sandbox = await startSandboxProcess();
const printer = await startPrinter();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-emit-print-'));
const cupsDir = await mkdtemp(join(tmpdir(), 'bench-emit-print-cups-'));
const zplDir = await mkdtemp(join(tmpdir(), 'bench-emit-print-zpl-'));
try {
  await sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
  const { api, tenantId } = await loginApi(sandbox.url);
  const network: PrinterTarget = { kind: 'network', host: '127.0.0.1', port: printer.port };
  // Product defaults: strict mode on (a readiness probe before each purchase), the real queue.
  const stack = openStack({ dataDir, api, tenantId, label: network, strictMode: true, audit: true });
  // The same printer as a ZPL printer: the PDF label converted in the path.
  const zplStack = openStack({
    dataDir: zplDir,
    api,
    tenantId,
    label: network,
    profiles: { [printerIdOf(network)]: rawProfile('zpl', 203) },
    strictMode: true,
    audit: true,
  });

  // The floor logs in once too.
  const login = await fetch(`${sandbox.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, senha: DEMO.senha }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'x-tenant-id': tenantId, accept: 'application/json' };

  const workflowRound = async (shipmentId: string, arrived: Promise<number>, on = stack) => {
    const started = performance.now();
    await on.workflow.emitAndPrint(shipmentId);
    return (await arrived) - started;
  };
  const toPrinter = (bytes: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(printer.port, '127.0.0.1', () => socket.end(bytes));
      socket.on('error', reject);
      socket.on('close', () => resolve());
    });
  const floorRound = async (shipmentId: string, arrived: Promise<number>) => {
    const started = performance.now();
    const emit = await fetch(`${sandbox.url}/api/v1/labels/shipments/${shipmentId}/emit`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'wallet' }),
    });
    const { labelId } = (await emit.json()) as { labelId: string };
    const link = await fetch(`${sandbox.url}/api/v1/labels/${labelId}/download`, { headers });
    const { downloadUrl } = (await link.json()) as { downloadUrl: string };
    const bytes = new Uint8Array(await (await fetch(downloadUrl)).arrayBuffer());
    await toPrinter(bytes);
    return (await arrived) - started;
  };
  // The same floor through the station's HTTP client (ky on fetch, the emit never retried).
  const sameClientRound = async (shipmentId: string, arrived: Promise<number>) => {
    const started = performance.now();
    const { labelId } = await ky
      .post(`${sandbox.url}/api/v1/labels/shipments/${shipmentId}/emit`, {
        headers,
        json: { paymentMethod: 'wallet' },
        retry: 0,
      })
      .json<{ labelId: string }>();
    const { downloadUrl } = await ky
      .get(`${sandbox.url}/api/v1/labels/${labelId}/download`, { headers })
      .json<{ downloadUrl: string }>();
    await toPrinter(await ky.get(downloadUrl).bytes());
    return (await arrived) - started;
  };

  const ours: number[] = [];
  const floor: number[] = [];
  const zpl: number[] = [];
  const sameClient: number[] = [];
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    // Each run's shipment is created right before it (untimed), as a desk creates it right before
    // buying: every run starts after the same thing, whichever kind ran before it. The order
    // rotates so none always runs on a warmer server.
    const runs = [
      async () => ours.push(await workflowRound(await createShipment(api), printer.next())),
      async () => floor.push(await floorRound(await createShipment(api), printer.next())),
      async () => zpl.push(await workflowRound(await createShipment(api), printer.next(), zplStack)),
      async () => sameClient.push(await sameClientRound(await createShipment(api), printer.next())),
    ];
    for (let k = 0; k < runs.length; k++) await runs[(i + k) % runs.length]!();
    if (i < WARMUP) {
      ours.pop();
      floor.pop();
      zpl.pop();
      sameClient.pop();
    }
  }
  zplStack.close();
  stack.close();

  // The CUPS path for the record: the same workflow printing to a raw queue in front of the listener.
  let cupsMedianMs: number | null = null;
  try {
    await ensureCupsd();
    const queue = await createRawQueue({ port: printer.port });
    const cupsStack = openStack({
      dataDir: cupsDir,
      api,
      tenantId,
      label: { kind: 'cups', name: queue.name },
      strictMode: true,
      audit: true,
    });
    const cups: number[] = [];
    try {
      for (let i = 0; i < CUPS_ROUNDS + 1; i++) {
        const shipmentId = await createShipment(api);
        const started = performance.now();
        const arrived = printer.next();
        await cupsStack.workflow.emitAndPrint(shipmentId);
        const ms = (await arrived) - started;
        if (i > 0) cups.push(ms);
      }
      cupsMedianMs = round2(median(cups));
    } finally {
      cupsStack.close();
      await queue.remove();
    }
  } catch (error) {
    console.error(`emit-and-print: CUPS path skipped: ${error instanceof Error ? error.message : String(error)}`);
  }

  const medianMs = round2(median(ours));
  const floorMedianMs = round2(median(floor));
  const ratio = round2(medianMs / floorMedianMs);
  const zplMedianMs = round2(median(zpl));
  const zplRatio = round2(zplMedianMs / floorMedianMs);
  const sameClientFloorMs = round2(median(sameClient));
  const sameClientRatio = round2(medianMs / sameClientFloorMs);
  console.error(
    `emit-and-print: workflow median ${medianMs} ms, floor median ${floorMedianMs} ms over ${ROUNDS} rounds (ratio ${ratio}); the floor through the station's client (ky) ${sameClientFloorMs} ms (ratio ${sameClientRatio}); ZPL printer with conversion median ${zplMedianMs} ms (ratio ${zplRatio}); CUPS path median ${cupsMedianMs} ms`,
  );
  console.error(
    `  workflow p10/p90 ${round2(percentile(ours, 0.1))}/${round2(percentile(ours, 0.9))} ms; floor p10/p90 ${round2(percentile(floor, 0.1))}/${round2(percentile(floor, 0.9))} ms`,
  );
  console.log(
    JSON.stringify({
      bench: 'emit-and-print',
      medianMs,
      floorMedianMs,
      ratio,
      zplMedianMs,
      zplRatio,
      sameClientFloorMs,
      sameClientRatio,
      cupsMedianMs,
      rounds: ROUNDS,
    }),
  );
} finally {
  await closeThermalEngine();
  await printer.close();
  await sandbox.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(cupsDir, { recursive: true, force: true });
  await rm(zplDir, { recursive: true, force: true });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}
