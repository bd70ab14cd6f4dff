import diagnostics from 'node:diagnostics_channel';
import { mkdtemp } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxProcess, IDS, DEMO } from '../../support/sandbox';
import { createShipment, loginApi, openStack } from '../../integration/workflow/support/stack';

let marks: Array<[string, number]> = [];
const mark = (what: string) => marks.push([what, performance.now()]);
(globalThis as any).__mark = mark;
diagnostics.subscribe('undici:client:sendHeaders', (m: any) => mark(`send ${m.request.method} ${m.request.path.startsWith("/files") ? "file" : "api"}`));
diagnostics.subscribe('undici:request:headers', (m: any) => mark(`hdrs ${m.request.method}`));
diagnostics.subscribe('undici:request:trailers', (m: any) => mark(`done ${m.request.method}`));

let waiting: ((t: number) => void) | undefined;
const server = createServer((s) => { let n = 0; s.on('data', (c) => { if (n === 0) mark('printer first byte'); n += c.length; }); s.on('end', () => { const t = performance.now(); s.end(); if (n > 0) { waiting?.(t); waiting = undefined; } }); s.on('error', () => undefined); });
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as { port: number }).port;
const sandbox = await startSandboxProcess();
await sandbox.admin.setWallet(IDS.demoLoja, 1_000_000_000);
const { api, tenantId } = await loginApi(sandbox.url);
const stack = openStack({ dataDir: await mkdtemp(join(tmpdir(), 'seg-')), api, tenantId, label: { kind: 'network', host: '127.0.0.1', port }, strictMode: true });
const login = await fetch(`${sandbox.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO.email, senha: DEMO.senha }) });
const { accessToken } = (await login.json()) as { accessToken: string };
const headers = { authorization: `Bearer ${accessToken}`, 'x-tenant-id': tenantId, accept: 'application/json' };
const floorRound = async (shipmentId: string) => {
  const emit = await fetch(`${sandbox.url}/api/v1/labels/shipments/${shipmentId}/emit`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ paymentMethod: 'wallet' }) });
  const { labelId } = (await emit.json()) as { labelId: string };
  const link = await fetch(`${sandbox.url}/api/v1/labels/${labelId}/download`, { headers });
  const { downloadUrl } = (await link.json()) as { downloadUrl: string };
  const bytes = new Uint8Array(await (await fetch(downloadUrl)).arrayBuffer());
  await new Promise<void>((resolve, reject) => { const socket = connect(port, '127.0.0.1', () => socket.end(bytes)); socket.on('error', reject); socket.on('close', () => resolve()); });
};
const N = Number(process.env.N ?? 100);
const rows: Record<string, Record<string, number[]>> = { ours: {}, floor: {} };
for (let i = 0; i < N + 5; i++) {
  const [a, b] = [await createShipment(api), await createShipment(api)];
  for (const [name, run] of (i % 2 ? [['ours', () => stack.workflow.emitAndPrint(a)], ['floor', () => floorRound(b)]] : [['floor', () => floorRound(b)], ['ours', () => stack.workflow.emitAndPrint(a)]]) as Array<[string, () => Promise<unknown>]>) {
    marks = [];
    const arrived = new Promise<number>((r) => (waiting = r));
    mark('start');
    await run();
    const end = await arrived;
    marks.push(['printer end', end]);
    if (i < 5) continue;
    let prev = marks[0]![1];
    marks.forEach(([what, t], k) => { const key = `${String(k).padStart(2, '0')} ${what}`; (rows[name]![key] ??= []).push(t - prev); prev = t; });
  }
}
const med = (v: number[]) => { const s = [...v].sort((x, y) => x - y); return s[s.length >> 1]!; };
for (const name of ['ours', 'floor']) { console.log(name); let tot = 0; for (const [k, v] of Object.entries(rows[name]!).sort()) { tot += med(v); console.log(`  ${k.padEnd(48)} ${med(v).toFixed(3)}  (n=${v.length})`); } console.log('  sum of medians', tot.toFixed(2)); }
stack.close(); server.close(); await sandbox.stop();
