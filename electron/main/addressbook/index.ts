// The address book: senders and recipients that keep working without the network.
export { AddressBook, type AddressBookOptions, type SyncReport } from './address-book';
export type { AddressBookApi, AddressBookScope, ListParams } from './api';
export { DEFAULT_BACKGROUND, type BackgroundOptions } from './background';
export { AddressBookError, verdictOf, type SendVerdict } from './failures';
export { createAddressBookHandlers, type AddressBookHandlers } from './handlers';
export { AddressBookService, DATABASE_FILE, type AddressBookServiceOptions } from './service';
export { addressBookApiFor } from './core-api';
