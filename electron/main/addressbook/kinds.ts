// What differs between senders and recipients: their table, how a server record or a typed
// body becomes the columns the store sorts and searches by, and the summary the screens show.
import type { RecipientCreateDto, RecipientResponse, SenderBody, SenderResponse } from '../../shared/contract';
import type { AddressKind, AddressSummary } from '../../shared/addressbook';
import { fold, ftsDocument, type FtsDocument } from './search-text';

/** The columns of a row besides its JSON, for one record or body. */
export interface RowFacts {
  nameKey: string;
  isDefault: boolean;
  /** Server lastUsedAt in ms, null when never used or unknown. */
  serverUsedAt: number | null;
  fts: FtsDocument;
  summary: AddressSummary;
}

export interface KindSpec {
  kind: AddressKind;
  table: 'senders' | 'recipients';
  /** The search index (rowids only, migration 7; see search-index.ts). */
  fts: 'sender_search' | 'recipient_search';
  /** The index before migration 7 (positions of every word), kept until the new one is filled. */
  legacyFts: 'sender_fts' | 'recipient_fts';
  fromRecord(record: unknown): RowFacts;
  fromBody(body: unknown): RowFacts;
}

const msOf = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

/** The sort, search and default columns of a summary: the same for both kinds. */
function factsOf(summary: AddressSummary, isDefault: boolean, usedAt: number | null): RowFacts {
  let fts: FtsDocument | undefined;
  return {
    nameKey: fold(summary.name),
    isDefault,
    serverUsedAt: usedAt,
    summary,
    // Built when asked: a search's rows need only the summary, and building the index's text
    // (documents and phones in every printed form) cost ~80 µs a row, most of a keystroke's time.
    get fts() {
      return (fts ??= ftsDocument({
        name: summary.name,
        person: summary.personName,
        company: summary.company,
        cpfCnpj: summary.cpfCnpj,
        phone: summary.phone,
        email: summary.email,
        city: summary.city,
        zip: summary.zip,
      }));
    },
  };
}

function senderFacts(s: SenderBody | SenderResponse, isDefault: boolean, usedAt: number | null): RowFacts {
  const summary: AddressSummary = {
    name: s.name,
    personName: s.personName ?? s.name,
    company: s.company ?? null,
    cpfCnpj: s.cpfCnpj ?? null,
    phone: s.phone,
    email: s.email ?? null,
    street: s.street,
    number: s.number,
    complement: s.complement ?? null,
    district: s.district,
    city: s.city,
    state: s.state,
    zip: s.zip,
    country: s.country ?? 'BR',
  };
  return factsOf(summary, isDefault, usedAt);
}

/** A kind's tables are named after it: senders, sender_search, and sender_fts (its index before version 7). */
const tablesOf = <K extends AddressKind>(kind: K) =>
  ({ kind, table: `${kind}s`, fts: `${kind}_search`, legacyFts: `${kind}_fts` }) as const;

export const SENDERS: KindSpec = {
  ...tablesOf('sender'),
  fromRecord: (record) => senderFacts(record as SenderResponse, (record as SenderResponse).isDefault, null),
  fromBody: (body) => senderFacts(body as SenderBody, (body as SenderBody).setAsDefault === true, null),
};

function recipientFacts(r: RecipientCreateDto | RecipientResponse, usedAt: number | null): RowFacts {
  const a = r.address;
  const summary: AddressSummary = {
    name: r.name,
    personName: a?.personName ?? r.name,
    // A recipient has no company; the address's own name ("Loja Centro", "Casa") plays that part.
    company: a?.name ?? null,
    cpfCnpj: r.cpfCnpj ?? null,
    phone: r.phone,
    email: r.email ?? a?.email ?? null,
    street: a?.street ?? '',
    number: a?.number ?? '',
    complement: a?.complement ?? null,
    district: a?.district ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    zip: a?.zip ?? '',
    country: a?.country ?? 'BR',
  };
  return factsOf(summary, false, usedAt);
}

export const RECIPIENTS: KindSpec = {
  ...tablesOf('recipient'),
  fromRecord: (record) => recipientFacts(record as RecipientResponse, msOf((record as RecipientResponse).lastUsedAt)),
  fromBody: (body) => recipientFacts(body as RecipientCreateDto, null),
};

export const specOf = (kind: AddressKind): KindSpec => (kind === 'sender' ? SENDERS : RECIPIENTS);
