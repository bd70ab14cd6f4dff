// Records a full pass did not see, asked of the server before anything is deleted (pull.ts): a
// pass whose count agrees with the server's total may still have missed a record (one deleted on
// a page already read pulls the next page's first record onto it, one inserted on a later page
// makes up the count). The spec has no read by id, so each is looked up by its own search (q=,
// by document, e-mail, phone, then name); what the server still lists is kept.
import type { AddressBookApi, AddressBookScope } from './api';
import { SyncCancelled } from './failures';
import type { KindSpec } from './kinds';
import { PAGE_SIZE, refuseForeign, sizeOf, type Page } from './list-pages';
import type { StillListed, UnseenRow } from './pass-writer';

/**
 * Pages of one lookup's answer read before trying the record's next search key (a name shared by
 * thousands); a record no key settles within this is kept (unsure is never deleted).
 */
const LOOKUP_PAGES = 5;

export interface LookupContext {
  api: AddressBookApi;
  scope: AddressBookScope;
  /** True once the address book was closed or switched loja. */
  stopped: () => boolean;
  /** Lookups asked at once. */
  concurrency: number;
}

export const NOT_LISTED: StillListed = { records: [], unsure: [] };

/** A record's search keys, most selective first: the spec's q searches by name, document or contact. */
function keysOf(row: UnseenRow): string[] {
  const record = row.record as Partial<Record<'cpfCnpj' | 'email' | 'phone' | 'name', unknown>>;
  const keys = [record.cpfCnpj, record.email, record.phone, record.name].filter(
    (key): key is string => typeof key === 'string' && key.trim() !== '',
  );
  return [...new Set(keys)];
}

/**
 * Which of the rows a pass did not see the server still lists: each is asked by its keys in turn
 * (q=, every page of the answer up to LOOKUP_PAGES) until one answer holds its id (still listed:
 * written as it is now) or one answer, read to its end, does not (gone). A few at a time, as the
 * pages were. A failed lookup fails the sync: the pass stays open with every page written, and
 * the next sync only looks up again.
 */
export async function lookUp(ctx: LookupContext, spec: KindSpec, rows: readonly UnseenRow[]): Promise<StillListed> {
  const listed: StillListed = { records: [], unsure: [] };
  let next = 0;
  const one = async (row: UnseenRow): Promise<void> => {
    for (const q of keysOf(row)) {
      for (let page = 1; page <= LOOKUP_PAGES; page++) {
        if (ctx.stopped()) throw new SyncCancelled('the address book was closed during a sync');
        const params = { q, page, pageSize: PAGE_SIZE };
        const answer: Page =
          spec.kind === 'sender' ? await ctx.api.listSenders(params) : await ctx.api.listRecipients(params);
        const found = answer.data.find((record) => record.id === row.serverId);
        if (found) {
          refuseForeign([found], ctx.scope.tenantId);
          listed.records.push(found);
          return;
        }
        // The whole answer read without it, nothing left out: the server does not list it.
        const read = (page - 1) * sizeOf(answer) + answer.data.length;
        if (!answer.skipped?.length && (answer.data.length === 0 || read >= answer.total)) return;
      }
    }
    // No answer settled it (every key shared by more records than LOOKUP_PAGES hold): kept.
    listed.unsure.push(row.serverId);
  };
  const worker = async () => {
    for (let at = next++; at < rows.length; at = next++) await one(rows[at]!);
  };
  await Promise.all(Array.from({ length: Math.min(rows.length, ctx.concurrency) }, worker));
  return listed;
}
