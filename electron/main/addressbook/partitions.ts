// One database holds every server and loja this desk has worked with; each (base URL, tenant)
// pair is a partition, so switching loja never shows another loja's addresses.
import type { AddressBookScope } from './api';
import type { Db } from '../platform';
import { MAX_PARTITION_ID } from './search-keys';

/** The base URL as stored: no trailing slash, so "https://x/" and "https://x" are one server. */
export const normalizeBaseUrl = (baseUrl: string): string => baseUrl.trim().replace(/\/+$/, '');

export function partitionIdOf(db: Db, scope: AddressBookScope): number {
  const baseUrl = normalizeBaseUrl(scope.baseUrl);
  return db.tx(() => {
    const found = db.get<{ id: number }>(
      `SELECT id FROM partitions WHERE base_url = ? AND tenant_id = ?`,
      baseUrl,
      scope.tenantId,
    );
    if (found) return found.id;
    const id = db.insert(`INSERT INTO partitions (base_url, tenant_id) VALUES (?, ?)`, baseUrl, scope.tenantId);
    if (id > MAX_PARTITION_ID) throw new RangeError(`too many lojas in one address book (${id})`);
    return id;
  });
}
