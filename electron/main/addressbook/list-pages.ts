// The spec's list pages as the sync reads them: 100 records a page at most, the answer's shape
// the pull needs (ids, the loja, the total, the size the server echoes, records left out), and
// one page of a kind asked, and the loja every record of it must belong to.
import type { AddressKind } from '../../shared/addressbook';
import { said } from '../../shared/messages';
import type { AddressBookApi, ListWatch } from './api';
import { AddressBookError } from './failures';

/** The spec's largest page. */
export const PAGE_SIZE = 100;

export type Page = {
  data: Array<{ id: string; lojaId: string }>;
  total: number;
  pageSize: number;
  skipped?: readonly unknown[];
};

export function fetchPage(api: AddressBookApi, kind: AddressKind, page: number, watch: ListWatch): Promise<Page> {
  const params = { page, pageSize: PAGE_SIZE };
  return kind === 'sender' ? api.listSenders(params, watch) : api.listRecipients(params, watch);
}

/** Pages follow the size the server echoes: one that caps below what was asked numbers its pages in its own size. */
export const sizeOf = (answer: Page) => Math.min(PAGE_SIZE, answer.pageSize > 0 ? answer.pageSize : PAGE_SIZE);

/** The spec: a record is used with the store it belongs to. One of another loja is never filed here. */
export function refuseForeign(records: ReadonlyArray<{ lojaId: string }>, tenantId: string): void {
  const foreign = records.find((record) => record.lojaId !== tenantId);
  if (foreign) {
    throw new AddressBookError('contract', said('addressbook.foreignRecord'), {
      source: 'system',
      lines: [`lojaId ${foreign.lojaId} ≠ ${tenantId}`],
    });
  }
}
