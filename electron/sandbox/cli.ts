// `npm run sandbox -- [--port N] [--data-dir DIR] [flags]`: the sandbox as a process. The first
// line on stdout is always "sandbox listening on http://127.0.0.1:PORT" (scripts wait for it),
// then the demo accounts.
import { parseArgs } from 'node:util';
import { DEMO, INACTIVE, OTHER, PROFILE_NAMES, SEED_ACCOUNTS, startSandbox, type SandboxOptions } from './index';

const USAGE = `Usage: sandbox [--port N] [--data-dir DIR] [--public-url URL] [--access-ttl S] [--quote-ttl S] [--download-ttl S]
               [--pending-ms MS] [--async-emission] [--latency-ms MS] [--fail-rate 0..1]
               [--drop-rate 0..1] [--drop-after-rate 0..1] [--profile NAME] [--personality JSON] [--log]
profiles: ${PROFILE_NAMES.join(', ')}`;

function number(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed))
    throw new RangeError(`--${name} must be a number (got "${value}")`);
  return parsed;
}

function json(name: string, value: string): Record<string, never> {
  try {
    return JSON.parse(value) as Record<string, never>;
  } catch {
    throw new RangeError(`--${name} must be a JSON object of switches (got "${value}")`);
  }
}

function options(argv: string[]): SandboxOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      'public-url': { type: 'string' },
      'access-ttl': { type: 'string' },
      'quote-ttl': { type: 'string' },
      'download-ttl': { type: 'string' },
      'pending-ms': { type: 'string' },
      'async-emission': { type: 'boolean' },
      'latency-ms': { type: 'string' },
      'fail-rate': { type: 'string' },
      'drop-rate': { type: 'string' },
      'drop-after-rate': { type: 'string' },
      log: { type: 'boolean' },
      profile: { type: 'string' },
      personality: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.profile !== undefined && !PROFILE_NAMES.includes(values.profile as never)) {
    throw new RangeError(`--profile must be one of: ${PROFILE_NAMES.join(', ')} (got "${values.profile}")`);
  }
  return {
    port: number('port', values.port),
    dataDir: values['data-dir'],
    publicUrl: values['public-url'],
    accessTtl: number('access-ttl', values['access-ttl']),
    quoteTtl: number('quote-ttl', values['quote-ttl']),
    downloadTtl: number('download-ttl', values['download-ttl']),
    pendingMs: number('pending-ms', values['pending-ms']),
    asyncEmission: values['async-emission'],
    latencyMs: number('latency-ms', values['latency-ms']),
    failRate: number('fail-rate', values['fail-rate']),
    dropRate: number('drop-rate', values['drop-rate']),
    dropAfterRate: number('drop-after-rate', values['drop-after-rate']),
    log: values.log,
    profile: values.profile,
    personality: values.personality === undefined ? undefined : json('personality', values.personality),
  };
}

async function main(): Promise<void> {
  let opts: SandboxOptions;
  try {
    opts = options(process.argv.slice(2));
  } catch (error) {
    console.error(`sandbox: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const sandbox = await startSandbox(opts);
  const lojas = (email: string) =>
    SEED_ACCOUNTS.find((a) => a.email === email)
      ?.lojas.map((l) => `${l.name} ${l.id}`)
      .join('; ');
  console.log(`sandbox listening on ${sandbox.url}`);
  console.log(`demo accounts (data dir ${sandbox.dataDir}${opts.dataDir ? '' : ', temporary'}):`);
  console.log(`  ${DEMO.email} / ${DEMO.senha}  (${lojas(DEMO.email)})`);
  console.log(`  ${OTHER.email} / ${OTHER.senha}  (${lojas(OTHER.email)})`);
  console.log(`  ${INACTIVE.email} / ${INACTIVE.senha}  (inactive: login answers 401)`);
  console.log(`personality: ${opts.profile ?? 'default'}`);
  console.log(
    `admin: ${sandbox.url}/__sandbox/{wallets,clock,faults,personality,reset,seed-recipients} (loopback only)`,
  );
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`sandbox: ${(error as Error).message}`);
  process.exit(1);
});
