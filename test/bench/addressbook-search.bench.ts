// Search latency over 100,000 local recipients, measured the way an operator searches: every
// keystroke of a name, a CPF (bare and punctuated), a city, a phone and an e-mail is one query
// through AddressBook.search (FTS, ranking and the rows the screen gets). Prints one line:
// {"bench":"addressbook-search","rows":100000,"p50Ms":…,"p95Ms":…,"rssMB":…}
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import type { RecipientResponse } from '../../electron/shared/contract';
import { RECIPIENTS } from '../../electron/main/addressbook/kinds';
import { RecordStore } from '../../electron/main/addressbook/records';
import { brazilianRecipients } from '../unit/addressbook/support/brazilian-records';
import { seeded } from '../support/seeded';
import { LOJA, localBook } from '../unit/addressbook/support/local-book';

const ROWS = 100_000;
const TARGETS = 120;
const log = (message: string) => process.stderr.write(`${message}\n`);

/** Every prefix of what the operator types, as they type it. */
const keystrokes = (text: string): string[] =>
  Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)).filter((q) => q.trim());

function queriesFor(r: RecipientResponse, random: () => number): string[] {
  const [first, last] = r.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(' ');
  const doc = r.cpfCnpj ?? '';
  const choices = [
    () => keystrokes(`${first} ${last}`), // "m", "ma", …, "maria s", "maria silva" (typed without accents)
    () => keystrokes(r.name), // with accents
    () => keystrokes(doc), // CPF digits
    () => keystrokes(doc.length === 11 ? formatCpf(doc) : doc), // CPF as printed
    () => keystrokes(r.address?.city ?? ''),
    () => keystrokes(r.phone.slice(-9)),
    () => keystrokes((r.email ?? '').split('@')[0] ?? ''),
  ];
  return choices[Math.floor(random() * choices.length)]!();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (ms: number) => Math.round(ms * 1000) / 1000;

async function main(): Promise<void> {
  const local = await localBook();
  try {
    const started = performance.now();
    const store = new RecordStore(local.service.db, local.book.partitionId, Date.now);
    const targets: RecipientResponse[] = [];
    const every = Math.floor(ROWS / TARGETS);
    let batch: RecipientResponse[] = [];
    const flush = () => {
      local.service.db.tx(() => batch.forEach((record) => store.applyServerRecord(RECIPIENTS, record, 1)));
      batch = [];
    };
    let n = 0;
    for (const record of brazilianRecipients(ROWS, { lojaId: LOJA, seed: 7 })) {
      batch.push(record);
      if (++n % every === 0) targets.push(record);
      if (batch.length === 1000) flush();
    }
    flush();
    log(`loaded ${ROWS} recipients in ${Math.round(performance.now() - started)} ms`);
    global.gc?.();
    const rssMB = Math.round(process.memoryUsage().rss / 1e6);

    const random = seeded(11);
    const queries = targets.flatMap((target) => queriesFor(target, random));
    for (const q of queries.slice(0, 200)) local.book.search('recipient', q); // warm the page cache
    const times: Array<[number, string]> = [];
    for (const q of queries) {
      const t0 = performance.now();
      local.book.search('recipient', q, 20);
      times.push([performance.now() - t0, q]);
    }
    const sorted = times.map(([ms]) => ms).sort((a, b) => a - b);
    const worst = [...times].sort((a, b) => b[0] - a[0]).slice(0, 8);
    log(
      `queries: ${queries.length}; slowest: ${worst.map(([ms, q]) => `${JSON.stringify(q)} ${ms.toFixed(2)}ms`).join(', ')}`,
    );
    log(`p99 ${percentile(sorted, 0.99).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`);
    console.log(
      JSON.stringify({
        bench: 'addressbook-search',
        rows: ROWS,
        p50Ms: round(percentile(sorted, 0.5)),
        p95Ms: round(percentile(sorted, 0.95)),
        rssMB,
      }),
    );
  } finally {
    await local.close();
  }
}

await main();
