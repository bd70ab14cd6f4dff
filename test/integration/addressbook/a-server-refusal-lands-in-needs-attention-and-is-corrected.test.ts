// The server refuses an outbox item: it waits in "needs attention" with the server's own
// messages, the items after it still go out, and the operator's correction is checked against
// the contract and sent once. The refused body is one an older version of the app stored
// (it accepted a phone with letters); a plain-fetch client shows what the SERVER says of it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { AddressBook, AddressBookService } from '../../../electron/main/addressbook';
import { RECIPIENTS } from '../../../electron/main/addressbook/kinds';
import { OutboxStore } from '../../../electron/main/addressbook/outbox';
import { RecordStore } from '../../../electron/main/addressbook/records';
import { startTestSandbox, type TestSandbox } from '../../support/sandbox';
import { recipientBody } from './support/bodies';
import { fetchAddressBookApi } from './support/fetch-api';
import { loginToSandbox, openService, tempDir, type SandboxLogin, type TempDir } from './support/sandbox-session';
import { serverRecipientCount } from './support/server-view';

let sandbox: TestSandbox;
let login: SandboxLogin;
let dir: TempDir;
let service: AddressBookService;
let book: AddressBook;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  login = await loginToSandbox(sandbox.url);
  dir = await tempDir();
  service = openService(dir.path, fetchAddressBookApi(sandbox.url, login.accessToken, login.scope.tenantId));
  book = service.select(login.scope)!;
});
afterAll(async () => {
  service.close();
  await sandbox.close();
  await dir.remove();
});

it('parks the refused item with the server messages, sends the next, and sends the correction once', async () => {
  const refusedCpf = generateCpf();
  const refused = { ...recipientBody('Telefone Com Letras', { cpfCnpj: refusedCpf }), phone: 'ramal 12' };
  const outboxId = service.db.tx(() => {
    const id = new OutboxStore(service.db, book.partitionId, Date.now).add('recipient', refused);
    new RecordStore(service.db, book.partitionId, Date.now).insertPending(RECIPIENTS, id, refused);
    return id;
  });
  const after = recipientBody('Depois Do Recusado', { cpfCnpj: generateCpf() });
  await book.create('recipient', after);

  expect(book.outboxItems()).toEqual([
    expect.objectContaining({
      id: outboxId,
      state: 'needs-attention',
      lastErrorKind: 'validation',
      messages: [expect.stringMatching(/^phone/)],
    }),
  ]);
  expect(await serverRecipientCount(login.api, after.cpfCnpj)).toBe(1);
  const parked = book.get('recipient', `local-${outboxId}`);
  expect(parked).toMatchObject({ state: 'needs-attention', messages: [expect.stringMatching(/^phone/)] });
  expect(book.status().needsAttentionCount).toBe(1);

  // Resending as is changes nothing; a correction the contract refuses is not stored.
  expect((await book.retry(outboxId)).state).toBe('needs-attention');
  await expect(
    book.retry(outboxId, { kind: 'recipient', body: { ...refused, phone: 'still letters' } }),
  ).rejects.toMatchObject({
    kind: 'validation',
    field: 'phone',
  });

  const fixed = await book.retry(outboxId, { kind: 'recipient', body: { ...refused, phone: '11 91234-5678' } });
  expect(fixed).toMatchObject({ state: 'synced', summary: { phone: '11 91234-5678' } });
  expect(book.outboxItems()).toEqual([]);
  expect(await serverRecipientCount(login.api, refusedCpf)).toBe(1);
  await book.syncNow();
  expect(await serverRecipientCount(login.api, refusedCpf)).toBe(1);
  expect(book.search('recipient', refusedCpf).entries).toHaveLength(1);
});
