// The day's summary of this loja (labels bought that day, desk local time), and its A4 pickup
// list: printed on the A4 route (the PDF DACE printer) or saved as a PDF. In a warehouse, either
// this desk's day or the whole warehouse's (every desk's labels, for the one driver who collects).
import type { DaySummaryView } from '../../../../electron/shared/desk';
import type { PrintJobView } from '../../../../electron/shared/printing';
import type { StationError } from '../../bridge';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import { lojaFields } from '../../lib/lojaFields';
import type { SliceCreator, StoreState } from '../../app/store';
import { warehouseOn } from '../warehouse/state';
import { localDay } from '../../lib/format';
import { saveFile } from '../../lib/download';
import { base64ToBytes } from '../label/state';

/** This desk's own day (its journal), or every desk's of the warehouse (the shared journal). */
export type SummaryWhole = 'desk' | 'warehouse';

export interface DaySlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetDay(): void;
  summaryDay: string;
  summary: DaySummaryView | null;
  summaryError: StationError | null;
  summaryLoading: boolean;
  /** Which day the screen and its pickup list show: this desk's, or the whole warehouse's (when the desk shares one). */
  summaryWhole: SummaryWhole;
  /** The pickup list: printing or saving, and what came of it. */
  // Not busyCall: the list ends printed, saved or refused, one state, not a flag beside an error.
  pickup:
    | { status: 'idle' | 'working' }
    | { status: 'printed'; job: PrintJobView }
    | { status: 'saved'; fileName: string }
    | { status: 'error'; error: StationError };
  loadSummary(day?: string): Promise<void>;
  setSummaryWhole(whole: SummaryWhole): void;
  printPickupList(): Promise<boolean>;
  savePickupPdf(): Promise<boolean>;
}

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetDay). */
export const dayForLoja = () =>
  ({
    summary: null,
    summaryError: null,
  }) satisfies Partial<DaySlice>;

/** The whole warehouse only while this desk shares one (a desk that works alone has only its own day). */
const wholeOf = (state: StoreState): SummaryWhole => (warehouseOn(state) ? state.summaryWhole : 'desk');

/** The day's pickup list as a PDF (printed on the A4 route when asked); null when main refused it. */
async function pickupPdf(set: Parameters<SliceCreator<DaySlice>>[0], day: string, whole: SummaryWhole, print: boolean) {
  set({ pickup: { status: 'working' } });
  const result = await station().desk.daySummaryPdf({ day, print, whole });
  if (result.ok) return result.value;
  set({ pickup: { status: 'error', error: result.error } });
  return null;
}

export const createDaySlice: SliceCreator<DaySlice> = (set, get) => ({
  ...lojaFields(set, dayForLoja, 'resetDay'),
  summaryDay: localDay(),
  summaryLoading: false,
  pickup: { status: 'idle' },
  summaryWhole: 'desk',

  async loadSummary(day = get().summaryDay) {
    const whole = wholeOf(get());
    // Another day (or the whole warehouse's) may be asked for before this one answers.
    const current = () => get().summaryDay === day && wholeOf(get()) === whole;
    set({ summaryDay: day, pickup: { status: 'idle' } });
    const summary = await busyCall(
      set,
      { busy: 'summaryLoading', error: 'summaryError' },
      () => station().desk.daySummary({ day, whole }),
      current,
    );
    if (summary) set({ summary });
    else if (current()) set({ summary: null }); // refused: the error says why
  },

  setSummaryWhole(summaryWhole) {
    set({ summaryWhole });
    void get().loadSummary();
  },

  async printPickupList() {
    const pdf = await pickupPdf(set, get().summaryDay, wholeOf(get()), true);
    if (!pdf) return false;
    if (pdf.printJob) {
      get().applyPrintJob(pdf.printJob);
      set({ pickup: { status: 'printed', job: pdf.printJob } });
    } else set({ pickup: { status: 'idle' } });
    return true;
  },

  async savePickupPdf() {
    const pdf = await pickupPdf(set, get().summaryDay, wholeOf(get()), false);
    if (!pdf) return false;
    saveFile(pdf.fileName, base64ToBytes(pdf.base64), 'application/pdf');
    set({ pickup: { status: 'saved', fileName: pdf.fileName } });
    return true;
  },
});
