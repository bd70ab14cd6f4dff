// What a purchase refused for an order someone holds lets the operator say next (issue 27). The
// station's sentence decides it, not the kind alone: "já comprado na Bancada 2" offers another
// parcel, "reservado … e aquela bancada não dá notícias" a take-over, "o diário do armazém não
// responde … compre só se tiver certeza" (lenient mode) buying on this desk's word. A desk that
// is buying now ("sendo comprado", a fresh claim) or strict mode's refusal offers nothing: wait.
// This station's own refusals of an order it bought or may have been charged for offer another
// parcel the same way.
import type { Said } from '../../../../electron/shared/messages';
import type { StationError } from '../../bridge';
import type { OrderWord } from '../purchase/state';

export type HeldWord = 'second-parcel' | 'take-over' | 'buy-anyway';

/** The keys main says each word's refusal with. */
const WORD_OF_KEY: Partial<Record<Said['key'], HeldWord>> = {
  'warehouse.heldBought': 'second-parcel',
  // This station bought the order, may have been charged for it, or is buying it in another window
  // or key: each sentence names another parcel as the way on.
  'desk.orderInFlightHere': 'second-parcel',
  'desk.alreadyLabelled': 'second-parcel',
  'desk.maybeCharged': 'second-parcel',
  'warehouse.heldClaimedStale': 'take-over',
  'warehouse.unreachableAsk': 'buy-anyway',
};

/** The word this refusal offers, or null when the operator can only wait (or fix something else). */
export function heldWordOf(error: StationError): HeldWord | null {
  const kinds: ReadonlyArray<StationError['kind']> = ['held-elsewhere', 'warehouse-unreachable', 'station-refused'];
  if (!kinds.includes(error.kind)) return null;
  return WORD_OF_KEY[error.said.key] ?? null;
}

/** What the purchase is sent again with once the operator confirmed the word. */
export const ORDER_WORD: Record<HeldWord, OrderWord> = {
  'second-parcel': { allowSameRef: true },
  'take-over': { takeOver: true },
  'buy-anyway': { warehouseDownConfirmed: true },
};

/** A parameter of the station's sentence as text (the order, the desk), '' when absent. */
export function saidParam(said: Said, name: string): string {
  const value = said.params?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
