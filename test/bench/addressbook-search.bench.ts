// Search latency over a big local address book, measured the way an operator searches: every
// keystroke of a name (with and without accents), a CPF (bare and punctuated), a city, a phone
// and an e-mail is one query through AddressBook.search (FTS, ranking and the rows the screen
// gets). BENCH_ROWS lists the sizes (default 100000,1000000). For each size one process files
// the records as a sync would, then another opens that book as a station starting up does and
// searches: its resident memory is that of one station process holding the book, apart from the
// loader's garbage. One line a size:
// {"bench":"addressbook-search","rows":1000000,"p50Ms":…,"p95Ms":…,"rssMB":…,"dbMB":…}
//
// BENCH_SEED (default 7) picks the records and the queries. BENCH_DB_CACHE names a folder where
// each filed book is kept: filing a million records takes minutes, and a later run with the same
// key searches a fresh copy of it instead. The key is the rows, the seed, the schema version and
// a digest of the code that writes the book (the record generator and the address book's own
// files): a change to how records are made or filed files a new book, never reuses a stale one.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import type { RecipientResponse } from '../../electron/shared/contract';
import { AddressBookService } from '../../electron/main/addressbook';
import { RECIPIENTS } from '../../electron/main/addressbook/kinds';
import { RecordStore } from '../../electron/main/addressbook/records';
import { SCHEMA_VERSION } from '../../electron/main/addressbook/migrations';
import { DATABASE_FILE } from '../../electron/main/addressbook/service';
import { fetchAddressBookApi } from '../integration/addressbook/support/fetch-api';
import { brazilianRecipients } from '../unit/addressbook/support/brazilian-records';
import { seeded } from '../support/seeded';
import { LOJA, deadUrl } from '../unit/addressbook/support/local-book';

/** A digest of the code that makes and files the records (see BENCH_DB_CACHE above). */
function fillingCode(): string {
  const hash = createHash('sha256');
  const book = new URL('../../electron/main/addressbook/', import.meta.url);
  const files = [
    new URL('../unit/addressbook/support/brazilian-records.ts', import.meta.url),
    ...readdirSync(book)
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map((name) => new URL(name, book)),
  ];
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

const SIZES = (process.env.BENCH_ROWS ?? '100000,1000000').split(',').map((n) => Number(n.trim()));
const SEED = Number(process.env.BENCH_SEED ?? 7);
const CACHE = process.env.BENCH_DB_CACHE;
const TARGETS = 120;
const log = (message: string) => process.stderr.write(`${message}\n`);
const rssMB = () => Math.round(process.memoryUsage().rss / 1e6);

/** Every prefix of what the operator types, as they type it. */
const keystrokes = (text: string): string[] =>
  Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)).filter((q) => q.trim());

const KINDS = ['name', 'accented', 'cpf', 'cpf-printed', 'city', 'phone', 'email'] as const;
type Kind = (typeof KINDS)[number];
interface Query {
  kind: Kind;
  q: string;
}

function queriesFor(r: RecipientResponse, random: () => number): Query[] {
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

const openBook = (dir: string, url: string) => {
  const service = new AddressBookService({
    dataDir: dir,
    apiFor: (s) => fetchAddressBookApi(s.server, () => 'no-token', s.tenantId, 1_000),
    background: false,
  });
  return { service, book: service.select({ server: url, tenantId: LOJA })! };
};

/** Files `rows` server records as a sync would; leaves the book and its queries in `dir`. */
async function load(rows: number, dir: string): Promise<void> {
  const url = await deadUrl();
  const { service, book } = openBook(dir, url);
  const started = performance.now();
  const store = new RecordStore(service.db, book.partitionId, Date.now);
  const targets: RecipientResponse[] = [];
  const every = Math.floor(rows / TARGETS);
  let batch: RecipientResponse[] = [];
  const flush = () => {
    service.db.tx(() => batch.forEach((record) => store.applyServerRecord(RECIPIENTS, record, 1)));
    batch = [];
  };
  let n = 0;
  for (const record of brazilianRecipients(rows, { lojaId: LOJA, seed: SEED })) {
    batch.push(record);
    if (++n % every === 0) targets.push(record);
    if (batch.length === 1000) flush();
  }
  flush();
  // The WAL folded into the file, as SQLite's automatic checkpoints leave it after a sync.
  service.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  log(`loaded ${rows} recipients in ${Math.round(performance.now() - started)} ms (loader rss ${rssMB()} MB)`);
  await service.close();
  const random = seeded(SEED + 4);
  const queries = targets.flatMap((target) => queriesFor(target, random));
  writeFileSync(join(dir, 'bench.json'), JSON.stringify({ url, queries }));
}

/** Opens the book in `dir` as a station does and times every query. */
function search(rows: number, dir: string): void {
  const { url, queries } = JSON.parse(readFileSync(join(dir, 'bench.json'), 'utf8')) as {
    url: string;
    queries: Query[];
  };
  const file = join(dir, DATABASE_FILE);
  const dbMB = Math.round(
    (statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0)) / 1e6,
  );
  const { service, book } = openBook(dir, url);
  try {
    for (const { q } of queries.slice(0, 200)) book.search('recipient', q); // warm the page cache
    const times: Array<{ ms: number; q: string; kind: Kind }> = [];
    // CPU time too: on a machine shared with other work, wall time also counts the waits for a core.
    const cpu: number[] = [];
    let shown = 0;
    for (const { q, kind } of queries) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      shown += book.search('recipient', q, 20).entries.length;
      times.push({ ms: performance.now() - t0, q, kind });
      const used = process.cpuUsage(c0);
      cpu.push((used.user + used.system) / 1000);
    }
    cpu.sort((a, b) => a - b);
    global.gc?.();
    const rss = rssMB();
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
    // The same count before and after a change of search: a faster search must show the same rows.
    log(`rows shown: ${shown}`);
    log(`cpu time: p50 ${percentile(cpu, 0.5).toFixed(2)} ms, p95 ${percentile(cpu, 0.95).toFixed(2)} ms`);
    console.log(
      JSON.stringify({
        bench: 'addressbook-search',
        rows,
        p50Ms: round(percentile(sorted, 0.5)),
        p95Ms: round(percentile(sorted, 0.95)),
        rssMB: rss,
        dbMB,
      }),
    );
  } finally {
    void service.close(); // no sync runs here: the file closes at once
  }
}

const phase = process.env.BENCH_PHASE;
if (phase === 'load') {
  await load(Number(process.env.BENCH_ROWS), process.env.BENCH_DIR!);
} else if (phase === 'search') {
  search(Number(process.env.BENCH_ROWS), process.env.BENCH_DIR!);
} else {
  // One process a phase: the search process's memory is not the loader's, nor a smaller book's.
  let failed = false;
  const run = (rows: number, step: string, dir: string): boolean => {
    const child = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, process.argv[1]!], {
      env: { ...process.env, BENCH_ROWS: String(rows), BENCH_PHASE: step, BENCH_DIR: dir },
      stdio: 'inherit',
    });
    return child.status === 0;
  };
  for (const rows of SIZES) {
    const dir = mkdtempSync(join(tmpdir(), 'addressbook-bench-'));
    try {
      if (CACHE) {
        const kept = join(CACHE, `rows${rows}-seed${SEED}-schema${SCHEMA_VERSION}-code${fillingCode()}`);
        if (!existsSync(kept)) {
          // Filed beside the cache and renamed into it: a cut load leaves no half book to reuse.
          mkdirSync(CACHE, { recursive: true });
          const filing = mkdtempSync(join(CACHE, 'filing-'));
          if (!run(rows, 'load', filing)) {
            rmSync(filing, { recursive: true, force: true });
            failed = true;
            continue;
          }
          renameSync(filing, kept);
        } else log(`reusing the book filed in ${kept}`);
        cpSync(kept, dir, { recursive: true });
        failed ||= !run(rows, 'search', dir);
      } else {
        failed ||= !run(rows, 'load', dir) || !run(rows, 'search', dir);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (failed) process.exitCode = 1;
}
