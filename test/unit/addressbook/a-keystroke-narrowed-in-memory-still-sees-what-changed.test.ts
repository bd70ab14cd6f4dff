// Search narrows the last keystroke's matches in memory when it read them all (search-refine.ts).
// What changed in the book between two keystrokes (a record filed by a sync, a pick at this desk,
// a typed entry) shows at the next keystroke all the same, and a backspace widens again.
import { afterAll, beforeEach, expect, it } from 'vitest';
import { recipientBody } from '../../integration/addressbook/support/bodies';
import { brazilianRecipients, recipient } from './support/brazilian-records';
import { LOJA, localBook, type LocalBook } from './support/local-book';

let local: LocalBook;
beforeEach(async () => {
  await local?.close();
  local = await localBook();
  local.load({ recipients: brazilianRecipients(200, { lojaId: LOJA, usedShare: 0.2 }) });
});
afterAll(() => local.close());

const names = (q: string) => local.book.search('recipient', q).entries.map((e) => e.summary.name);

it('shows a record a sync filed between two keystrokes', () => {
  local.load({ recipients: [recipient(LOJA, 1, { name: 'Zuleide Nunes' })] });
  expect(names('zule')).toEqual(['Zuleide Nunes']);
  local.load({ recipients: [recipient(LOJA, 2, { name: 'Zuleide Neves' })] });
  expect(names('zulei').sort()).toEqual(['Zuleide Neves', 'Zuleide Nunes']);
  expect(names('zuleide n').sort()).toEqual(['Zuleide Neves', 'Zuleide Nunes']);
  expect(names('zuleide nu')).toEqual(['Zuleide Nunes']);
});

it('puts a recipient picked between two keystrokes first at the next one', () => {
  local.load({
    recipients: [
      recipient(LOJA, 1, { name: 'Otaciana Lima' }),
      recipient(LOJA, 2, { name: 'Otaciana Souza', lastUsedAt: '2025-05-01T10:00:00Z' }),
    ],
  });
  expect(names('otac')).toEqual(['Otaciana Souza', 'Otaciana Lima']);
  const lima = local.book.search('recipient', 'otaci').entries.find((e) => e.summary.name === 'Otaciana Lima')!;
  local.book.use('recipient', lima.key);
  expect(names('otaciana')).toEqual(['Otaciana Lima', 'Otaciana Souza']);
});

it('shows an entry typed at this desk between two keystrokes', async () => {
  expect(names('quitéria')).toEqual([]);
  await local.book.create('recipient', recipientBody('Quitéria Ramos'));
  expect(names('quitéria r')).toEqual(['Quitéria Ramos']);
});

it('shows what changed in an entry between two keystrokes', () => {
  local.load({ recipients: [recipient(LOJA, 1, { name: 'Zuleide Nunes', phone: '11988887777' })] });
  const [before] = local.book.search('recipient', 'zule').entries;
  expect(before?.summary.phone).toContain('88887777');
  local.load({ recipients: [recipient(LOJA, 1, { name: 'Zuleide Nunes', phone: '21999990000' })] });
  const [after] = local.book.search('recipient', 'zulei').entries;
  expect(after?.key).toBe(before?.key);
  expect(after?.summary.phone).toContain('99990000');
});

it('widens again on a backspace', () => {
  local.load({
    recipients: [recipient(LOJA, 1, { name: 'Zuleide Nunes' }), recipient(LOJA, 2, { name: 'Zuleide Neves' })],
  });
  expect(names('zuleide nu')).toEqual(['Zuleide Nunes']);
  expect(names('zuleide n').sort()).toEqual(['Zuleide Neves', 'Zuleide Nunes']);
  expect(names('zuleide').sort()).toEqual(['Zuleide Neves', 'Zuleide Nunes']);
});
