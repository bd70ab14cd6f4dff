// The address book's IPC handlers: plain async functions, one per channel of
// electron/shared/addressbook.ts, each taking the input its schema already parsed. The IPC
// registry merges this map into the app's (see /work/notes/addressbook-notes.md). Failures
// throw AddressBookError (kind, message, messages, field: the StationError shape).
import type { z } from 'zod';
import {
  type AddressBookChannel,
  type AddressBookChannelOutputs,
  type addressBookChannelInputs,
} from '../../shared/addressbook';
import type { AddressBookService } from './service';

type Inputs = typeof addressBookChannelInputs;
export type AddressBookHandlers = {
  [C in AddressBookChannel]: (input: z.output<Inputs[C]>) => Promise<AddressBookChannelOutputs[C]>;
};

export function createAddressBookHandlers(service: AddressBookService): AddressBookHandlers {
  const book = () => service.current();
  return {
    'addressbook:list': async ({ kind, page, pageSize }) => book().list(kind, page, pageSize),
    'addressbook:search': async ({ kind, q, limit }) => book().search(kind, q, limit),
    'addressbook:get': async ({ kind, key }) => book().get(kind, key),
    'addressbook:use': async ({ kind, key }) => book().use(kind, key),
    'addressbook:create-sender': (body) => book().create('sender', body),
    'addressbook:create-recipient': (body) => book().create('recipient', body),
    'addressbook:outbox': async () => book().outboxItems(),
    'addressbook:retry': ({ id, correction }) => book().retry(id, correction),
    'addressbook:discard': async ({ id }) => {
      book().discard(id);
      return book().outboxItems();
    },
    'addressbook:sync-now': async () => {
      await book().syncNow();
      return book().status();
    },
    'addressbook:status': async () => book().status(),
  };
}
