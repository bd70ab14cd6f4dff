import ky, { replaceOption } from 'ky';
import { startSandboxProcess } from '../../support/sandbox';
const sandbox = await startSandboxProcess();
const url = `${sandbox.url}/api/v1/labels/x/download`;
const client = ky.create({ throwHttpErrors: false, timeout: 20000, retry: { limit: 2, methods: ['get'], statusCodes: [429, 500, 502, 503, 504], afterStatusCodes: [429, 503], maxRetryAfter: 5000, retryOnTimeout: true, backoffLimit: 2000 }, hooks: { beforeRetry: [() => undefined] } });
const postRetry = replaceOption({ limit: 2, methods: ['post'], statusCodes: [429, 503] });
const H = { accept: 'application/json', 'accept-language': 'pt-BR, en;q=0.5', authorization: 'Bearer x', 'x-tenant-id': 't' };
const variants: Record<string, () => Promise<string>> = {
  kyGet: () => client(url, { method: 'get', headers: H }).text(),
  kyPost: () => client(url, { method: 'post', json: { paymentMethod: 'wallet' }, headers: H, retry: postRetry }).text(),
  fetchGet: async () => (await fetch(url, { headers: H, signal: AbortSignal.timeout(20000) })).text(),
  fetchPost: async () => (await fetch(url, { method: 'POST', headers: { ...H, 'content-type': 'application/json' }, body: JSON.stringify({ paymentMethod: 'wallet' }), signal: AbortSignal.timeout(20000) })).text(),
};
const t: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
for (let i = 0; i < 1500; i++) for (const [k, f] of Object.entries(variants)) { const s = performance.now(); await f(); t[k]!.push(performance.now() - s); }
for (const [k, v] of Object.entries(t)) { const s = v.slice(200).sort((a, b) => a - b); console.log(k.padEnd(10), 'median', s[s.length >> 1]!.toFixed(3)); }
await sandbox.stop();
