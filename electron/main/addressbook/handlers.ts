// The address book's IPC handlers: plain async functions, one per channel of
// electron/shared/addressbook.ts, each taking the input its schema already parsed. The IPC
// registry combines this map with the other domains' (app/station.ts). Failures
// throw AddressBookError (kind, message, messages, field: the StationError shape).
import type { AddressBookChannel } from '../../shared/addressbook';
import type { HandlerMap } from '../ipc';
import type { AddressBookService } from './service';

export type AddressBookHandlers = HandlerMap<AddressBookChannel>;

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
