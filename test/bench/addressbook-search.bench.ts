// Search latency over a big local address book, measured the way an operator searches: every
// keystroke of a name (with and without accents), a CPF (bare and punctuated), a city, a phone
// and an e-mail is one query through AddressBook.search (FTS, ranking and the rows the screen
// gets). BENCH_ROWS lists the sizes (default 100000,1000000); each size runs in its own process,
// so its resident memory is that of one station process holding that book. One line a size:
// {"bench":"addressbook-search","rows":1000000,"p50Ms":…,"p95Ms":…,"rssMB":…,"dbMB":…}
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import type { RecipientResponse } from '../../electron/shared/contract';
import { RECIPIENTS } from '../../electron/main/addressbook/kinds';
import { RecordStore } from '../../electron/main/addressbook/records';
import { DATABASE_FILE } from '../../electron/main/addressbook/service';
import { brazilianRecipients } from '../unit/addressbook/support/brazilian-records';
import { seeded } from '../support/seeded';
import { LOJA, localBook } from '../unit/addressbook/support/local-book';

const SIZES = (process.env.BENCH_ROWS ?? '100000,1000000').split(',').map((n) => Number(n.trim()));
const TARGETS = 120;
const log = (message: string) => process.stderr.write(`${message}\n`);

/** Every prefix of what the operator types, as they type it. */
const keystrokes = (text: string): string[] =>
  Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)).filter((q) => q.trim());

const KINDS = ['name', 'accented', 'cpf', 'cpf-printed', 'city', 'phone', 'email'] as const;
type Kind = (typeof KINDS)[number];

function queriesFor(r: RecipientResponse, random: () => number): Array<{ kind: Kind; q: string }> {
  const [first, last] = r.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(' ');
  const doc = r.cpfCnpj ?? '';
  const typed: Record<Kind, () => string> = {
    name: () => `${first} ${last}`, // "m", "ma", …, "maria s", "maria silva" (typed without accents)
    accented: () => r.name,
    cpf: () => doc,
    'cpf-printed': () => (doc.length === 11 ? formatCpf(doc) : doc),
    city: () => r.address?.city ?? '',
    phone: () => r.phone.slice(-9),
    email: () => (r.email ?? '').split('@')[0] ?? '',
  };
  const kind = KINDS[Math.floor(random() * KINDS.length)]!;
  return keystrokes(typed[kind]()).map((q) => ({ kind, q }));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (ms: number) => Math.round(ms * 1000) / 1000;

async function measure(rows: number): Promise<void> {
  const local = await localBook();
  try {
    const started = performance.now();
    const store = new RecordStore(local.service.db, local.book.partitionId, Date.now);
    const targets: RecipientResponse[] = [];
    const every = Math.floor(rows / TARGETS);
    let batch: RecipientResponse[] = [];
    const flush = () => {
      local.service.db.tx(() => batch.forEach((record) => store.applyServerRecord(RECIPIENTS, record, 1)));
      batch = [];
    };
    let n = 0;
    for (const record of brazilianRecipients(rows, { lojaId: LOJA, seed: 7 })) {
      batch.push(record);
      if (++n % every === 0) targets.push(record);
      if (batch.length === 1000) flush();
    }
    flush();
    // The WAL folded into the file, as SQLite's automatic checkpoints leave it after a sync.
    local.service.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    const file = join(local.dir.path, DATABASE_FILE);
    const dbMB = Math.round(
      (statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0)) / 1e6,
    );
    log(`loaded ${rows} recipients in ${Math.round(performance.now() - started)} ms (${dbMB} MB on disk)`);

    const random = seeded(11);
    const queries = targets.flatMap((target) => queriesFor(target, random));
    for (const { q } of queries.slice(0, 200)) local.book.search('recipient', q); // warm the page cache
    const times: Array<{ ms: number; q: string; kind: Kind }> = [];
    for (const { q, kind } of queries) {
      const t0 = performance.now();
      local.book.search('recipient', q, 20);
      times.push({ ms: performance.now() - t0, q, kind });
    }
    global.gc?.();
    const rssMB = Math.round(process.memoryUsage().rss / 1e6);
    const sorted = times.map(({ ms }) => ms).sort((a, b) => a - b);
    const worst = [...times].sort((a, b) => b.ms - a.ms).slice(0, 8);
    log(
      `queries: ${queries.length}; slowest: ${worst.map(({ ms, q }) => `${JSON.stringify(q)} ${ms.toFixed(2)}ms`).join(', ')}`,
    );
    for (const kind of KINDS) {
      const own = times
        .filter((t) => t.kind === kind)
        .map((t) => t.ms)
        .sort((a, b) => a - b);
      if (own.length)
        log(
          `  ${kind}: ${own.length} queries, p50 ${percentile(own, 0.5).toFixed(2)} ms, p95 ${percentile(own, 0.95).toFixed(2)} ms`,
        );
    }
    log(`p99 ${percentile(sorted, 0.99).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`);
    console.log(
      JSON.stringify({
        bench: 'addressbook-search',
        rows,
        p50Ms: round(percentile(sorted, 0.5)),
        p95Ms: round(percentile(sorted, 0.95)),
        rssMB,
        dbMB,
      }),
    );
  } finally {
    await local.close();
  }
}

if (SIZES.length === 1) {
  await measure(SIZES[0]!);
} else {
  // One process a size: the bigger book's memory must not be measured on top of the smaller's.
  let failed = false;
  for (const rows of SIZES) {
    const child = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, process.argv[1]!], {
      env: { ...process.env, BENCH_ROWS: String(rows) },
      stdio: 'inherit',
    });
    failed ||= child.status !== 0;
  }
  if (failed) process.exitCode = 1;
}
