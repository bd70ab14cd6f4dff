// The connection dies around a create, so the desk cannot know whether the server has the
// record. Before sending again it looks for it (document, then name and CEP): exactly one
// record on the server whichever way the drop fell.
import { afterEach, expect, it } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { recipientBody, senderBody } from './support/bodies';
import { useAddressBookDesk } from './support/address-book-desk';
import { serverRecipientCount } from './support/server-view';

const desk = useAddressBookDesk({ timeoutMs: 700, syncFirst: true });
afterEach(() => desk.sandbox.admin.faults({ latencyMs: 0, dropRate: 0, dropAfterRate: 0 }));

it('finds the record instead of sending it again when the answer was lost after the server created it', async () => {
  const body = recipientBody('Resposta Perdida', { cpfCnpj: generateCpf() });
  await desk.sandbox.admin.faults({ dropAfterRate: 1 });
  const created = await desk.book.create('recipient', body);
  expect(created).toMatchObject({ queued: true, entry: { state: 'pending' } });
  expect(desk.book.outboxItems()).toEqual([expect.objectContaining({ state: 'unknown', attempts: 1 })]);
  expect(await desk.sandbox.admin.faults({ dropAfterRate: 0 })).toMatchObject({ dropAfterRate: 0 });

  const report = await desk.book.syncNow();
  expect(report.flush).toMatchObject({ reconciled: 1, sent: 0 });
  expect(await serverRecipientCount(desk.login.api, body.cpfCnpj)).toBe(1);
  expect(desk.book.get('recipient', created.entry.key)).toMatchObject({ state: 'synced' });
  expect(desk.book.search('recipient', 'resposta perdida').entries).toHaveLength(1);
});

it('sends again when the connection was dropped before the server did anything', async () => {
  const body = recipientBody('Pedido Perdido', { cpfCnpj: generateCpf() });
  await desk.sandbox.admin.faults({ dropRate: 1 });
  await desk.book.create('recipient', body);
  await desk.sandbox.admin.faults({ dropRate: 0 });
  const report = await desk.book.syncNow();
  expect(report.flush).toMatchObject({ reconciled: 0, sent: 1 });
  expect(await serverRecipientCount(desk.login.api, body.cpfCnpj)).toBe(1);
});

it('checks before sending again after a timeout, and ends with one record', async () => {
  const body = recipientBody('Servidor Lento', { cpfCnpj: generateCpf() });
  const latencyMs = 1_200; // longer than the client's 700 ms
  await desk.sandbox.admin.faults({ latencyMs });
  const sentAt = Date.now();
  const created = await desk.book.create('recipient', body);
  expect(desk.book.outboxItems()).toEqual([expect.objectContaining({ state: 'unknown', lastErrorKind: 'timeout' })]);
  await desk.sandbox.admin.faults({ latencyMs: 0 });
  // The server may still act on the abandoned request until its latency is over, and nothing
  // outside it can see whether it dropped it (this sandbox does) or will finish it. So this waits
  // (a sleep on purpose) exactly until that moment, plus a margin, and no longer.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, sentAt + latencyMs + 100 - Date.now())));
  const report = await desk.book.syncNow();
  // Whether the server dropped the abandoned request or finished it, it is never sent twice.
  expect(report.flush!.reconciled + report.flush!.sent).toBe(1);
  expect(await serverRecipientCount(desk.login.api, body.cpfCnpj)).toBe(1);
  expect(desk.book.get('recipient', created.entry.key).state).toBe('synced');
});

it('does not take an older twin with the same document for the lost one', async () => {
  const cpf = generateCpf();
  const twin = await desk.login.api.createRecipient(recipientBody('Gêmeo Antigo', { cpfCnpj: cpf }));
  await desk.book.syncNow(); // the desk knows the twin before sending its own
  await desk.sandbox.admin.faults({ dropRate: 1 });
  await desk.book.create('recipient', recipientBody('Gêmeo Antigo', { cpfCnpj: cpf }));
  await desk.sandbox.admin.faults({ dropRate: 0 });
  const report = await desk.book.syncNow();
  expect(report.flush).toMatchObject({ reconciled: 0, sent: 1 });
  expect(await serverRecipientCount(desk.login.api, cpf)).toBe(2);
  expect(desk.book.search('recipient', cpf).entries.map((e) => e.serverId)).toContain(twin.id);
});

it('reconciles a sender the same way', async () => {
  await desk.sandbox.admin.faults({ dropAfterRate: 1 });
  await desk.book.create('sender', senderBody('Galpão Sem Resposta', { zip: '04538132' }));
  await desk.sandbox.admin.faults({ dropAfterRate: 0 });
  const report = await desk.book.syncNow();
  expect(report.flush).toMatchObject({ reconciled: 1, sent: 0 });
  const senders = await desk.login.api.listSenders({ q: 'Galpão Sem Resposta', page: 1, pageSize: 100 });
  expect(senders.total).toBe(1);
});
