// The day's summary of this loja (labels bought that day, desk local time), and its A4 pickup
// list: printed on the A4 route (the PDF DACE printer) or saved as a PDF.
import type { DaySummaryView } from '../../../../electron/shared/desk';
import type { PrintJobView } from '../../../../electron/shared/workflow';
import type { StationError } from '../../bridge';
import { station } from '../../app/station';
import { lojaFields } from '../../app/lojaFields';
import type { SliceCreator } from '../../app/store';
import { localDay } from '../../lib/format';
import { saveFile } from '../../lib/download';
import { base64ToBytes } from '../label/labelFiles';

export interface DaySlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetDay(): void;
  summaryDay: string;
  summary: DaySummaryView | null;
  summaryError: StationError | null;
  summaryLoading: boolean;
  /** The pickup list: printing or saving, and what came of it. */
  pickup:
    | { status: 'idle' | 'working' }
    | { status: 'printed'; job: PrintJobView }
    | { status: 'saved'; fileName: string }
    | { status: 'error'; error: StationError };
  loadSummary(day?: string): Promise<void>;
  printPickupList(): Promise<boolean>;
  savePickupPdf(): Promise<boolean>;
}

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetDay). */
export const dayForLoja = () =>
  ({
    summary: null,
    summaryError: null,
  }) satisfies Partial<DaySlice>;

export const createDaySlice: SliceCreator<DaySlice> = (set, get) => ({
  ...lojaFields(set, dayForLoja, 'resetDay'),
  summaryDay: localDay(),
  summaryLoading: false,
  pickup: { status: 'idle' },

  async loadSummary(day = get().summaryDay) {
    set({ summaryDay: day, summaryLoading: true, summaryError: null, pickup: { status: 'idle' } });
    const result = await station().desk.daySummary({ day });
    if (get().summaryDay !== day) return; // another day was asked for meanwhile
    set(
      result.ok
        ? { summary: result.value, summaryLoading: false }
        : { summary: null, summaryLoading: false, summaryError: result.error },
    );
  },

  async printPickupList() {
    set({ pickup: { status: 'working' } });
    const result = await station().desk.daySummaryPdf({ day: get().summaryDay, print: true });
    if (!result.ok) {
      set({ pickup: { status: 'error', error: result.error } });
      return false;
    }
    if (result.value.printJob) {
      get().applyPrintJob(result.value.printJob);
      set({ pickup: { status: 'printed', job: result.value.printJob } });
    } else set({ pickup: { status: 'idle' } });
    return true;
  },

  async savePickupPdf() {
    set({ pickup: { status: 'working' } });
    const result = await station().desk.daySummaryPdf({ day: get().summaryDay, print: false });
    if (!result.ok) {
      set({ pickup: { status: 'error', error: result.error } });
      return false;
    }
    saveFile(result.value.fileName, base64ToBytes(result.value.base64), 'application/pdf');
    set({ pickup: { status: 'saved', fileName: result.value.fileName } });
    return true;
  },
});
