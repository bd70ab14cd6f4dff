// The address book: senders and recipients kept on this desk (search, pages, the outbox) and their sync.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { type AddressBookSlice, createAddressBookSlice } from './addressBookSlice';
export { recipientAddress, senderAddress } from './addresses';
export { emptyRecipient } from './forms';
export { addressBookSource } from './source';
