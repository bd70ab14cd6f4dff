// Printers this desk can reach (main discovers CUPS/Windows queues and keeps typed-in network
// printers) and a test page per document kind. The routing itself is settings.printers.
import type { PrintJobView } from '../../../../electron/shared/printing';
import type { StationError } from '../../bridge';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import type { SliceCreator } from '../../app/store';
import type { PrinterInfo, RoutedKind } from './source';

/**
 * Not busyCall: one test print a kind of printer, each with its own state (printing, queued,
 * refused). 'done' means main queued the page: `job` is its print job as main answered, which
 * the queue's print-job events then carry on in printJobs (whether the printer took it).
 */
export interface TestPrintState {
  status: 'idle' | 'printing' | 'done' | 'error';
  error?: StationError;
  job?: PrintJobView;
}

export interface PrintersSlice {
  printers: PrinterInfo[];
  printersLoaded: boolean;
  printersError: StationError | null;
  testPrints: Partial<Record<RoutedKind, TestPrintState>>;
  loadPrinters(): Promise<void>;
  testPrint(kind: RoutedKind, printerId: string): Promise<void>;
}

export const createPrintersSlice: SliceCreator<PrintersSlice> = (set, get) => ({
  printers: [],
  printersLoaded: false,
  printersError: null,
  testPrints: {},

  async loadPrinters() {
    const printers = await busyCall(set, { error: 'printersError' }, () => station().printers.list());
    set(printers ? { printers, printersLoaded: true } : { printersLoaded: true });
  },

  async testPrint(kind, printerId) {
    set({ testPrints: { ...get().testPrints, [kind]: { status: 'printing' } } });
    const result = await station().printers.test({ printerId, kind });
    // Settings was left (and its lines cleared) while the page went out: it is no longer news there.
    if (get().testPrints[kind]?.status !== 'printing') return;
    // Kept with the others, so its events (and an event that came before this answer) follow it.
    if (result.ok) get().applyPrintJob(result.value);
    set({
      testPrints: {
        ...get().testPrints,
        [kind]: result.ok ? { status: 'done', job: result.value } : { status: 'error', error: result.error },
      },
    });
  },
});
