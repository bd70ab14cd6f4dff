// What the personalities bench counts per profile × path, and the one JSON line it prints. A
// trial is one operator action (one purchase, or one small batch) and the shipments it created.
// Charges are counted per shipment in the sandbox's own ledger (wallet_transactions in its
// sandbox.sqlite, read-only), so a second charge is pinned to its shipment, not guessed from the
// balance. Per shipment (the definitions, both must stay 0):
//   silent loss             charged, no label in hand, and the operator not shown the purchase as
//                           unsettled (held, "may have been charged") or as a possible double charge
//   unflagged double charge charged twice or more and not shown as a possible double charge
// extraCharges counts every charge beyond one per shipment, flagged or not.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { readId } from '../../../electron/sandbox/wire-style';

/** What the operator was told about one shipment's purchase. */
export type Told = 'printed' | 'possible-double-charge' | 'unknown' | 'nothing-charged' | 'refused';

export interface ShipmentOutcome {
  /** The label is in hand (downloaded and queued to print). */
  label: boolean;
  told: Told;
  /** Label charges the server's ledger holds for this shipment. */
  charges: number;
}

export interface Trial {
  shipments: number;
  charges: number;
  extraCharges: number;
  labels: number;
  printed: number;
  saw: Told[];
  silentLosses: number;
  unflaggedDoubleCharges: number;
}

/** Label charges per shipment id (as the station knows it), from the sandbox's ledger. */
export function ledgerCharges(sandboxDataDir: string, shipmentIds: string[]): number[] {
  const db = new DatabaseSync(join(sandboxDataDir, 'sandbox.sqlite'), { readOnly: true, timeout: 10_000 });
  try {
    const count = db.prepare("SELECT COUNT(*) AS n FROM wallet_transactions WHERE kind = 'label' AND shipment_id = ?");
    // The station may hold an id in another UUID version (a personality); the ledger has the sandbox's own.
    return shipmentIds.map((id) => Number((count.get(readId(id)) as { n: number }).n));
  } finally {
    db.close();
  }
}

const shownUnsettled = (told: Told) => told === 'unknown' || told === 'possible-double-charge';

/** One trial from its shipments and the jobs the printer got. */
export function tally(outcomes: ShipmentOutcome[], printed: number): Trial {
  const count = (pick: (o: ShipmentOutcome) => boolean | number) => outcomes.reduce((n, o) => n + Number(pick(o)), 0);
  return {
    shipments: outcomes.length,
    charges: count((o) => o.charges),
    extraCharges: count((o) => Math.max(0, o.charges - 1)),
    labels: count((o) => o.label),
    printed,
    saw: outcomes.map((o) => o.told),
    silentLosses: count((o) => o.charges > 0 && !o.label && !shownUnsettled(o.told)),
    unflaggedDoubleCharges: count((o) => o.charges >= 2 && o.told !== 'possible-double-charge'),
  };
}

/** What the operator was told, from the workflow's record of the purchase. */
export function toldOf(state: string | undefined, possibleDoubleCharge: boolean, unsettled: boolean): Told {
  if (possibleDoubleCharge) return 'possible-double-charge';
  if (state === 'queued') return 'printed';
  if (unsettled) return 'unknown';
  if (state === 'failed') return 'nothing-charged';
  return 'refused';
}

/** The bench's line for one profile × path. */
export function report(profile: string, path: string, trials: Trial[]): void {
  const sum = (pick: (t: Trial) => number) => trials.reduce((n, t) => n + pick(t), 0);
  console.log(
    JSON.stringify({
      bench: 'personalities',
      profile,
      path,
      trials: trials.length,
      shipments: sum((t) => t.shipments),
      charges: sum((t) => t.charges),
      extraCharges: sum((t) => t.extraCharges),
      labelsObtained: sum((t) => t.labels),
      printed: sum((t) => t.printed),
      operatorSaw: [...new Set(trials.flatMap((t) => t.saw))].join('|'),
      silentLosses: sum((t) => t.silentLosses),
      unflaggedDoubleCharges: sum((t) => t.unflaggedDoubleCharges),
    }),
  );
}
