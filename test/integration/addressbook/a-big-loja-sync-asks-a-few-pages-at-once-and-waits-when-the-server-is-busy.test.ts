// Issue 31.2: a big loja's first sync asks its list pages a few at a time (never more than the
// bound), and when the server answers 429 with Retry-After it sends no new page until that wait
// has passed, and then fewer at once. The call refused is sent again by ky's own retry. Real
// sandbox over HTTP (latency and throttling from its faults and personality), the app's HTTP
// client (ky) under a watching fetch, real SQLite.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressBookApi } from '../../../electron/main/addressbook';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { watchRecipientLists, type ListWatcher } from './support/list-watch';
import { loginToSandbox, openService, tempDir, type SandboxLogin, type TempDir } from './support/sandbox-session';
import { serverRecipientCount } from './support/server-view';

const CONCURRENCY = 4;
let sandbox: TestSandbox;
let watcher: ListWatcher;
let login: SandboxLogin;
const dirs: TempDir[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  await sandbox.admin.seedRecipients(IDS.demoLoja, 2_000);
  watcher = watchRecipientLists();
  // ky's retries as the app has them (2), on the watching fetch.
  login = await loginToSandbox(sandbox.url, { retryLimit: 2, fetch: watcher.fetch });
});
afterAll(async () => {
  await sandbox.close();
  await Promise.all(dirs.map((dir) => dir.remove()));
});

async function freshBook(api: AddressBookApi) {
  const dir = await tempDir('addressbook-pace-');
  dirs.push(dir);
  const service = openService(dir.path, api, CONCURRENCY);
  return { service, book: service.select(login.scope)! };
}

it('asks up to 4 pages at once, never more, and lands every record', async () => {
  await sandbox.admin.faults({ latencyMs: 30 });
  watcher.reset();
  const { service, book } = await freshBook(login.api);
  try {
    const report = await book.syncNow();
    const pages = watcher.calls.map((call) => call.page);
    expect(report.failure).toBeNull();
    const onServer = await serverRecipientCount(login.api);
    expect(report.pulls.find((pull) => pull.kind === 'recipient')).toMatchObject({ seen: onServer, complete: true });
    expect(book.list('recipient').total).toBe(onServer);
    // In parallel (one at a time would take 21 round trips of 30 ms), and within the bound.
    expect(watcher.maxInFlight()).toBe(CONCURRENCY);
    // Every page asked exactly once: nothing fetched twice on a quiet server.
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.length).toBe(Math.ceil(onServer / 100));
  } finally {
    await service.close();
    await sandbox.admin.faults({ latencyMs: 0 });
  }
});

it('sends no new page during the Retry-After of a 429, then fewer at once, and still completes', async () => {
  await sandbox.admin.faults({ latencyMs: 30 });
  watcher.reset();
  let throttledOnce = false;
  // After page 6 came back, the server gets busy: its next 2 recipient lists answer 429, Retry-After: 1.
  const api: AddressBookApi = {
    ...login.api,
    listRecipients: async (params, watch) => {
      const answer = await login.api.listRecipients(params, watch);
      if (params.page === 6 && !throttledOnce) {
        throttledOnce = true;
        await sandbox.admin.personality({
          throttle: { status: 429, calls: 2, retryAfter: 'seconds', seconds: 1, match: '/api/v1/recipients' },
        });
      }
      return answer;
    },
  };
  const { service, book } = await freshBook(api);
  try {
    const report = await book.syncNow();
    expect(report.failure).toBeNull();
    const onServer = await serverRecipientCount(login.api);
    expect(book.list('recipient').total).toBe(onServer);
    const pull = report.pulls.find((p) => p.kind === 'recipient')!;
    expect(pull).toMatchObject({ complete: true, throttled: 2 });

    const refused = watcher.calls.filter((call) => call.status === 429);
    expect(refused).toHaveLength(2);
    const quietFrom = Math.min(...refused.map((call) => call.answeredAt!));
    // Pages never asked before, sent while the server asked for quiet: none.
    const firstAsk = new Map<number, number>();
    for (const call of watcher.calls) if (!firstAsk.has(call.page)) firstAsk.set(call.page, call.sentAt);
    const duringQuiet = [...firstAsk].filter(([, at]) => at > quietFrom && at < quietFrom + 950);
    expect(duringQuiet).toEqual([]);
    // ky sent each refused page again after the wait (and not before).
    for (const call of refused) {
      const again = watcher.calls.find((other) => other.page === call.page && other.sentAt > call.sentAt)!;
      expect(again.sentAt - call.answeredAt!).toBeGreaterThanOrEqual(950);
    }
    // After the quiet the sync goes on at half the pace: the first new page leaves with at most 2 on their way.
    const after = [...firstAsk].filter(([, at]) => at >= quietFrom + 950).sort((a, b) => a[1] - b[1]);
    expect(after.length).toBeGreaterThan(0);
    const firstNew = watcher.calls.find((call) => call.page === after[0]![0] && call.sentAt === after[0]![1])!;
    expect(firstNew.inFlightAtSend).toBeLessThanOrEqual(2);
  } finally {
    await service.close();
    await sandbox.admin.faults({ latencyMs: 0 });
    await sandbox.admin.personality({ throttle: null });
  }
});
