// How fast the contract validates quote requests: the desk re-validates the quote form on every
// keystroke and the sandbox validates every request, so this must stay cheap.
// Run: tsx test/bench/contract-validate.bench.ts  → one JSON line on stdout, nothing else.
import { quoteRequestSchema } from '../../electron/shared/contract';
import { seeded } from '../support/seeded';

const OPS = 100_000;

// A fixed seed keeps runs comparable: the same requests, in the same order, every time.
const random = seeded(20250310);
const chance = (p: number) => random() < p;
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const size = () => Math.round((1 + random() * 99) * 10) / 10;

/** A quote request as a form or an integrator might send it, sometimes wrong on purpose. */
function request(): Record<string, unknown> {
  const body: Record<string, unknown> = {
    peso: chance(0.97) ? Math.round(random() * 3000) / 100 + 0.01 : pick([0, -1, '2']),
    comprimento: size(),
  };
  if (chance(0.9)) body.originCep = '06460000';
  else if (chance(0.5)) body.originPostalCode = '06460-000';
  if (chance(0.9)) body.destinationCep = pick(['22240003', '01310100', '69005040']);
  else if (chance(0.6)) body.destinationPostalCode = pick(['10001', 'SW1A 1AA']);
  const format = pick([undefined, '1', '2', '3', '2', '9'] as const);
  if (format !== undefined) body.format = format;
  for (const key of ['largura', 'altura', 'espessura', 'diametro'] as const) {
    if (chance(0.6)) body[key] = size();
  }
  if (chance(0.3)) body.declaredValueCents = Math.floor(random() * 100_000);
  if (chance(0.2)) body.services = ['SEDEX', 'PAC'];
  return body;
}

const requests = Array.from({ length: OPS }, request);

// Let the JIT settle on the validation path before timing it.
for (let i = 0; i < 2_000; i++) quoteRequestSchema.safeParse(requests[i]);

let valid = 0;
const start = performance.now();
for (const body of requests) if (quoteRequestSchema.safeParse(body).success) valid++;
const ms = performance.now() - start;

// A run of all-valid or all-invalid requests would measure only one path.
if (valid === 0 || valid === OPS) throw new Error(`bench input is not mixed: ${valid}/${OPS} valid`);

process.stdout.write(
  `${JSON.stringify({
    bench: 'contract-quote-validate',
    ops: OPS,
    opsPerSecond: Math.round(OPS / (ms / 1000)),
    ms: Math.round(ms * 10) / 10,
  })}\n`,
);
