// One database holds every server and loja this desk has worked with; each (server, tenant) pair
// is a partition, so switching loja never shows another loja's addresses. The server is the
// station's name for it ('training', or the API base URL), kept in the column base_url.
import type { AddressBookScope } from './api';
import type { Db } from '../platform';
import { MAX_PARTITION_ID } from './search-keys';

/** The server as stored: no trailing slash, so "https://x/" and "https://x" are one server. */
export const normalizeServer = (server: string): string => server.trim().replace(/\/+$/, '');

export function partitionIdOf(db: Db, scope: AddressBookScope): number {
  const server = normalizeServer(scope.server);
  return db.tx(() => {
    const found = db.get<{ id: number }>(
      `SELECT id FROM partitions WHERE base_url = ? AND tenant_id = ?`,
      server,
      scope.tenantId,
    );
    if (found) return found.id;
    const id = db.insert(`INSERT INTO partitions (base_url, tenant_id) VALUES (?, ?)`, server, scope.tenantId);
    if (id > MAX_PARTITION_ID) throw new RangeError(`too many lojas in one address book (${id})`);
    return id;
  });
}
