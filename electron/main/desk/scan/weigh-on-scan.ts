// Weigh on scan (issue 18): with settings.weighOnScan on and the ship screen's shipment sent
// along, a scanned new order is weighed and shipped without a key: wait for a stable, fresh
// reading that was not already bought with (up to weighTimeoutS, which the page counts down),
// quote with it, and buy and print by the loja's rule exactly as F9 does (the shipper re-checks
// the scale right before creating and before buying).
//
// One order is weighed at a time: two orders waiting together would both take the one parcel on
// the pan. A scan while one is weighing is refused and says which order is still on.
import type { OneKeyShipInput, ScanResult } from '../../../shared/desk';
import { said } from '../../../shared/messages';
import { Failure } from '../../ipc';
import type { JournalStore } from '../journal/journal-store';
import type { DeskScope } from '../scope';
import type { OneKeyShipper } from '../ship/one-key';
import type { PurchaseGate } from '../ship/purchase-gate';
import type { ScaleWeigher } from '../weigh/scale-weigher';

export interface WeighOnScanDeps {
  settings(): { weighOnScan: boolean; weighTimeoutS: number };
  weigher: Pick<ScaleWeigher, 'waitForWeight'>;
  shipper: Pick<OneKeyShipper, 'ship'>;
  purchases: Pick<PurchaseGate, 'check'>;
  journal: Pick<JournalStore, 'get'>;
}

export class WeighOnScan {
  private weighing: string | null = null;

  constructor(private readonly deps: WeighOnScanDeps) {}

  enabled(): boolean {
    return this.deps.settings().weighOnScan;
  }

  async weighAndShip(
    scope: DeskScope,
    externalRef: string,
    draft: OneKeyShipInput,
  ): Promise<Extract<ScanResult, { kind: 'weighed' }>> {
    if (!this.enabled()) throw new Failure('validation', said('scale.weighOnScanOff'));
    if (this.weighing !== null) throw new Failure('station-refused', said('scale.weighBusy', { ref: this.weighing }));
    // An order this desk already bought is refused before anyone waits for the scale.
    this.deps.purchases.check(scope, externalRef, { allowSameRef: draft.allowSameRef });
    this.weighing = externalRef;
    try {
      const take = await this.deps.weigher.waitForWeight(this.deps.settings().weighTimeoutS * 1000);
      const { reading } = take;
      const ship = await this.deps.shipper.ship({ ...draft, externalRef, weightKg: take.grams / 1000 }, reading);
      const recorded = 'shipmentId' in ship ? this.deps.journal.get(ship.shipmentId)?.weight : null;
      return {
        kind: 'weighed',
        externalRef,
        weight: recorded ?? {
          grams: take.grams,
          source: 'scale',
          device: reading.device.name,
          deviceId: reading.device.id,
          readAt: reading.at,
          dimensions: null,
        },
        ship,
      };
    } finally {
      this.weighing = null;
    }
  }
}
