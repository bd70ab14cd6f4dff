// One purchase per order reference on a desk, whatever state the journal and the workflow are in.
// Every path that may buy a label for an order (one key, its confirmation, the batch) asks this
// gate first. It knows what the journal alone does not: a purchase whose emit POST left and whose
// answer never came back (a crash, a lost connection) is `emitting` in workflow.db until the
// resume settles it, and the money may already be gone. Such an order is refused like a bought
// one: "esta etiqueta pode já ter sido cobrada". Only an explicit second parcel (allowSameRef)
// goes past, and a failed purchase (proved not charged) never blocks.
import type { EmissionState } from '../../workflow';
import { Failure } from '../../ipc';
import type { JournalEntry, JournalStore } from '../journal/journal-store';
import { said } from '../../../shared/messages';
import type { DeskScope } from '../scope';

/** What the desk knows of an order's purchase. */
export type OrderPurchase =
  | { state: 'none' }
  | { state: 'bought'; entry: JournalEntry }
  /** The emit may have reached the server: it is not known whether the wallet was charged. */
  | { state: 'maybe-charged'; entry: JournalEntry; emission: EmissionState };

export interface PurchaseGateDeps {
  journal: JournalStore;
  /** The workflow's record of a shipment's purchase, if it has one. */
  emissionOf(shipmentId: string): EmissionState | undefined;
}

/** States of the workflow's record in which money was (or may have been) spent. */
const SPENT_OR_MAYBE: ReadonlySet<EmissionState> = new Set(['emitting', 'pending', 'ready', 'queued']);

export class PurchaseGate {
  constructor(private readonly deps: PurchaseGateDeps) {}

  /** The purchase this desk has for the order reference, the most advanced first. */
  of(scope: DeskScope, externalRef: string): OrderPurchase {
    let maybe: OrderPurchase = { state: 'none' };
    for (const entry of this.deps.journal.byExternalRef(scope, externalRef)) {
      if (entry.status === 'bought') return { state: 'bought', entry };
      const emission = this.deps.emissionOf(entry.shipmentId);
      if (emission === 'ready' || emission === 'queued') return { state: 'bought', entry };
      if (emission && SPENT_OR_MAYBE.has(emission) && maybe.state === 'none')
        maybe = { state: 'maybe-charged', entry, emission };
    }
    return maybe;
  }

  /** Refuses a purchase for an order that has one (bought, or maybe charged), unless a second parcel is asked for. */
  check(scope: DeskScope, externalRef: string, options: { allowSameRef: boolean }): void {
    if (options.allowSameRef) return;
    const purchase = this.of(scope, externalRef);
    if (purchase.state === 'bought')
      throw new Failure(
        'station-refused',
        said('desk.alreadyLabelled', { ref: externalRef, tracking: purchase.entry.trackingCode ?? '?' }),
        { field: 'externalRef' },
      );
    if (purchase.state === 'maybe-charged')
      throw new Failure('station-refused', said('desk.maybeCharged', { ref: externalRef }), { field: 'externalRef' });
  }
}
