// A desk process killed (SIGKILL) in the middle of a sync or of an outbox send: after a
// restart nothing typed is lost, nothing is on the server twice, the database is intact, and
// a sync killed halfway never deletes records it did not get to see.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { DATABASE_FILE } from '../../../electron/main/addressbook';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { deadUrl } from '../../unit/addressbook/support/local-book';
import { recipientBody } from './support/bodies';
import { fetchAddressBookApi } from './support/fetch-api';
import { runDeskAndKill } from './support/kill';
import { loginToSandbox, openService, tempDir, type SandboxLogin, type TempDir } from './support/sandbox-session';
import { serverRecipientCount, serverRecipients } from './support/server-view';

let sandbox: TestSandbox;
let login: SandboxLogin;
const dirs: TempDir[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  login = await loginToSandbox(sandbox.url);
});
afterAll(async () => {
  await sandbox.close();
  await Promise.all(dirs.map((dir) => dir.remove()));
});

async function freshDir(): Promise<string> {
  const dir = await tempDir('addressbook-kill-');
  dirs.push(dir);
  return dir.path;
}

function integrity(dataDir: string): string {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  try {
    return (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check;
  } finally {
    db.close();
  }
}

/** Types `names` at a desk whose server is unreachable, so they wait in its outbox. */
async function typeOffline(dataDir: string, names: string[]): Promise<string[]> {
  const url = await deadUrl();
  const service = openService(
    dataDir,
    fetchAddressBookApi(url, () => 'x', login.scope.tenantId, 500),
  );
  const book = service.select(login.scope)!; // same partition: the sandbox's URL and loja
  const cpfs: string[] = [];
  for (const name of names) {
    const body = recipientBody(name, { cpfCnpj: generateCpf() });
    cpfs.push(body.cpfCnpj!);
    await book.create('recipient', body);
  }
  await service.close();
  return cpfs;
}

/** The desk restarted: one sync, then what it and the server hold. */
async function restartAndSync(dataDir: string) {
  const service = openService(dataDir, login.api);
  const book = service.select(login.scope)!;
  const report = await book.syncNow();
  const state = { report, outbox: book.outboxItems(), total: book.list('recipient').total, book };
  return { ...state, close: () => service.close() };
}

describe('killed during an outbox send', () => {
  for (const pauseAt of ['before-post:2', 'after-post:2']) {
    it(`sends every typed recipient exactly once when killed at ${pauseAt}`, async () => {
      const dataDir = await freshDir();
      const names = ['Kill Um', 'Kill Dois', 'Kill Três'].map((n) => `${n} ${pauseAt}`);
      const cpfs = await typeOffline(dataDir, names);
      const run = await runDeskAndKill({ url: sandbox.url, dataDir, pauseAt, killOn: `paused ${pauseAt}` });
      expect(run.killed).toBe(true);
      expect(integrity(dataDir)).toBe('ok');

      const after = await restartAndSync(dataDir);
      expect(after.report.failure).toBeNull();
      // Item 2 was "sending" when the desk died: looked up first; found only if the POST landed.
      expect(after.report.flush).toMatchObject(
        pauseAt.startsWith('after') ? { reconciled: 1, sent: 1 } : { reconciled: 0, sent: 2 },
      );
      expect(after.outbox).toEqual([]);
      for (const cpf of cpfs) expect(await serverRecipientCount(login.api, cpf)).toBe(1);
      for (const name of names) {
        expect(after.book.search('recipient', name).entries.map((e) => e.state)).toEqual(['synced']);
      }
      await after.close();
    });
  }

  it('loses and duplicates nothing when killed at random moments of a send', async () => {
    const dataDir = await freshDir();
    const names = Array.from({ length: 8 }, (_, i) => `Aleatório ${i + 1}`);
    const cpfs = await typeOffline(dataDir, names);
    await sandbox.admin.faults({ latencyMs: 25 });
    let killedWhilePosting = 0;
    for (const killAfterMs of [40, 90, 140]) {
      const run = await runDeskAndKill({ url: sandbox.url, dataDir, killAfterMs });
      if (run.killed && run.lines.some((line) => line.startsWith('posting'))) killedWhilePosting++;
      expect(integrity(dataDir)).toBe('ok');
    }
    expect(killedWhilePosting).toBeGreaterThan(0);
    await sandbox.admin.faults({ latencyMs: 0 });
    const after = await restartAndSync(dataDir);
    expect(after.outbox).toEqual([]);
    for (const cpf of cpfs) expect(await serverRecipientCount(login.api, cpf)).toBe(1);
    await after.close();
  });
});

describe('killed during a sync', () => {
  it('keeps the previous copy whole, and a full sync afterwards matches the server', async () => {
    const dataDir = await freshDir();
    await sandbox.admin.seedRecipients(IDS.demoLoja, 600);
    const first = await restartAndSync(dataDir);
    const before = first.total;
    const gone = (await serverRecipients(login.api)).slice(0, 3);
    await first.close();

    // The server forgets everything and gets 600 new recipients; the desk starts pulling…
    await sandbox.admin.reset();
    await sandbox.admin.seedRecipients(IDS.demoLoja, 600);
    const run = await runDeskAndKill({
      url: sandbox.url,
      dataDir,
      pauseAt: 'after-page:4',
      killOn: 'paused after-page:4',
    });
    expect(run.lines).toContain('page 3');
    expect(integrity(dataDir)).toBe('ok');

    // …and dies on page 4: pages 1–3 are in, nothing of the old copy was deleted.
    const check = openService(
      dataDir,
      fetchAddressBookApi(await deadUrl(), () => 'x', login.scope.tenantId, 500),
    );
    const killed = check.select(login.scope)!;
    expect(killed.list('recipient').total).toBe(before + 300);
    for (const record of gone) expect(killed.get('recipient', record.id).state).toBe('synced');
    await check.close();

    // A random-moment kill on top, then the restart syncs to exactly what the server has.
    await runDeskAndKill({ url: sandbox.url, dataDir, killAfterMs: 60 });
    expect(integrity(dataDir)).toBe('ok');
    const after = await restartAndSync(dataDir);
    const onServer = await serverRecipients(login.api);
    expect(after.total).toBe(onServer.length);
    const local = new Set(after.book.list('recipient', 1, 100).entries.map((e) => e.serverId));
    expect(onServer.filter((r) => local.has(r.id)).length).toBe(Math.min(100, onServer.length));
    for (const record of gone) expect(() => after.book.get('recipient', record.id)).toThrow();
    await after.close();
  });
});
