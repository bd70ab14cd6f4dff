import type { addressbook as source } from '../../pt-BR/station/addressbook';
import type { Messages } from '../../said';

export const addressbook: Messages<typeof source> = {
  serverRefused: 'The server refused this address.',
  invalid: 'The address has fields to fix.',
  outboxItemGone: 'That pending item no longer exists.',
  otherKind: 'The correction is for the other kind of address (sender or recipient).',
  maybeOnServer: 'This address may already be on the server; sync before correcting it.',
  foreignRecord: "The server listed another loja's address; the sync stopped so lojas never mix.",
  syncDiffers:
    "The server's list did not settle during the sync: it counts {{onServer}}, this desk saw {{seen}} ({{skipped}} unreadable). Nothing was deleted here; the next sync checks again.",
  notFound: 'That address is not in the address book.',
};
