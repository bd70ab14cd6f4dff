// Printers this desk can reach (main discovers CUPS/Windows queues and keeps typed-in network
// printers) and a test page per document kind. The routing itself is settings.printers.
import type { StationError } from '../../bridge';
import { busyCall } from '../../app/busyCall';
import { station } from '../../app/station';
import type { SliceCreator } from '../../app/store';
import type { PrinterInfo, RoutedKind } from './source';

/** Not busyCall: one test print a kind of printer, each with its own state (printing, done, refused). */
export interface TestPrintState {
  status: 'idle' | 'printing' | 'done' | 'error';
  error?: StationError;
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
    set({
      testPrints: {
        ...get().testPrints,
        [kind]: result.ok ? { status: 'done' } : { status: 'error', error: result.error },
      },
    });
  },
});
