// The app's API client (electron/main/api) as the address book's AddressBookApi, bound to one
// loja: every call carries the scope's tenant even if the operator switches loja while a sync
// is on its way, so a page of one loja can never be filed under another.
import { createLojaClient, type AuthProvider, type Http } from '../api';
import type { AddressBookApi, AddressBookScope } from './api';

export function addressBookApiFor(http: Http, auth: AuthProvider, scope: AddressBookScope): AddressBookApi {
  const client = createLojaClient(http, auth, scope.tenantId);
  return {
    listSenders: (params, watch) => client.listSenders(params, watch),
    listRecipients: (params, watch) => client.listRecipients(params, watch),
    createSender: (body) => client.createSender(body),
    createRecipient: (body) => client.createRecipient(body),
  };
}
