// What the personalities bench counts per profile × path, and the one JSON line it prints. A
// trial is one operator action (one purchase, or one small batch); its shipments are the ones that
// action created. The money identity behind the two counters that must stay 0:
//   silentLosses            charges (at most one per shipment) that ended with neither a label in
//                           hand nor the purchase shown as unsettled (held, "may have been charged")
//   unflaggedDoubleCharges  charges beyond one per shipment not shown as a possible double charge

/** What the operator was told about one shipment's purchase. */
export type Told = 'printed' | 'possible-double-charge' | 'unknown' | 'nothing-charged' | 'refused';

export interface ShipmentOutcome {
  /** The label is in hand (downloaded and queued to print). */
  label: boolean;
  told: Told;
}

export interface Trial {
  shipments: number;
  charges: number;
  labels: number;
  printed: number;
  saw: Told[];
  silentLosses: number;
  unflaggedDoubleCharges: number;
}

/** One trial from its shipments, the charges the wallet took and the jobs the printer got. */
export function tally(outcomes: ShipmentOutcome[], charges: number, printed: number): Trial {
  const labels = outcomes.filter((o) => o.label).length;
  const unsettled = outcomes.filter((o) => !o.label && (o.told === 'unknown' || o.told === 'possible-double-charge'));
  const flagged = outcomes.filter((o) => o.told === 'possible-double-charge').length;
  const n = outcomes.length;
  return {
    shipments: n,
    charges,
    labels,
    printed,
    saw: outcomes.map((o) => o.told),
    silentLosses: Math.max(0, Math.min(charges, Math.max(n, 1)) - labels - unsettled.length),
    unflaggedDoubleCharges: Math.max(0, charges - n - flagged),
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
      labelsObtained: sum((t) => t.labels),
      printed: sum((t) => t.printed),
      operatorSaw: [...new Set(trials.flatMap((t) => t.saw))].join('|'),
      silentLosses: sum((t) => t.silentLosses),
      unflaggedDoubleCharges: sum((t) => t.unflaggedDoubleCharges),
    }),
  );
}
