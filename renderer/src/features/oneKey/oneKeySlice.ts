// One key on the ship screen: main quotes, picks by the loja's rule, creates, buys and prints in
// one call (desk:one-key-ship). In confirmation mode it stops after the pick; nothing is spent
// until the operator confirms (desk:confirm-ship). A shipment created but not bought is kept and
// only its purchase is tried again (labels:emit-and-print never charges twice).
import type { QuoteOption } from '../../../../electron/shared/contract';
import type { RateRule, ShipResult } from '../../../../electron/shared/desk';
import type { Result, StationError } from '../../bridge';
import { station } from '../../bridge/station';
import type { SliceCreator, StoreState } from '../../app/store';
import { optionName } from '../quote/state';
import {
  emitAndPrint,
  followEmission,
  newRequestId,
  outcomeOf,
  waitOf,
  type BuyOutcome,
  type OrderWord,
  type StageUpdate,
} from '../purchase/state';
import { oneKeyInput } from './oneKeyInput';

export type ConfirmOffer = Extract<ShipResult, { kind: 'confirm' }>;
export type NoPick = Extract<ShipResult, { kind: 'no-pick' }>;
export type NotBought = Extract<ShipResult, { kind: 'not-bought' }>;

// Not busyCall: one key ends in one of several answers (confirm, no pick, not bought), not a flag and an error.
export type OneKeyState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'confirm'; offer: ConfirmOffer }
  | { status: 'no-pick'; result: NoPick }
  | { status: 'not-bought'; result: NotBought; error: StationError }
  | { status: 'error'; error: StationError };

/** What one key holds for the shipment on the bench: back to this for a new shipment. */
export const oneKeyForShipment = () =>
  ({ oneKey: { status: 'idle' }, oneKeyPicked: null }) satisfies Pick<OneKeySlice, 'oneKey' | 'oneKeyPicked'>;

export interface OneKeySlice {
  oneKey: OneKeyState;
  /** How the label on screen was picked by one key (null after a manual purchase). */
  oneKeyPicked: { rule: RateRule; option: QuoteOption; requoted: boolean } | null;
  oneKeyShip(extra?: { confirmPrinterDown?: boolean } & OrderWord): Promise<boolean>;
  /** Confirms the offer on screen; another service of the same quote when serviceLevelId is given. */
  confirmOneKey(serviceLevelId?: string): Promise<boolean>;
  dropOneKey(): void;
  /** Shows what a one-key run answered (F9, its confirmation, or weigh on scan). */
  settleShip(result: Result<ShipResult>): boolean;
  /** The shipment exists but its label was not bought: buy (and print) it now. */
  retryOneKeyPurchase(options?: { confirmPrinterDown?: boolean } & OrderWord): Promise<boolean>;
}

type Set = (partial: Partial<StoreState>) => void;

/** The buy panel's progress while one key runs, at the stage main says. */
const oneKeyStage = (update: StageUpdate, startedAt: number) =>
  ({ status: 'working', stage: update.stage, startedAt, via: 'one-key', ...waitOf(update) }) as const;

/** Shows main's stages in the buy panel while one key runs. */
function startProgress(set: Set, get: () => StoreState, stage: StageUpdate['stage'], requestId: string): () => void {
  const startedAt = Date.now();
  set({ buy: { status: 'working', stage, startedAt, via: 'one-key' } });
  return followEmission(requestId, (update) => {
    const before = get().buy;
    const providerJobId = update.providerJobId ?? (before.status === 'working' ? before.providerJobId : undefined);
    set({ buy: { ...oneKeyStage(update, startedAt), ...(providerJobId ? { providerJobId } : {}) } });
  });
}

function recordBought(get: () => StoreState, outcome: BuyOutcome, option: QuoteOption | null): void {
  const { recipient, invoice } = get();
  const s = recipient?.summary;
  get().recordShipment({
    ...outcome,
    service: option ? optionName(option) : '',
    recipientName: s ? s.personName || s.name : '',
    destination: s ? `${s.city} - ${s.state}` : '',
    invoiceType: invoice.type === 'none' ? null : invoice.type,
    international: s ? s.country !== 'BR' : false,
    createdAt: new Date().toISOString(),
  });
}

export const createOneKeySlice: SliceCreator<OneKeySlice> = (set, get) => {
  const settle = (result: Result<ShipResult>): boolean => {
    if (!result.ok) {
      set({ oneKey: { status: 'error', error: result.error }, buy: { status: 'idle' } });
      return false;
    }
    const answer = result.value;
    switch (answer.kind) {
      case 'shipped': {
        const outcome = outcomeOf(answer.emission);
        set({
          oneKey: { status: 'idle' },
          buy: { status: 'done', outcome },
          oneKeyPicked: { rule: answer.rule, option: answer.option, requoted: answer.requoted },
        });
        recordBought(get, outcome, answer.option);
        return true;
      }
      case 'confirm':
        set({ oneKey: { status: 'confirm', offer: answer }, buy: { status: 'idle' } });
        return false;
      case 'no-pick':
        set({ oneKey: { status: 'no-pick', result: answer }, buy: { status: 'idle' } });
        return false;
      case 'not-bought':
        set({
          oneKey: { status: 'not-bought', result: answer, error: answer.error },
          buy: { status: 'idle' },
        });
        return false;
    }
  };

  return {
    ...oneKeyForShipment(),
    settleShip: settle,

    async oneKeyShip(extra = {}) {
      const state = get();
      if (state.buy.status === 'working' || state.oneKey.status === 'working' || state.buy.status === 'done')
        return false;
      const built = oneKeyInput(state, extra);
      if (!built.ok) {
        set({ parcelErrors: built.parcelErrors, invoiceErrors: built.invoiceErrors, oneKey: { status: 'idle' } });
        return false;
      }
      set({ oneKey: { status: 'working' }, oneKeyPicked: null });
      const requestId = newRequestId();
      const stop = startProgress(set, get, 'choosing', requestId);
      try {
        return settle(await station().desk.oneKeyShip({ ...built.input, requestId }));
      } finally {
        stop();
      }
    },

    async confirmOneKey(serviceLevelId) {
      const current = get().oneKey;
      if (current.status !== 'confirm') return false;
      const chosen =
        serviceLevelId && serviceLevelId !== current.offer.option.serviceLevelId ? serviceLevelId : undefined;
      set({ oneKey: { status: 'working' } });
      const requestId = newRequestId();
      const stop = startProgress(set, get, 'creating', requestId);
      try {
        return settle(
          await station().desk.confirmShip({
            confirmationId: current.offer.confirmationId,
            requestId,
            ...(chosen ? { serviceLevelId: chosen } : {}),
          }),
        );
      } finally {
        stop();
      }
    },

    dropOneKey: () => set({ oneKey: { status: 'idle' } }),

    async retryOneKeyPurchase(options = {}) {
      const current = get().oneKey;
      if (current.status !== 'not-bought') return false;
      const { result } = current;
      const dace = get().invoice.type === 'DCE' ? (get().daceWithLabel ?? undefined) : undefined;
      set({ oneKey: { status: 'working' } });
      const startedAt = Date.now();
      const emitted = await emitAndPrint(result.shipmentId, { ...options, ...(dace ? { dace } : {}) }, (update) =>
        set({ buy: { ...oneKeyStage(update, startedAt), shipmentId: result.shipmentId } }),
      );
      if (!emitted.ok) {
        set({ oneKey: { status: 'not-bought', result, error: emitted.error }, buy: { status: 'idle' } });
        return false;
      }
      set({
        oneKey: { status: 'idle' },
        buy: { status: 'done', outcome: emitted.value },
        oneKeyPicked: { rule: result.rule, option: result.option, requoted: false },
      });
      recordBought(get, emitted.value, result.option);
      return true;
    },
  };
};
