// The DACE of the shipment on screen: availability, fiscal status, the latest document, and
// generating one of type T (thermal), R (summarized) or C (complete) and printing it.
import type { DaceResponse, TipoDace } from '../../../../electron/shared/contract';
import type { DacePrintView } from '../../../../electron/shared/workflow';
import type { StationError } from '../../bridge';
import { busyCall, type BusyWriter } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import { lojaFields } from '../../lib/lojaFields';
import type { SliceCreator, StoreState } from '../../app/store';

export interface DaceState {
  shipmentId: string;
  loading: boolean;
  response: DaceResponse | null;
  error: StationError | null;
  /** The type being generated and printed, while main works. */
  generating: TipoDace | null;
  /** The last DACE generated and sent to the printer from this panel. */
  printed: DacePrintView | null;
}

export interface DaceSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetDace(): void;
  dace: DaceState | null;
  loadDace(shipmentId: string): Promise<void>;
  generateAndPrintDace(tipoDace: TipoDace): Promise<boolean>;
}

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetDace). */
export const daceForLoja = () =>
  ({
    dace: null,
  }) satisfies Partial<DaceSlice>;

export const createDaceSlice: SliceCreator<DaceSlice> = (set, get) => ({
  ...lojaFields(set, daceForLoja, 'resetDace'),

  async loadDace(shipmentId) {
    const before = get().dace;
    const same = before?.shipmentId === shipmentId;
    set({
      dace: {
        shipmentId,
        loading: true,
        response: same ? before.response : null,
        error: null,
        generating: null,
        printed: same ? before.printed : null,
      },
    });
    const here = () => get().dace?.shipmentId === shipmentId;
    const response = await busyCall(
      set,
      writeDace(set, get, (busy) => ({ loading: busy })),
      () => station().dace.get({ shipmentId }),
      here,
    );
    if (here()) setDace(set, get, { response });
  },

  async generateAndPrintDace(tipoDace) {
    const current = get().dace;
    if (!current || current.generating) return false;
    const { shipmentId } = current;
    const printed = await busyCall(
      set,
      writeDace(set, get, (busy) => ({ generating: busy ? tipoDace : null })),
      () => station().dace.generateAndPrint({ shipmentId, tipoDace }),
      () => get().dace?.shipmentId === shipmentId,
    );
    if (!printed) return false;
    setDace(set, get, { printed });
    get().applyPrintJob(printed.printJob);
    // The latest document is the one just generated: show its key and protocol.
    await get().loadDace(shipmentId);
    return true;
  },
});

type SetState = (partial: Partial<StoreState>) => void;

/** Changes the DACE on screen, if one still is. */
function setDace(set: SetState, get: () => StoreState, patch: Partial<DaceState>) {
  const now = get().dace;
  if (now) set({ dace: { ...now, ...patch } });
}

/** busyCall's flag and error inside the DACE on screen; `flag` says which field is the busy one. */
function writeDace(set: SetState, get: () => StoreState, flag: (busy: boolean) => Partial<DaceState>): BusyWriter {
  return ({ busy, error }) => setDace(set, get, { ...flag(busy), error });
}
