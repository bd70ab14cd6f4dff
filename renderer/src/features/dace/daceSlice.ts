// The DACE of the shipment on screen: availability, fiscal status, the latest document, and
// generating one of type T (thermal), R (summarized) or C (complete) and printing it.
import type { DaceResponse, TipoDace } from '../../../../electron/shared/contract';
import type { DacePrintView } from '../../../../electron/shared/workflow';
import type { StationError } from '../../bridge';
import { station } from '../../app/station';
import { lojaFields } from '../../app/lojaFields';
import type { SliceCreator } from '../../app/store';

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
    const printed = before?.shipmentId === shipmentId ? before.printed : null;
    set({
      dace: {
        shipmentId,
        loading: true,
        response: before?.shipmentId === shipmentId ? before.response : null,
        error: null,
        generating: null,
        printed,
      },
    });
    const result = await station().dace.get({ shipmentId });
    if (get().dace?.shipmentId !== shipmentId) return;
    set({
      dace: {
        shipmentId,
        loading: false,
        response: result.ok ? result.value : null,
        error: result.ok ? null : result.error,
        generating: null,
        printed,
      },
    });
  },

  async generateAndPrintDace(tipoDace) {
    const current = get().dace;
    if (!current || current.generating) return false;
    const { shipmentId } = current;
    set({ dace: { ...current, generating: tipoDace, error: null } });
    const result = await station().dace.generateAndPrint({ shipmentId, tipoDace });
    const now = get().dace;
    if (now?.shipmentId !== shipmentId) return false;
    if (!result.ok) {
      set({ dace: { ...now, generating: null, error: result.error } });
      return false;
    }
    set({ dace: { ...now, generating: null, printed: result.value } });
    get().applyPrintJob(result.value.printJob);
    // The latest document is the one just generated: show its key and protocol.
    await get().loadDace(shipmentId);
    return true;
  },
});
