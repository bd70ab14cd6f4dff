// Sends the outbox in order. The rules that keep a record from being lost or created twice:
// 1. The item is marked "sending" (fsynced) before the request leaves.
// 2. An item found "sending" or "unknown" may already exist on the server: search for it
//    (q = its document, else its name; then the same name and CEP) before sending again.
// 3. A refusal parks the item as "needs attention" with the server's messages; others go on.
// 4. Any network trouble stops the flush: the rest keep their order for the next one.
import type { RecipientCreateDto, SenderBody } from '../../shared/contract';
import type { AddressBookApi } from './api';
import type { Db } from '../platform';
import { failureOf, verdictOf, type Failure } from './failures';
import { specOf } from './kinds';
import type { OutboxRow, OutboxStore } from './outbox';
import type { RecordStore } from './records';
import { fold } from './search-text';

type ServerRecord = { id: string; name: string; cpfCnpj?: string | null | undefined };

export interface FlushReport {
  sent: number;
  /** Found on the server after an unknown outcome, instead of being sent again. */
  reconciled: number;
  refused: number;
  /** Why the flush stopped early (network trouble, logged out), if it did. */
  stoppedBy: Failure | null;
}

export interface OutboxSenderDeps {
  db: Db;
  api: AddressBookApi;
  outbox: OutboxStore;
  records: RecordStore;
  /** Reports every call's outcome so the address book knows whether it is offline. */
  observe: <T>(call: Promise<T>) => Promise<T>;
  /** True once the book is closed (loja switch, logout): the flush sends no further item. */
  stopped?: () => boolean;
}

/** How many pages of search results to look through for one item. */
const RECONCILE_PAGES = 5;

const digits = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

function zipOf(kind: string, value: unknown): string {
  const v = value as { zip?: string; address?: { zip?: string } | null };
  return digits(kind === 'sender' ? v.zip : v.address?.zip);
}

export class OutboxSender {
  constructor(private readonly deps: OutboxSenderDeps) {}

  async flush(): Promise<FlushReport> {
    const report: FlushReport = { sent: 0, reconciled: 0, refused: 0, stoppedBy: null };
    // Read one at a time: an item discarded or corrected during the flush is seen as it is now.
    const done = new Set<number>();
    for (;;) {
      // A closed book's flush ends between items (one in flight finishes and is recorded): the
      // next book of this loja sends the rest, never beside it (AddressBookService, sendChains).
      if (this.deps.stopped?.()) return report;
      const item = this.deps.outbox.sendable().find((row) => !done.has(row.id));
      if (!item) return report;
      done.add(item.id);
      const stop = await this.sendOne(item, report);
      if (stop) {
        report.stoppedBy = stop;
        return report;
      }
    }
  }

  /** Returns the failure that must stop the flush, or null to go on with the next item. */
  private async sendOne(item: OutboxRow, report: FlushReport): Promise<Failure | null> {
    const { db, outbox, api, observe } = this.deps;
    const spec = specOf(item.kind);
    if (item.state === 'sending' || item.state === 'unknown') {
      let found: ServerRecord | null;
      try {
        found = await this.findOnServer(item);
      } catch (error) {
        const failure = failureOf(error);
        db.tx(() => outbox.setState(item.id, 'unknown', failure.kind), { durable: true });
        return failure;
      }
      if (found) {
        this.complete(item, found);
        report.reconciled++;
        return null;
      }
    }
    if (!outbox.get(item.id)) return null; // discarded while we searched
    db.tx(() => outbox.markSending(item.id), { durable: true });
    const body: unknown = JSON.parse(item.body);
    try {
      const created =
        spec.kind === 'sender'
          ? await observe(api.createSender(body as SenderBody))
          : await observe(api.createRecipient(body as RecipientCreateDto));
      this.complete(item, created);
      report.sent++;
      return null;
    } catch (error) {
      const failure = failureOf(error);
      const verdict = verdictOf(failure);
      if (verdict === 'rejected') {
        db.tx(() => outbox.setState(item.id, 'needs-attention', failure.kind, failure.messages), { durable: true });
        report.refused++;
        return null;
      }
      const state = verdict === 'unknown' ? 'unknown' : 'queued';
      db.tx(() => outbox.setState(item.id, state, failure.kind), { durable: true });
      return failure;
    }
  }

  private complete(item: OutboxRow, record: ServerRecord): void {
    const { db, outbox, records } = this.deps;
    db.tx(
      () => {
        records.resolvePending(specOf(item.kind), item.id, record);
        outbox.remove(item.id);
      },
      { durable: true },
    );
  }

  /**
   * The record this item created, if the server has it: same document, same name and CEP, and
   * not a record this desk already knew before the item was first sent (that one is an older
   * twin, not ours) nor one another outbox item already claimed.
   */
  private async findOnServer(item: OutboxRow): Promise<ServerRecord | null> {
    const { api, observe, db, records } = this.deps;
    const spec = specOf(item.kind);
    const body = JSON.parse(item.body) as { name: string; cpfCnpj?: string };
    const document = digits(body.cpfCnpj);
    const q = document || body.name;
    const name = fold(body.name);
    const zip = zipOf(item.kind, body);
    for (let page = 1; page <= RECONCILE_PAGES; page++) {
      const params = { q, page, pageSize: 100 };
      const answer: { data: ServerRecord[]; total: number } =
        spec.kind === 'sender' ? await observe(api.listSenders(params)) : await observe(api.listRecipients(params));
      for (const candidate of answer.data) {
        if (fold(candidate.name) !== name || digits(candidate.cpfCnpj) !== document) continue;
        const candidateZip = zipOf(item.kind, candidate);
        if (candidateZip && zip && candidateZip !== zip) continue;
        const known = db.get<{ first_seen_at: number | null; outbox_id: number | null }>(
          `SELECT first_seen_at, outbox_id FROM ${spec.table} WHERE partition_id = ? AND server_id = ?`,
          records.partitionId,
          candidate.id,
        );
        const knownBefore = known && (known.first_seen_at ?? 0) < (item.first_sent_at ?? 0);
        const claimed = known && known.outbox_id !== null && known.outbox_id !== item.id;
        if (!knownBefore && !claimed) return candidate;
      }
      if (page * 100 >= answer.total || answer.data.length === 0) break;
    }
    return null;
  }
}
