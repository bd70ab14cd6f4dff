// A database written by the first schema version (MIGRATION_1_SQL, replayed verbatim) opens in
// this version with everything in it: synced records become searchable, the last sync time
// stays, a queued item is sent once, and an item v1 called "failed" needs attention.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { DATABASE_FILE, type AddressBookService } from '../../../electron/main/addressbook';
import { MIGRATION_1_SQL, SCHEMA_VERSION } from '../../../electron/main/addressbook/migrations';
import { fold } from '../../../electron/main/addressbook/search-text';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { recipientBody } from './support/bodies';
import { loginToSandbox, openService, tempDir, type SandboxLogin, type TempDir } from './support/sandbox-session';
import { serverRecipientCount, serverRecipients } from './support/server-view';

let sandbox: TestSandbox;
let login: SandboxLogin;
let dir: TempDir;
let service: AddressBookService;
const LAST_SYNC = '2025-05-02T08:00:00.000Z';
const queued = recipientBody('Fila Da Versão Um', { cpfCnpj: generateCpf() });
const failed = { ...recipientBody('Falhou Na Versão Um', { cpfCnpj: generateCpf() }), phone: 'sem número' };

beforeAll(async () => {
  sandbox = await startTestSandbox();
  await sandbox.admin.seedRecipients(IDS.demoLoja, 30);
  login = await loginToSandbox(sandbox.url);
  dir = await tempDir();

  // What version 1 wrote after a sync and two offline creates.
  const senders = (await login.api.listSenders({ page: 1, pageSize: 100 })).data;
  const recipients = await serverRecipients(login.api);
  const v1 = new DatabaseSync(join(dir.path, DATABASE_FILE));
  v1.exec(MIGRATION_1_SQL);
  v1.exec('PRAGMA user_version = 1');
  v1.prepare('INSERT INTO partitions (id, base_url, tenant_id) VALUES (1, ?, ?)').run(sandbox.url, IDS.demoLoja);
  for (const s of senders) {
    v1.prepare(
      `INSERT INTO senders (partition_id, server_id, name_key, is_default, updated_at, seen_gen, first_seen_at, data)
       VALUES (1, ?, ?, ?, ?, 1, 0, ?)`,
    ).run(s.id, fold(s.name), s.isDefault ? 1 : 0, s.updatedAt, JSON.stringify(s));
  }
  for (const r of recipients) {
    v1.prepare(
      `INSERT INTO recipients (partition_id, server_id, name_key, last_used_at, updated_at, seen_gen, first_seen_at, data)
       VALUES (1, ?, ?, ?, ?, 1, 0, ?)`,
    ).run(r.id, fold(r.name), r.lastUsedAt ?? null, r.updatedAt, JSON.stringify(r));
  }
  const outbox = v1.prepare(
    `INSERT INTO outbox (partition_id, kind, body, state, attempts, created_at, last_error) VALUES (1, 'recipient', ?, ?, ?, ?, ?)`,
  );
  const pending = v1.prepare(`INSERT INTO recipients (partition_id, outbox_id, name_key, data) VALUES (1, ?, ?, ?)`);
  const q = outbox.run(JSON.stringify(queued), 'queued', 0, '2025-05-02T09:00:00.000Z', null);
  pending.run(q.lastInsertRowid, fold(queued.name), JSON.stringify(queued));
  const f = outbox.run(
    JSON.stringify(failed),
    'failed',
    1,
    '2025-05-02T09:05:00.000Z',
    'phone: must be 8 to 20 digits',
  );
  pending.run(f.lastInsertRowid, fold(failed.name), JSON.stringify(failed));
  for (const kind of ['sender', 'recipient']) {
    v1.prepare(
      `INSERT INTO sync_state (partition_id, kind, generation, complete_generation, last_sync_at) VALUES (1, ?, 1, 1, ?)`,
    ).run(kind, LAST_SYNC);
  }
  v1.close();

  service = openService(dir.path, login.api);
});
afterAll(async () => {
  await service.close();
  await sandbox.close();
  await dir.remove();
});

it('migrates to the current version and keeps every record searchable', async () => {
  const version = service.db.get<{ user_version: number }>('PRAGMA user_version')!.user_version;
  expect(version).toBe(SCHEMA_VERSION);
  const book = service.select(login.scope)!;
  const onServer = await serverRecipientCount(login.api);
  expect(book.list('recipient').total).toBe(onServer + 2);
  expect(book.status()).toMatchObject({ lastSyncAt: LAST_SYNC, outboxCount: 2, needsAttentionCount: 1 });
  expect(book.search('sender', 'expedicao').entries[0]).toMatchObject({
    kind: 'sender',
    isDefault: true,
    state: 'synced',
  });
  const someone = (await serverRecipients(login.api))[7]!;
  expect(book.search('recipient', someone.cpfCnpj!).entries.map((e) => e.serverId)).toEqual([someone.id]);
  expect(
    book
      .search('recipient', 'versao um')
      .entries.map((e) => [e.summary.name, e.state])
      .sort(),
  ).toEqual([
    ['Falhou Na Versão Um', 'needs-attention'],
    ['Fila Da Versão Um', 'pending'],
  ]);
  expect(book.outboxItems().find((item) => item.state === 'needs-attention')?.messages).toEqual([
    'phone: must be 8 to 20 digits',
  ]);
});

it('sends the item version 1 queued, once, and keeps the failed one for the operator', async () => {
  const book = service.current();
  const report = await book.syncNow();
  expect(report.failure).toBeNull();
  expect(await serverRecipientCount(login.api, queued.cpfCnpj)).toBe(1);
  expect(await serverRecipientCount(login.api, failed.cpfCnpj)).toBe(0);
  expect(book.outboxItems().map((item) => [item.body.name, item.state])).toEqual([
    ['Falhou Na Versão Um', 'needs-attention'],
  ]);
  expect(book.list('recipient').total).toBe((await serverRecipientCount(login.api)) + 1);
});
