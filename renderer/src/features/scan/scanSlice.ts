// Scan-to-print: what the keyboard-wedge scanner typed goes to main as it is (main trims and
// folds case). A known order reprints its label (and DACE); an order without a label can be
// bought from the notice; an unknown one starts a shipment with its reference filled in; the
// scanner firing twice is ignored by main, and the notice says so.
import type { ScanResult } from '../../../../electron/shared/desk';
import { asksAnotherCopy } from '../../../../electron/shared/another-copy';
import type { StationError } from '../../bridge';
import { station } from '../../bridge/station';
import { lojaFields } from '../../lib/lojaFields';
import type { SliceCreator, StoreState } from '../../app/store';
import type { ChannelInput } from '../../../../electron/shared/ipc';
import { oneKeyInput } from '../oneKey/state';
import { workOnBench } from '../shipment/state';
import { emitAndPrint, followEmission, newRequestId, waitOf, type BuyOutcome, type OrderWord } from '../purchase/state';

/** Every notice: the scan's text and, when a scanner typed it into another field, that field. */
interface NoticeBase {
  id: number;
  text: string;
  /** The field a scanner typed this into (its label); it went back to its value (app/wedgeGuard). */
  field?: string;
}

export type ScanNotice = NoticeBase &
  (
    | { status: 'working' }
    /** Weigh on scan: waiting for a stable weight until `until` (ms), then quoting and buying. */
    | { status: 'weighing'; until: number }
    | { status: 'done'; result: ScanResult }
    | { status: 'error'; error: StationError }
    | { status: 'buying'; result: Extract<ScanResult, { kind: 'not-bought' }> }
    | { status: 'bought'; outcome: BuyOutcome }
    | {
        status: 'buy-failed';
        result: Extract<ScanResult, { kind: 'not-bought' }>;
        error: StationError;
      }
  );

export interface ScanSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetScan(): void;
  scanNotice: ScanNotice | null;
  /**
   * `from.field`: the field a scanner typed it into instead of the scan box (app/wedgeGuard);
   * `options.anotherCopy`: the operator's "imprimir outra cópia" to a label printed moments ago.
   */
  scan(text: string, from?: { field: string }, options?: { anotherCopy?: true }): Promise<ScanResult | null>;
  /**
   * After a not-bought scan: buy the label of that shipment and print it; after a refusal for an
   * order someone holds, with the word the operator confirmed (another parcel, a take-over, …).
   */
  buyScanned(word?: OrderWord): Promise<boolean>;
  dismissScan(): void;
  /**
   * A new order scanned over another order's typed, unbought shipment: its reference, until the
   * operator answers the ship screen's discard question (never put on that shipment's form).
   */
  scanOverWork: string | null;
  /** The answer: a fresh form for the scanned order (the typed shipment is discarded), or not. */
  answerScanOverWork(discard: boolean): void;
}

let noticeId = 0;

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetScan). */
export const scanForLoja = () =>
  ({
    scanNotice: null,
    scanOverWork: null as string | null,
  }) satisfies Partial<ScanSlice>;

/**
 * Weigh on scan: the shipment on the ship screen as main's one-key input, when the setting is on,
 * a scale is configured, and the screen holds a recipient and a parcel with nothing bought yet.
 * The weight is the scale's (a placeholder stands in for an empty field; main replaces it).
 */
function weighDraft(state: StoreState, text: string): ChannelInput<'desk:one-key-ship'> | null {
  const settings = state.settingsView?.settings;
  if (!settings?.weighOnScan || settings.scale.kind === 'none') return null;
  if (state.screen !== 'ship' || state.buy.status !== 'idle' || state.oneKey.status === 'working') return null;
  if (anotherOrderOnBench(state, text)) return null; // never bought with another order's recipient
  const built = oneKeyInput({ ...state, externalRef: '', parcel: { ...state.parcel, weight: '1' } });
  if (!built.ok) return null;
  const { weightKg: _weightKg, externalRef: _externalRef, ...draft } = built.input;
  if (draft.parcel) draft.parcel = { ...draft.parcel, weightKg: 1 };
  return draft;
}

export const createScanSlice: SliceCreator<ScanSlice> = (set, get) => ({
  ...lojaFields(set, scanForLoja, 'resetScan'),

  async scan(text, from, options = {}) {
    if (!text.trim()) return null;
    const id = ++noticeId;
    const field = from ? { field: from.field } : {};
    const ship = weighDraft(get(), text);
    const settings = get().settingsView?.settings;
    const requestId = newRequestId();
    let stop = () => undefined as void;
    if (ship) {
      // The shipment on screen goes along: main weighs the order on the scale and ships it.
      set({
        scanNotice: {
          id,
          ...field,
          status: 'weighing',
          text,
          until: Date.now() + (settings?.weighTimeoutS ?? 15) * 1000,
        },
        oneKey: { status: 'working' },
        oneKeyPicked: null,
        externalRef: text.trim(),
      });
      const startedAt = Date.now();
      stop = followEmission(requestId, (update) =>
        set({ buy: { status: 'working', stage: update.stage, startedAt, via: 'one-key', ...waitOf(update) } }),
      );
    } else set({ scanNotice: { id, ...field, status: 'working', text } });
    const answer = await station()
      .desk.scan({
        text,
        ...(ship ? { ship: { ...ship, requestId } } : {}),
        ...(options.anotherCopy ? { anotherCopy: true } : {}),
      })
      .finally(stop);
    if (!answer.ok) {
      if (ship) set({ oneKey: { status: 'idle' }, buy: { status: 'idle' } });
      // The order's label came out moments ago: main asks first (label/ReprintAskDialog).
      if (asksAnotherCopy(answer.error)) {
        set({ scanNotice: null });
        get().askAnotherCopy({ said: answer.error.said, via: { kind: 'scan', text } });
        return null;
      }
      set({ scanNotice: { id, ...field, status: 'error', text, error: answer.error } });
      return null;
    }
    const result = answer.value;
    if (ship && result.kind !== 'weighed') set({ oneKey: { status: 'idle' }, buy: { status: 'idle' } });
    if (result.kind === 'new-order' && anotherOrderOnBench(get(), result.externalRef)) {
      // Another order's shipment is typed and not bought: its recipient and parcel are not this
      // order's. The ship screen asks, as Alt+N does, before the form is this order's.
      set({ scanNotice: null, scanOverWork: result.externalRef });
      get().go('ship');
      return result;
    }
    set({ scanNotice: { id, ...field, status: 'done', text, result } });
    if (result.kind === 'weighed') {
      const w = result.weight;
      get().weightFromScale(w.grams, w.device ?? '', w.readAt ?? new Date().toISOString());
      get().settleShip({ ok: true, value: result.ship });
    }
    if (result.kind === 'reprinted') {
      get().applyPrintJob(result.label);
      if (result.dace?.status === 'reprinted') get().applyPrintJob(result.dace.job);
    }
    if (result.kind === 'new-order') {
      // A scanned new order starts the next parcel; a label already bought on screen is done with.
      if (get().buy.status === 'done') get().newShipment();
      get().setExternalRef(result.externalRef);
      get().go('ship');
    }
    return result;
  },

  async buyScanned(word = {}) {
    const notice = get().scanNotice;
    if (notice?.status !== 'done' && notice?.status !== 'buy-failed') return false;
    const { result } = notice;
    if (result.kind !== 'not-bought') return false;
    set({ scanNotice: { id: notice.id, status: 'buying', text: notice.text, result } });
    const bought = await emitAndPrint(
      result.shipment.shipmentId,
      { ...word, ...(result.shipment.dace ? { dace: result.shipment.dace } : {}) },
      () => undefined,
    );
    if (!bought.ok) {
      set({ scanNotice: { id: notice.id, status: 'buy-failed', text: notice.text, result, error: bought.error } });
      return false;
    }
    const s = result.shipment;
    get().recordShipment({
      ...bought.value,
      service: [s.carrierName, s.serviceName].filter(Boolean).join(' '),
      recipientName: s.recipientName ?? '',
      destination: [s.recipientCity, s.recipientState].filter(Boolean).join(' - '),
      invoiceType: s.dace ? 'DCE' : null,
      international: false,
      createdAt: new Date().toISOString(),
    });
    set({ scanNotice: { id: notice.id, status: 'bought', text: notice.text, outcome: bought.value } });
    return true;
  },

  dismissScan: () => set({ scanNotice: null }),

  answerScanOverWork(discard) {
    const ref = get().scanOverWork;
    set({ scanOverWork: null });
    if (!discard || ref === null) return;
    get().newShipment();
    get().setExternalRef(ref);
  },
});

/** Whether the bench holds typed, unbought work for an order other than `ref` (a scan's). */
function anotherOrderOnBench(state: StoreState, ref: string): boolean {
  const typed = state.externalRef.trim();
  return typed !== '' && typed.toLowerCase() !== ref.trim().toLowerCase() && workOnBench(state) !== null;
}
