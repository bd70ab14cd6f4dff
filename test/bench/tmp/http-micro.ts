import http from 'node:http';
import ky from 'ky';
import { startSandboxProcess } from '../../support/sandbox';
const sandbox = await startSandboxProcess();
const url = `${sandbox.url}/api/v1/labels/x/download`;
const agent = new http.Agent({ keepAlive: true });
const client = ky.create({ throwHttpErrors: false, timeout: 20000, retry: { limit: 2, methods: ['get'] } });
const viaHttp = () => new Promise<string>((res, rej) => {
  const req = http.get(url, { agent, headers: { accept: 'application/json' } }, (r) => { const c: Buffer[] = []; r.on('data', (d) => c.push(d)); r.on('end', () => res(Buffer.concat(c).toString())); });
  req.on('error', rej);
});
const variants: Record<string, () => Promise<string>> = {
  ky: () => client(url, { headers: { accept: 'application/json' } }).text(),
  fetch: async () => (await fetch(url, { headers: { accept: 'application/json' } })).text(),
  http: viaHttp,
};
const t: Record<string, number[]> = { ky: [], fetch: [], http: [] };
for (let i = 0; i < 2000; i++) for (const [k, f] of Object.entries(variants)) { const s = performance.now(); await f(); t[k]!.push(performance.now() - s); }
for (const [k, v] of Object.entries(t)) { const s = v.slice(200).sort((a, b) => a - b); console.log(k, 'median', s[s.length >> 1]!.toFixed(3), 'p10', s[Math.floor(s.length * 0.1)]!.toFixed(3)); }
await sandbox.stop();
