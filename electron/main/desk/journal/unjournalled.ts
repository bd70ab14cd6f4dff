// Shipments made on the ship screen or by one key whose journal row desk.db has not taken yet
// (its write lock held elsewhere, a full disk): kept in memory for this session so that their
// purchase still claims their order on this station and in the warehouse. Losing the row costs a
// scan shortcut; losing the reference would let the order be bought twice. A row the lock kept
// out is held with the desk's other purchase-path writes (HeldWrites) and written, in order, once
// the lock is gone; a restart before that loses it, the existing limit (this desk then no longer
// finds the order by its reference).
import type { Logger } from '../../log';
import type { HeldWrites } from '../held-writes';
import type { DeskScope } from '../scope';
import type { JournalStore, NewShipment } from './journal-store';

export class Unjournalled {
  private readonly missed = new Map<string, { scope: DeskScope; shipment: NewShipment }>();

  constructor(private readonly deps: { journal: JournalStore; held: HeldWrites; logger: Logger }) {}

  /**
   * A shipment made on the ship screen goes into the journal: at once, or held while desk.db's
   * lock is held elsewhere (its reference kept here meanwhile). Another failure goes on to the
   * caller, the reference kept here all the same.
   */
  created(scope: DeskScope, shipment: NewShipment): void {
    this.missed.set(shipment.shipmentId, { scope, shipment });
    this.write(shipment.shipmentId);
  }

  /**
   * The order reference of a shipment about to be bought. A row the journal missed is written
   * again first (the lock may be gone: the scan shortcut and this desk's gate then see it, with
   * whatever else was held before it); if it is still refused, the reference kept in memory, so
   * the purchase is claimed all the same.
   */
  orderRefOf(shipmentId: string): string | null {
    const missed = this.missed.get(shipmentId);
    if (!missed) return this.deps.journal.get(shipmentId)?.externalRef ?? null;
    try {
      this.deps.held.retryNow();
      if (this.deps.held.pending === 0) this.write(shipmentId);
    } catch (error) {
      this.deps.logger.warn('journal still could not record a shipment', { error });
    }
    return missed.shipment.externalRef;
  }

  private write(shipmentId: string): void {
    const missed = this.missed.get(shipmentId);
    if (!missed) return;
    this.deps.held.write(`journal row of shipment ${shipmentId}`, () => {
      this.deps.journal.created(missed.scope, missed.shipment);
      this.missed.delete(shipmentId);
    });
  }
}
