// Recently used recipients come first (server lastUsedAt or a pick at this desk), newest use
// first; the rest by relevance (a name hit beats an e-mail hit). The default sender is marked
// and stays on top.
import { afterAll, beforeEach, expect, it } from 'vitest';
import { RANK_CAP } from '../../../electron/main/addressbook/search';
import { brazilianRecipients, recipient, sender } from './support/brazilian-records';
import { LOJA, localBook, type LocalBook } from './support/local-book';

let local: LocalBook;
beforeEach(async () => {
  await local?.close();
  local = await localBook();
});
afterAll(() => local.close());

const names = (q: string) => local.book.search('recipient', q).entries.map((e) => e.summary.name);

it('puts the recipient used last first, then relevance', () => {
  // Others that do not match: with every document matching, bm25 has nothing to tell apart.
  local.load({ recipients: brazilianRecipients(40, { lojaId: LOJA, usedShare: 0 }) });
  local.load({
    recipients: [
      recipient(LOJA, 1, { name: 'Carla Nunes', email: 'carla@exemplo.com.br' }),
      recipient(LOJA, 2, { name: 'Bruna Ramos', email: 'carla.ramos@exemplo.com.br' }),
      recipient(LOJA, 3, { name: 'Carla Dias', email: 'cd@exemplo.com.br', lastUsedAt: '2025-03-01T10:00:00Z' }),
      recipient(LOJA, 4, { name: 'Carla Rocha', email: 'cr@exemplo.com.br', lastUsedAt: '2025-05-01T10:00:00Z' }),
    ],
  });
  // Used: Rocha (May) before Dias (March); then Nunes (name hit) before Ramos (e-mail hit only).
  expect(names('carla')).toEqual(['Carla Rocha', 'Carla Dias', 'Carla Nunes', 'Bruna Ramos']);
});

it('moves a recipient picked at this desk to the top, and keeps it there after a restart', () => {
  local.load({
    recipients: [
      recipient(LOJA, 1, { name: 'Otávio Lima' }),
      recipient(LOJA, 2, { name: 'Otávio Souza', lastUsedAt: '2025-05-01T10:00:00Z' }),
    ],
  });
  expect(names('otavio')[0]).toBe('Otávio Souza');
  const lima = local.book.search('recipient', 'otavio lima').entries[0]!;
  const used = local.book.use('recipient', lima.key);
  expect(used.usedAt).not.toBeNull();
  expect(names('otavio')[0]).toBe('Otávio Lima');
  local.reopen();
  expect(names('otavio')[0]).toBe('Otávio Lima');
  expect(local.book.list('recipient').entries[0]?.summary.name).toBe('Otávio Lima');
});

it('still lists recently used first when a one-letter query matches more than the ranking cap', () => {
  local.load({ recipients: brazilianRecipients(RANK_CAP * 3, { lojaId: LOJA, usedShare: 0 }) });
  local.load({ recipients: [recipient(LOJA, 99, { name: 'Zuleica Ávila', lastUsedAt: '2025-06-01T00:00:00Z' })] });
  const first = local.book.search('recipient', 'a', 20).entries;
  expect(first).toHaveLength(20);
  expect(first[0]?.summary.name).toBe('Zuleica Ávila');
});

it('marks the default sender and keeps it first in lists and search', () => {
  local.load({
    senders: [
      sender(LOJA, 1, { name: 'Depósito Centro' }),
      sender(LOJA, 2, { name: 'Depósito Zona Sul', isDefault: true }),
      sender(LOJA, 3, { name: 'Depósito Norte' }),
    ],
  });
  const listed = local.book.list('sender').entries;
  expect(listed.map((e) => [e.summary.name, e.kind === 'sender' && e.isDefault])).toEqual([
    ['Depósito Zona Sul', true],
    ['Depósito Centro', false],
    ['Depósito Norte', false],
  ]);
  const found = local.book.search('sender', 'deposito').entries;
  expect(found[0]?.summary.name).toBe('Depósito Zona Sul');
  expect(found.filter((e) => e.kind === 'sender' && e.isDefault)).toHaveLength(1);
  // A new default from the server takes the mark from the old one at once.
  local.load({
    senders: [sender(LOJA, 3, { name: 'Depósito Norte', isDefault: true, updatedAt: '2025-02-01T00:00:00Z' })],
  });
  const marked = local.book.list('sender').entries.filter((e) => e.kind === 'sender' && e.isDefault);
  expect(marked.map((e) => e.summary.name)).toEqual(['Depósito Norte']);
});
