// A loja switch A→B→A (or logout and login) while a recipient's create is still on its way: the
// old book of A and the new one must never send A's outbox side by side, or the new one finds
// the item "sending", searches before the first create has landed, finds nothing and creates it
// a second time. Real sandbox over HTTP (only the create is slow), a real addressbook.db.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { AddressBookService, type AddressBook } from '../../../electron/main/addressbook';
import { IDS, startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { recipientBody } from './support/bodies';
import { loginToSandbox, tempDir, type SandboxLogin, type TempDir } from './support/sandbox-session';
import { serverRecipientCount } from './support/server-view';

const CREATE_LATENCY_MS = 1_000;
let sandbox: TestSandbox;
let login: SandboxLogin;
let dir: TempDir;
let service: AddressBookService;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  login = await loginToSandbox(sandbox.url);
  dir = await tempDir('addressbook-switch-');
  // Background sync off: the test starts each new book's sync itself, as the background would at once.
  service = new AddressBookService({ dataDir: dir.path, apiFor: () => login.api, background: false });
});
afterAll(async () => {
  await service?.close();
  await sandbox?.close();
  await dir?.remove();
});

async function untilSending(book: AddressBook): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (book.outboxItems().some((item) => item.state === 'sending')) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the create never left');
}

it.each([
  ['switches to another loja and back', { server: '', tenantId: IDS.demoLowBalanceLoja }],
  ['logs out and in again', null],
] as const)('creates a recipient once when the operator %s during its create', async (_, between) => {
  const scope = login.scope;
  const first = service.select(scope)!;
  await first.syncNow();
  const body = recipientBody('Troca De Loja', { cpfCnpj: generateCpf() });
  const next = recipientBody('Depois Da Troca', { cpfCnpj: generateCpf() });
  await sandbox.admin.faults({ latencyMs: CREATE_LATENCY_MS, latencyMatch: 'POST /api/v1/recipients' });
  try {
    const creating = first.create('recipient', body);
    await untilSending(first);
    const queued = first.create('recipient', next); // waits behind the first in the outbox
    service.select(between ? { ...between, server: sandbox.url } : null);
    const again = service.select(scope)!;
    expect(again).not.toBe(first);
    const [created, waited, report] = await Promise.all([creating, queued, again.syncNow()]);
    expect(created.entry.state).toBe('synced');
    expect(report.failure).toBeNull();
    // The old book stopped after the create in flight; the new one sent what was left.
    expect(waited.queued).toBe(true);
    expect(report.flush).toMatchObject({ sent: 1, reconciled: 0 });
    expect(await serverRecipientCount(login.api, body.cpfCnpj)).toBe(1);
    expect(await serverRecipientCount(login.api, next.cpfCnpj)).toBe(1);
    expect(again.outboxItems()).toEqual([]);
    expect(again.search('recipient', body.cpfCnpj!).entries).toEqual([
      expect.objectContaining({ state: 'synced', serverId: expect.any(String) }),
    ]);
  } finally {
    await sandbox.admin.faults({ latencyMs: 0, latencyMatch: '' });
  }
});
