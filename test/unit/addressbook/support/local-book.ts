// An address book on a temp data dir whose server is unreachable: a loopback port nobody
// listens on, so every call fails the way a desk without network does (connection refused).
import { createServer } from 'node:net';
import type { RecipientResponse, SenderResponse } from '../../../../electron/shared/contract';
import { AddressBookService, type AddressBook } from '../../../../electron/main/addressbook';
import { RecordStore } from '../../../../electron/main/addressbook/records';
import { RECIPIENTS, SENDERS } from '../../../../electron/main/addressbook/kinds';
import { fetchAddressBookApi } from '../../../integration/addressbook/support/fetch-api';
import { tempDir, type TempDir } from '../../../integration/addressbook/support/sandbox-session';

export const LOJA = 'a0000000-0000-4000-8000-000000000001';

/** A loopback URL where the connection is refused. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 9}`;
}

export interface LocalBook {
  dir: TempDir;
  url: string;
  service: AddressBookService;
  book: AddressBook;
  /** Files server records as a sync would. */
  load(records: { recipients?: Iterable<RecipientResponse>; senders?: Iterable<SenderResponse> }): void;
  reopen(): LocalBook['book'];
  close(): Promise<void>;
}

export async function localBook(options: { tenantId?: string; now?: () => number } = {}): Promise<LocalBook> {
  const dir = await tempDir('addressbook-unit-');
  const url = await deadUrl();
  const scope = { server: url, tenantId: options.tenantId ?? LOJA };
  const open = () =>
    new AddressBookService({
      dataDir: dir.path,
      apiFor: (s) => fetchAddressBookApi(s.server, () => 'no-token', s.tenantId, 1_000),
      background: false,
      ...(options.now ? { now: options.now } : {}),
    });
  let service = open();
  const local: LocalBook = {
    dir,
    url,
    service,
    book: service.select(scope)!,
    load({ recipients = [], senders = [] }) {
      const store = new RecordStore(local.service.db, local.book.partitionId, options.now ?? Date.now);
      local.service.db.tx(() => {
        for (const record of senders) store.applyServerRecord(SENDERS, record, 0);
        for (const record of recipients) store.applyServerRecord(RECIPIENTS, record, 0);
      });
    },
    reopen() {
      // No sync runs in a local book: the file closes at once.
      void local.service.close();
      service = open();
      local.service = service;
      local.book = service.select(scope)!;
      return local.book;
    },
    async close() {
      await local.service.close();
      await dir.remove();
    },
  };
  return local;
}
