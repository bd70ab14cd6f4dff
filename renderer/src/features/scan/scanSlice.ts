// Scan-to-print: what the keyboard-wedge scanner typed goes to main as it is (main trims and
// folds case). A known order reprints its label (and DACE); an order without a label can be
// bought from the notice; an unknown one starts a shipment with its reference filled in; the
// scanner firing twice is ignored by main, and the notice says so.
import type { ScanResult } from '../../../../electron/shared/desk';
import type { StationError } from '../../bridge';
import { station } from '../../app/station';
import type { SliceCreator } from '../../app/store';
import { emitAndPrint, type BuyOutcome } from '../shipment/workflow';

export type ScanNotice =
  | { id: number; status: 'working'; text: string }
  | { id: number; status: 'done'; text: string; result: ScanResult }
  | { id: number; status: 'error'; text: string; error: StationError }
  | { id: number; status: 'buying'; text: string; result: Extract<ScanResult, { kind: 'not-bought' }> }
  | { id: number; status: 'bought'; text: string; outcome: BuyOutcome }
  | {
      id: number;
      status: 'buy-failed';
      text: string;
      result: Extract<ScanResult, { kind: 'not-bought' }>;
      error: StationError;
    };

export interface ScanSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetScan(): void;
  scanNotice: ScanNotice | null;
  scan(text: string): Promise<ScanResult | null>;
  /** After a not-bought scan: buy the label of that shipment and print it. */
  buyScanned(): Promise<boolean>;
  dismissScan(): void;
}

let noticeId = 0;

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetScan). */
export const scanForLoja = () =>
  ({
    scanNotice: null,
  }) satisfies Partial<ScanSlice>;

export const createScanSlice: SliceCreator<ScanSlice> = (set, get) => ({
  ...scanForLoja(),
  resetScan: () => set(scanForLoja()),

  async scan(text) {
    if (!text.trim()) return null;
    const id = ++noticeId;
    set({ scanNotice: { id, status: 'working', text } });
    const answer = await station().desk.scan({ text });
    if (!answer.ok) {
      set({ scanNotice: { id, status: 'error', text, error: answer.error } });
      return null;
    }
    const result = answer.value;
    set({ scanNotice: { id, status: 'done', text, result } });
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

  async buyScanned() {
    const notice = get().scanNotice;
    if (notice?.status !== 'done' && notice?.status !== 'buy-failed') return false;
    const { result } = notice;
    if (result.kind !== 'not-bought') return false;
    set({ scanNotice: { id: notice.id, status: 'buying', text: notice.text, result } });
    const bought = await emitAndPrint(
      result.shipment.shipmentId,
      result.shipment.dace ? { dace: result.shipment.dace } : {},
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
});
