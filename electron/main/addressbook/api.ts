// The narrow slice of the Shipping Integration Service the address book needs (spec 4.3, 4.4).
// The app's API client, bound to the partition's loja, is adapted to it in core-api.ts and built
// at the composition root (app/station.ts); tests implement it with fetch against the sandbox.
import type {
  RecipientCreateDto,
  RecipientListResponse,
  RecipientResponse,
  SenderBody,
  SenderListResponse,
  SenderResponse,
} from '../../shared/contract';

export interface ListParams {
  q?: string;
  page: number;
  pageSize: number;
}

/** What a caller of a list hears besides the answer. */
export interface ListWatch {
  /** The server answered 429/503 and the call waits to be sent again: the wait it asked (ms), if it said. */
  onThrottled?: (waitMs: number | undefined) => void;
}

/**
 * Every call acts for one loja (the scope the address book was opened for). A failure rejects
 * with an object carrying `kind` (see failures.ts for what each kind means to the outbox) and
 * the server's `message` / `messages`.
 */
export interface AddressBookApi {
  listSenders(params: ListParams, watch?: ListWatch): Promise<SenderListResponse>;
  listRecipients(params: ListParams, watch?: ListWatch): Promise<RecipientListResponse>;
  createSender(body: SenderBody): Promise<SenderResponse>;
  createRecipient(body: RecipientCreateDto): Promise<RecipientResponse>;
}

/** Which server and which loja: the partition of the local store. */
export interface AddressBookScope {
  /** The station's name for the server: 'training', or the API base URL (see app/station.ts). */
  server: string;
  tenantId: string;
}
