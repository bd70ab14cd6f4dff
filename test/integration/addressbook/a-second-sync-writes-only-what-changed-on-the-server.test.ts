// Issue 31.3: later syncs write only what changed. Every row the sync writes to the local book
// is counted by SQLite itself (triggers on the recipients and senders tables, kept in this test's
// book file: the sync writes from a thread of its own, through its own connection, where the
// desk connection's TEMP triggers would not fire): a sync of an unchanged server writes none; two
// renamed recipients and one deleted on the server cost exactly those three rows. Real sandbox
// over HTTP, real SQLite.
import { beforeAll, expect, it } from 'vitest';
import { IDS } from '../../support/sandbox';
import { useAddressBookDesk } from './support/address-book-desk';
import { serverRecipients } from './support/server-view';

const desk = useAddressBookDesk({ seedRecipients: 1_000, syncFirst: true });

beforeAll(() => {
  const statements = ['CREATE TABLE written (tbl TEXT NOT NULL, op TEXT NOT NULL, rid INTEGER NOT NULL)'];
  for (const table of ['recipients', 'senders']) {
    statements.push(
      `CREATE TRIGGER ${table}_insert AFTER INSERT ON ${table} BEGIN INSERT INTO written VALUES ('${table}', 'insert', NEW.rid); END`,
      `CREATE TRIGGER ${table}_update AFTER UPDATE ON ${table} BEGIN INSERT INTO written VALUES ('${table}', 'update', NEW.rid); END`,
      `CREATE TRIGGER ${table}_delete AFTER DELETE ON ${table} BEGIN INSERT INTO written VALUES ('${table}', 'delete', OLD.rid); END`,
    );
  }
  for (const sql of statements) desk.service.db.exec(sql);
});

const takeWritten = () => {
  const rows = desk.service.db.all<{ tbl: string; op: string; rid: number }>('SELECT tbl, op, rid FROM written');
  desk.service.db.exec('DELETE FROM written');
  return rows;
};

it('writes no row when nothing changed on the server', async () => {
  const local = desk.book.list('recipient').total;
  expect(local).toBeGreaterThanOrEqual(1_000);
  takeWritten();
  const report = await desk.book.syncNow();
  expect(report.failure).toBeNull();
  expect(report.pulls.map((pull) => [pull.kind, pull.changed, pull.deleted, pull.complete])).toEqual([
    ['sender', 0, 0, true],
    ['recipient', 0, 0, true],
  ]);
  expect(takeWritten()).toEqual([]);
});

it('writes exactly the two renamed rows and removes the deleted one', async () => {
  const onServer = await serverRecipients(desk.login.api);
  const [renamedA, renamedB, deleted] = [onServer[3]!, onServer[700]!, onServer[500]!];
  await desk.sandbox.admin.renameRecipient(IDS.demoLoja, renamedA.id, 'Renomeada Noutro Sistema A');
  await desk.sandbox.admin.renameRecipient(IDS.demoLoja, renamedB.id, 'Renomeada Noutro Sistema B');
  await desk.sandbox.admin.deleteRecipient(IDS.demoLoja, deleted.id);
  takeWritten();

  const report = await desk.book.syncNow();
  expect(report.pulls.find((pull) => pull.kind === 'recipient')).toMatchObject({
    changed: 2,
    deleted: 1,
    complete: true,
  });
  const rows = takeWritten();
  const rids = (id: string) =>
    desk.service.db.get<{ rid: number }>('SELECT rid FROM recipients WHERE server_id = ?', id)?.rid;
  const touched = new Set(rows.map((row) => `${row.tbl}:${row.rid}`));
  expect([...touched].sort()).toEqual(
    [
      `recipients:${rids(renamedA.id)}`,
      `recipients:${rids(renamedB.id)}`,
      ...rows.filter((r) => r.op === 'delete').map((r) => `recipients:${r.rid}`),
    ].sort(),
  );
  expect(rows.filter((row) => row.op === 'delete')).toHaveLength(1);
  expect(rows.filter((row) => row.op === 'insert')).toEqual([]);
  expect(desk.book.get('recipient', renamedA.id)).toMatchObject({ record: { name: 'Renomeada Noutro Sistema A' } });
  expect(() => desk.book.get('recipient', deleted.id)).toThrow();
  expect(desk.book.search('recipient', 'noutro sistema').entries).toHaveLength(2);
});
