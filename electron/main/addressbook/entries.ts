// Rows as the screens see them: one entry shape whether the server has the record yet or not.
import type { RecipientCreateDto, RecipientResponse, SenderBody, SenderResponse } from '../../shared/contract';
import type { AddressBookEntry, EntryState } from '../../shared/addressbook';
import type { KindSpec } from './kinds';

/** What every read selects: the row, its default flag, and its outbox item's state. */
export const entryColumns = (spec: KindSpec): string =>
  `t.server_id, t.outbox_id, t.data, t.local_used_at, ${spec.kind === 'sender' ? 't.is_default' : '0'} AS is_default,
   o.state AS outbox_state, o.messages AS outbox_messages`;

export const entryJoin = (spec: KindSpec): string => `${spec.table} t LEFT JOIN outbox o ON o.id = t.outbox_id`;

export interface EntryRow {
  server_id: string | null;
  outbox_id: number | null;
  data: string;
  local_used_at: number | null;
  is_default: number;
  outbox_state: string | null;
  outbox_messages: string | null;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function toEntry(spec: KindSpec, row: EntryRow): AddressBookEntry {
  const data: unknown = JSON.parse(row.data);
  const synced = row.server_id !== null;
  const facts = synced ? spec.fromRecord(data) : spec.fromBody(data);
  const state: EntryState = synced ? 'synced' : row.outbox_state === 'needs-attention' ? 'needs-attention' : 'pending';
  const usedAt = Math.max(facts.serverUsedAt ?? -1, row.local_used_at ?? -1);
  const common = {
    key: row.server_id ?? `local-${row.outbox_id ?? 0}`,
    serverId: row.server_id,
    state,
    // Once synced, the outbox item is gone; the row only remembers where it came from.
    outboxId: synced ? null : row.outbox_id,
    messages: !synced && row.outbox_messages ? (JSON.parse(row.outbox_messages) as string[]) : [],
    usedAt: iso(usedAt < 0 ? null : usedAt),
    summary: facts.summary,
  };
  if (spec.kind === 'sender') {
    return {
      ...common,
      kind: 'sender',
      isDefault: synced && row.is_default === 1,
      record: synced ? (data as SenderResponse) : null,
      body: synced ? null : (data as SenderBody),
    };
  }
  return {
    ...common,
    kind: 'recipient',
    record: synced ? (data as RecipientResponse) : null,
    body: synced ? null : (data as RecipientCreateDto),
  };
}

/** `local-12` → 12; a server id → null. */
export function outboxIdOfKey(key: string): number | null {
  const match = /^local-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}
