// The server refuses an outbox item: it waits in "needs attention" with the server's own
// messages, the items after it still go out, and the operator's correction is checked against
// the contract and sent once. The refused body is one an older version of the app stored
// (it accepted a phone with letters); a plain-fetch client shows what the SERVER says of it.
import { expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { RECIPIENTS } from '../../../electron/main/addressbook/kinds';
import { OutboxStore } from '../../../electron/main/addressbook/outbox';
import { RecordStore } from '../../../electron/main/addressbook/records';
import { recipientBody } from './support/bodies';
import { fetchAddressBookApi } from './support/fetch-api';
import { useAddressBookDesk } from './support/address-book-desk';
import { openService } from './support/sandbox-session';
import { serverRecipientCount } from './support/server-view';

const desk = useAddressBookDesk({
  service: (dataDir, login, url) =>
    openService(dataDir, fetchAddressBookApi(url, login.accessToken, login.scope.tenantId)),
});

it('parks the refused item with the server messages, sends the next, and sends the correction once', async () => {
  const refusedCpf = generateCpf();
  const refused = { ...recipientBody('Telefone Com Letras', { cpfCnpj: refusedCpf }), phone: 'ramal 12' };
  const outboxId = desk.service.db.tx(() => {
    const id = new OutboxStore(desk.service.db, desk.book.partitionId, Date.now).add('recipient', refused);
    new RecordStore(desk.service.db, desk.book.partitionId, Date.now).insertPending(RECIPIENTS, id, refused);
    return id;
  });
  const after = recipientBody('Depois Do Recusado', { cpfCnpj: generateCpf() });
  await desk.book.create('recipient', after);

  expect(desk.book.outboxItems()).toEqual([
    expect.objectContaining({
      id: outboxId,
      state: 'needs-attention',
      lastErrorKind: 'validation',
      messages: [expect.stringMatching(/^phone/)],
    }),
  ]);
  expect(await serverRecipientCount(desk.login.api, after.cpfCnpj)).toBe(1);
  const parked = desk.book.get('recipient', `local-${outboxId}`);
  expect(parked).toMatchObject({ state: 'needs-attention', messages: [expect.stringMatching(/^phone/)] });
  expect(desk.book.status().needsAttentionCount).toBe(1);

  // Resending as is changes nothing; a correction the contract refuses is not stored.
  expect((await desk.book.retry(outboxId)).state).toBe('needs-attention');
  await expect(
    desk.book.retry(outboxId, { kind: 'recipient', body: { ...refused, phone: 'still letters' } }),
  ).rejects.toMatchObject({
    kind: 'validation',
    field: 'phone',
  });

  const fixed = await desk.book.retry(outboxId, { kind: 'recipient', body: { ...refused, phone: '11 91234-5678' } });
  expect(fixed).toMatchObject({ state: 'synced', summary: { phone: '11 91234-5678' } });
  expect(desk.book.outboxItems()).toEqual([]);
  expect(await serverRecipientCount(desk.login.api, refusedCpf)).toBe(1);
  await desk.book.syncNow();
  expect(await serverRecipientCount(desk.login.api, refusedCpf)).toBe(1);
  expect(desk.book.search('recipient', refusedCpf).entries).toHaveLength(1);
});
