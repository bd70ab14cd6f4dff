// The address book's side of the channel map: input schemas and the shapes the renderer gets.
// Main parses every input with these before the address book sees it. Imports only zod and the
// contract, so the renderer, preload and main can all use it.
import { z } from 'zod';
import { channel } from './channel';
import {
  MAX_QUERY_LENGTH,
  recipientCreateDtoSchema,
  rule,
  senderBodySchema,
  type RecipientCreateDto,
  type RecipientResponse,
  type SenderBody,
  type SenderResponse,
} from './contract';
import type { Said } from './messages';

export const addressKindSchema = z.enum(['sender', 'recipient']);
export type AddressKind = z.infer<typeof addressKindSchema>;

/** An entry's key: the server id once the server has it, `local-<outboxId>` until then. */
const entryKey = z.string().trim().min(1).max(64);
const outboxId = z.number().int().positive();

export const addressBookListInputSchema = z.strictObject({
  kind: addressKindSchema,
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
});

export const addressBookSearchInputSchema = z.strictObject({
  kind: addressKindSchema,
  /** What the operator typed so far; any text is safe (it never reaches FTS syntax as is). */
  q: z.string().max(MAX_QUERY_LENGTH, { error: rule('searchTooLong') }),
  limit: z.number().int().min(1).max(50).default(20),
});

export const addressBookGetInputSchema = z.strictObject({ kind: addressKindSchema, key: entryKey });

/** Marks an entry as used on this desk now, so it ranks first next time. */
export const addressBookUseInputSchema = addressBookGetInputSchema;

export const addressBookCreateSenderInputSchema = senderBodySchema;
export const addressBookCreateRecipientInputSchema = recipientCreateDtoSchema;

/** A corrected body for an item the server refused; checked against the contract again. */
export const outboxCorrectionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sender'), body: senderBodySchema }),
  z.strictObject({ kind: z.literal('recipient'), body: recipientCreateDtoSchema }),
]);
export type OutboxCorrection = z.infer<typeof outboxCorrectionSchema>;

export const outboxRetryInputSchema = z.strictObject({ id: outboxId, correction: outboxCorrectionSchema.optional() });
export const outboxDiscardInputSchema = z.strictObject({ id: outboxId });
export const noInputSchema = z.undefined();

// ---------------------------------------------------------------------------------------------
// What comes back

/**
 * synced: the server has it. pending: typed here, waiting to be sent (or being checked after a
 * send whose outcome is unknown). needs-attention: the server refused it; see `messages`.
 */
export type EntryState = 'synced' | 'pending' | 'needs-attention';

/** The same fields for every entry, whether the server has it yet or not. */
export interface AddressSummary {
  name: string;
  personName: string;
  company: string | null;
  cpfCnpj: string | null;
  phone: string;
  email: string | null;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

interface EntryCommon {
  key: string;
  serverId: string | null;
  state: EntryState;
  /** The outbox item that created it, while it is still in the outbox. */
  outboxId: number | null;
  /** The server's words when it refused the record. */
  messages: string[];
  /** Last use on the server (lastUsedAt) or at this desk, whichever is later; ISO 8601. */
  usedAt: string | null;
  summary: AddressSummary;
}

export interface SenderEntry extends EntryCommon {
  kind: 'sender';
  /** The loja's default sender; at most one entry of a loja has it. */
  isDefault: boolean;
  /** The server's record once synced; the typed body while pending. */
  record: SenderResponse | null;
  body: SenderBody | null;
}

export interface RecipientEntry extends EntryCommon {
  kind: 'recipient';
  record: RecipientResponse | null;
  body: RecipientCreateDto | null;
}

export type AddressBookEntry = SenderEntry | RecipientEntry;

/** Every answer says how fresh it is: lists and search always answer from this desk's copy. */
export interface Freshness {
  lastSyncAt: string | null;
  /** Set while the server cannot be reached: the answer is the local copy as of lastSyncAt. */
  offlineSince: string | null;
}

export interface AddressBookPage extends Freshness {
  entries: AddressBookEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AddressBookSearchResult extends Freshness {
  entries: AddressBookEntry[];
}

export interface AddressBookCreateResult {
  entry: AddressBookEntry;
  /** True when it waits in the outbox (offline, outcome being checked, or refused). */
  queued: boolean;
}

/** queued: not sent yet. sending: a send started (outcome not known yet). */
export type OutboxState = 'queued' | 'sending' | 'unknown' | 'needs-attention';

export interface OutboxItem {
  id: number;
  kind: AddressKind;
  state: OutboxState;
  body: SenderBody | RecipientCreateDto;
  createdAt: string;
  attempts: number;
  messages: string[];
  /** Why the last attempt did not finish (offline, timeout, validation, …). */
  lastErrorKind: string | null;
}

/** Event payload; the fields of ipc.ts SyncStatus plus the counts and the loja it is about. */
/** How far a running sync is through a kind's list (what the operator sees while a big loja syncs). */
export interface SyncProgress {
  kind: AddressKind;
  /** 1 for the first pass; more when the server's list moved under the one before. */
  pass: number;
  /** Distinct records this pass has written or found unchanged so far. */
  records: number;
  /** What the server counts (its last answer's total). */
  total: number;
  pages: number;
  pageCount: number;
  /** At this pass's pace so far; null until a few pages have come. */
  secondsLeft: number | null;
}

export interface AddressBookStatus {
  state: 'idle' | 'running' | 'offline' | 'error';
  /** While a sync pulls a list: how far it is. */
  progress?: SyncProgress;
  lastSyncAt: string | null;
  offlineSince: string | null;
  /** Items not yet on the server, needs-attention ones included. */
  outboxCount: number;
  needsAttentionCount: number;
  /** Why the last sync stopped, when it was not the network (the page translates it). */
  problem?: Said;
  server: string;
  tenantId: string;
  /**
   * When main's status last changed (ms, increasing within a run and from one run to the next):
   * the page keeps the newest it has seen. A `status` answer is read before it travels, so it can
   * arrive after a `sync-status` event sent later on the event stream; an older one is dropped.
   */
  changedAt: number;
}

/**
 * The address book's channels, `domain:verb` like the rest of the map. Main parses every input
 * with its schema; electron/main/addressbook/handlers.ts has one handler per entry.
 */
export const addressBookChannels = {
  'addressbook:list': channel(addressBookListInputSchema).returns<AddressBookPage>(),
  'addressbook:search': channel(addressBookSearchInputSchema).returns<AddressBookSearchResult>(),
  'addressbook:get': channel(addressBookGetInputSchema).returns<AddressBookEntry>(),
  'addressbook:use': channel(addressBookUseInputSchema).returns<AddressBookEntry>(),
  'addressbook:create-sender': channel(addressBookCreateSenderInputSchema).returns<AddressBookCreateResult>(),
  'addressbook:create-recipient': channel(addressBookCreateRecipientInputSchema).returns<AddressBookCreateResult>(),
  'addressbook:outbox': channel(noInputSchema).returns<OutboxItem[]>(),
  'addressbook:retry': channel(outboxRetryInputSchema).returns<AddressBookEntry>(),
  'addressbook:discard': channel(outboxDiscardInputSchema).returns<OutboxItem[]>(),
  'addressbook:sync-now': channel(noInputSchema).returns<AddressBookStatus>(),
  'addressbook:status': channel(noInputSchema).returns<AddressBookStatus>(),
};
export type AddressBookChannel = keyof typeof addressBookChannels;
