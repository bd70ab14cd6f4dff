// Issue 31.2 and issue 28 (the speed a desk feels): the background sync runs every five minutes
// beside the operator's labels, so a pass of a small book (its server total at most
// SMALL_PASS_RECORDS) is written on the desk's own connection and starts no writer thread; a big
// one's is not (the-operator-sees-a-big-sync-progress…: 3,000 records, none inserted here). TEMP
// triggers on the desk's connection count the inserts it made. Real sandbox over HTTP, real SQLite.
import { expect, it } from 'vitest';
import { AddressBookService } from '../../../electron/main/addressbook';
import { SMALL_PASS_RECORDS } from '../../../electron/main/addressbook/sync-writer';
import { useAddressBookDesk } from './support/address-book-desk';
import { serverRecipients } from './support/server-view';

const desk = useAddressBookDesk({
  seedRecipients: 250,
  service: (dataDir, login) =>
    new AddressBookService({ dataDir, apiFor: () => login.api, background: false, syncConcurrency: 4 }),
});

it('writes a small book on the desk’s connection, every record once, and finds them after', async () => {
  const onServer = await serverRecipients(desk.login.api);
  expect(onServer.length).toBeGreaterThanOrEqual(250);
  expect(onServer.length).toBeLessThanOrEqual(SMALL_PASS_RECORDS);
  desk.service.db.exec('CREATE TEMP TABLE desk_inserts (rid INTEGER NOT NULL)');
  desk.service.db.exec(
    'CREATE TEMP TRIGGER desk_insert AFTER INSERT ON main.recipients BEGIN INSERT INTO desk_inserts VALUES (NEW.rid); END',
  );

  const report = await desk.book.syncNow();
  expect(report.failure).toBeNull();

  expect(desk.book.list('recipient').total).toBe(onServer.length);
  expect(desk.service.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM desk_inserts')!.n).toBe(onServer.length);
  const wanted = onServer.find((record) => record.cpfCnpj)!;
  expect(desk.book.search('recipient', wanted.cpfCnpj!).entries.map((entry) => entry.summary.name)).toContain(
    wanted.name,
  );
});
