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

/** The day's pickup list as a PDF (printed on the A4 route when asked); null when main refused it. */
async function pickupPdf(set: Parameters<SliceCreator<DaySlice>>[0], day: string, print: boolean) {
  set({ pickup: { status: 'working' } });
  const result = await station().desk.daySummaryPdf({ day, print });
  if (result.ok) return result.value;
  set({ pickup: { status: 'error', error: result.error } });
  return null;
}

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
    const pdf = await pickupPdf(set, get().summaryDay, true);
    if (!pdf) return false;
    if (pdf.printJob) {
      get().applyPrintJob(pdf.printJob);
      set({ pickup: { status: 'printed', job: pdf.printJob } });
    } else set({ pickup: { status: 'idle' } });
    return true;
  },

  async savePickupPdf() {
    const pdf = await pickupPdf(set, get().summaryDay, false);
    if (!pdf) return false;
    saveFile(pdf.fileName, base64ToBytes(pdf.base64), 'application/pdf');
    set({ pickup: { status: 'saved', fileName: pdf.fileName } });
    return true;
  },
});
