// Quote simulations per second: the sandbox runs as its own process (started through its CLI,
// as `npm run sandbox` does) and one client sends sequential requests over one keep-alive
// loopback connection. Each quote validates, prices three services and stores three options.
// Target: >= 2,000/s. stdout: one JSON line; diagnostics on stderr.
import { NATIONAL_QUOTE } from '../support/parcels';
import { keepAliveClient, startSandboxProcess } from '../support/sandbox';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

const sandbox = await startSandboxProcess();
const client = keepAliveClient(sandbox.url);
try {
  const login = await client.json(
    'POST',
    '/api/v1/auth/login',
    {},
    { email: 'demo@shipping-station.test', senha: 'demo' },
  );
  const session = login.body as { accessToken: string; lojas: Array<{ id: string }> };
  const headers = { authorization: `Bearer ${session.accessToken}`, 'x-tenant-id': session.lojas[0]?.id ?? '' };
  const body = NATIONAL_QUOTE;

  const quote = async () => {
    const reply = await client.json('POST', '/api/v1/quotes/simulate', headers, body);
    const options = (reply.body as { shippingOptions?: unknown[] }).shippingOptions;
    if (reply.status !== 200 || !options || options.length < 3)
      throw new Error(`quote answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  };

  for (let i = 0; i < 500; i++) await quote(); // warm up JIT, statement cache, connection
  let done = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  while (performance.now() < until) {
    await quote();
    done++;
  }
  const seconds = (performance.now() - started) / 1000;
  const perSecond = Math.round(done / seconds);
  console.error(
    `sandbox-quotes: ${done} quotes in ${seconds.toFixed(2)} s = ${perSecond}/s (3 options each, each stored)`,
  );
  console.log(
    JSON.stringify({ bench: 'sandbox-quotes', perSecond, requests: done, seconds: Number(seconds.toFixed(2)) }),
  );
} finally {
  client.close();
  await sandbox.stop();
}
