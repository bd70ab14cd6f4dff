// A desk in a child process, for the kill tests: opens the address book in DATA_DIR against
// SANDBOX_URL and syncs (outbox first, then every page). It prints what it is doing, one line each, and
// when it reaches PAUSE_AT it stops there so the test can SIGKILL it at exactly that point:
//   after-page:N     page N of recipients has arrived, not yet written; the pages before it
//                    that the writer thread was given are written (see caughtUp)
//   before-post:N    outbox item N is marked "sending", its POST has not left
//   after-post:N     the server created item N, this desk has not recorded it
// SYNC_CONCURRENCY: list pages asked at once (default 1, so "after-page:N" means pages before N are
// written and none after; the resume test asks more at once).
// Run with `node --import tsx` (one process: a SIGKILL must not leave a grandchild running).
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { DATABASE_FILE, type AddressBookApi } from '../../../../electron/main/addressbook';
import { Bits } from '../../../../electron/main/addressbook/bits';
import { loginToSandbox, openService } from './sandbox-session';

const { SANDBOX_URL = '', DATA_DIR = '', PAUSE_AT = '', SYNC_CONCURRENCY = '1' } = process.env;
const say = (line: string) => process.stdout.write(`${line}\n`);
/** Recipient pages the pass's checkpoint in the file says are written. */
const pagesWritten = (): number => {
  const db = new DatabaseSync(join(DATA_DIR, DATABASE_FILE), { readOnly: true });
  try {
    const row = db.prepare(`SELECT pages_done FROM sync_pass WHERE kind = 'recipient'`).get() as
      { pages_done: Uint8Array } | undefined;
    return new Bits(row?.pages_done ?? null).size;
  } finally {
    db.close();
  }
};
/**
 * The sync's writer thread writes beside this thread's fetching: page N arrives while the pages
 * before it may still be on their way to the file. The pause waits (a few seconds at most) until
 * those the writer could have been given are written: all before N when one page is asked at a
 * time, all but the last few asked together otherwise.
 */
const caughtUp = async (page: number) => {
  const want = Math.max(0, page - Number(SYNC_CONCURRENCY));
  for (let waited = 0; waited < 5_000 && pagesWritten() < want; waited += 10) await sleep(10);
};
const pauseIf = async (point: string) => {
  if (point !== PAUSE_AT) return;
  const page = /^after-page:(\d+)$/.exec(point)?.[1];
  if (page) await caughtUp(Number(page));
  say(`paused ${point}`);
  await new Promise(() => undefined); // until killed
};

const login = await loginToSandbox(SANDBOX_URL);
let posts = 0;
const api: AddressBookApi = {
  ...login.api,
  listRecipients: async (params, watch) => {
    const answer = await login.api.listRecipients(params, watch);
    if (!params.q) {
      say(`page ${params.page}`);
      await pauseIf(`after-page:${params.page}`);
    }
    return answer;
  },
  createRecipient: async (body) => {
    const n = ++posts;
    say(`posting ${n} ${body.name}`);
    await pauseIf(`before-post:${n}`);
    const created = await login.api.createRecipient(body);
    say(`created ${n} ${body.name}`);
    await pauseIf(`after-post:${n}`);
    return created;
  },
};
const service = openService(DATA_DIR, api, Number(SYNC_CONCURRENCY));
const book = service.select(login.scope)!;
say('ready');
const report = await book.syncNow();
say(`done ${JSON.stringify({ failure: report.failure, flush: report.flush })}`);
await service.close();
