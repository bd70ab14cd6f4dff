// Created with the server unreachable: checked against the contract, kept in the outbox and
// shown at once as pending, in lists and search, across a restart of the app.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localBook, type LocalBook } from './support/local-book';
import { recipientBody, senderBody } from '../../integration/addressbook/support/bodies';

let local: LocalBook;
beforeAll(async () => {
  local = await localBook();
});
afterAll(() => local.close());

it('shows an offline recipient at once as pending and keeps it after a restart', async () => {
  const created = await local.book.create('recipient', recipientBody('Tereza Offline'));
  expect(created.queued).toBe(true);
  expect(created.entry).toMatchObject({ state: 'pending', serverId: null, key: expect.stringMatching(/^local-\d+$/) });
  expect(local.book.search('recipient', 'tereza').entries.map((e) => [e.summary.name, e.state])).toEqual([
    ['Tereza Offline', 'pending'],
  ]);
  expect(local.book.list('recipient').entries[0]?.summary.name).toBe('Tereza Offline');
  expect(local.book.status()).toMatchObject({ outboxCount: 1, offlineSince: expect.any(String), state: 'offline' });

  const book = local.reopen();
  expect(book.get('recipient', created.entry.key)).toMatchObject({
    state: 'pending',
    summary: { name: 'Tereza Offline' },
  });
  expect(book.outboxItems()).toEqual([
    expect.objectContaining({
      id: created.entry.outboxId,
      kind: 'recipient',
      state: 'queued',
      lastErrorKind: 'offline',
    }),
  ]);
});

it('answers lists and search offline with the time it went offline', async () => {
  await local.book.create('sender', senderBody('Galpão Offline'));
  const page = local.book.list('sender');
  expect(page.offlineSince).not.toBeNull();
  expect(page.entries.map((e) => e.summary.name)).toContain('Galpão Offline');
  expect(local.book.search('sender', 'galpao').offlineSince).toBe(page.offlineSince);
});

it('refuses a body the contract refuses, and stores nothing', async () => {
  const before = local.book.outboxItems().length;
  await expect(
    local.book.create('recipient', { ...recipientBody('Sem Telefone'), phone: 'ramal 12' }),
  ).rejects.toMatchObject({
    kind: 'validation',
    field: 'phone',
  });
  expect(local.book.outboxItems()).toHaveLength(before);
});

it('discards an outbox item and its pending entry', async () => {
  const { entry } = await local.book.create('recipient', recipientBody('Descartável'));
  local.book.discard(entry.outboxId!);
  expect(local.book.search('recipient', 'descartavel').entries).toEqual([]);
  expect(local.book.outboxItems().map((item) => item.id)).not.toContain(entry.outboxId);
});
