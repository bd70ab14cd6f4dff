// The address book: senders and recipients kept on this desk (search, pages, the outbox) and their sync.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { EntryBadge } from './EntryBadge';
export { RecipientFormDialog } from './RecipientFormDialog';
export { SyncBadge } from './SyncBadge';

/** The address book screen, loaded when first opened (app/Shell.tsx): its code is a chunk of its own. */
export const loadAddressBookScreen = () => import('./AddressBookScreen');
