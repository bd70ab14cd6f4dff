// What the server holds, read through the API (not through the address book under test).
import type { RecipientResponse } from '../../../../electron/shared/contract';
import type { AddressBookApi } from '../../../../electron/main/addressbook';

/** Every recipient of the loja, all pages. */
export async function serverRecipients(api: AddressBookApi, q?: string): Promise<RecipientResponse[]> {
  const all: RecipientResponse[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.listRecipients({ ...(q ? { q } : {}), page, pageSize: 100 });
    all.push(...answer.data);
    if (answer.data.length === 0 || page * 100 >= answer.total) return all;
  }
}

export async function serverRecipientCount(api: AddressBookApi, q?: string): Promise<number> {
  return (await api.listRecipients({ ...(q ? { q } : {}), page: 1, pageSize: 1 })).total;
}
