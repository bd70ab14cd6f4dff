// The desk scale on the page: the latest state main sent (scale-reading events), where the parcel's
// weight came from (the scale by Alt+W or weigh on scan, or typed), the last refusal of Alt+W in
// the operator's words, and the scale's settings (devices, configure, detect).
import type {
  ScaleDetectResult,
  ScaleDeviceView,
  ScaleState,
  ScaleConfigInput,
} from '../../../../electron/shared/scale';
import type { StationError } from '../../bridge';
import type { Said } from '../../../../electron/shared/messages';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import type { SliceCreator } from '../../app/store';
import { formatDecimal } from '../../lib/numbers';
import { currentLanguage } from '../../i18n';

export interface ScaleSlice {
  scaleState: ScaleState | null;
  /** Where the weight in the parcel field came from; null while it is empty or a preset's. */
  weightSource: { kind: 'scale'; device: string; at: string } | { kind: 'typed' } | null;
  /** Why Alt+W took nothing (the field was left as it was). */
  scaleRefusal: Said | null;
  scaleDevices: ScaleDeviceView[] | null;
  scaleDetect: ScaleDetectResult | null;
  scaleBusy: boolean;
  scaleError: StationError | null;
  applyScaleState(state: ScaleState): void;
  /** Alt+W: the scale's current stable reading into the parcel's weight (main decides if it may). */
  takeWeight(): Promise<boolean>;
  /** The operator typed in the weight field. */
  weightTyped(): void;
  /** A weight from the scale (weigh on scan) shown in the field. */
  weightFromScale(grams: number, device: string, at: string): void;
  loadScale(): Promise<void>;
  configureScale(config: ScaleConfigInput): Promise<boolean>;
  detectScale(path: string): Promise<void>;
}

/** 1834 g → "1,834" (pt-BR) for the weight field, in kg as the field takes it. */
export const kgText = (grams: number): string => formatDecimal(grams / 1000, currentLanguage());

/** Where the parcel's weight came from, and the scale's refusal: back to this for a new shipment. */
export const weightForShipment = () =>
  ({ weightSource: null, scaleRefusal: null }) satisfies Pick<ScaleSlice, 'weightSource' | 'scaleRefusal'>;

export const createScaleSlice: SliceCreator<ScaleSlice> = (set, get) => ({
  scaleState: null,
  ...weightForShipment(),
  scaleDevices: null,
  scaleDetect: null,
  scaleBusy: false,
  scaleError: null,

  applyScaleState: (scaleState) => set({ scaleState }),

  async takeWeight() {
    const answer = await station().desk.takeWeight();
    if (!answer.ok) {
      set({ scaleRefusal: answer.error.said });
      return false;
    }
    const take = answer.value;
    if (!take.ok) {
      // Never a silent change: the field keeps what it had, and the reason is shown by it.
      set({ scaleRefusal: { key: take.messageKey } });
      return false;
    }
    get().setParcel({ weight: kgText(take.grams) });
    set({
      scaleRefusal: null,
      weightSource: { kind: 'scale', device: take.reading.device.name, at: take.reading.at },
    });
    return true;
  },

  weightTyped: () => set({ weightSource: { kind: 'typed' }, scaleRefusal: null }),

  weightFromScale(grams, device, at) {
    get().setParcel({ weight: kgText(grams) });
    set({ weightSource: { kind: 'scale', device, at }, scaleRefusal: null });
  },

  async loadScale() {
    const [status, devices] = await Promise.all([
      station().scale.status(),
      busyCall(set, { error: 'scaleError' }, () => station().scale.devices()),
    ]);
    if (status.ok) set({ scaleState: status.value.state });
    set({ scaleDevices: devices ?? [] });
  },

  async configureScale(config) {
    const status = await busyCall(set, { busy: 'scaleBusy', error: 'scaleError' }, () =>
      station().scale.configure(config),
    );
    if (!status) return false;
    set({ scaleState: status.state });
    await get().loadSettings();
    return true;
  },

  async detectScale(path) {
    set({ scaleDetect: null });
    const found = await busyCall(set, { busy: 'scaleBusy', error: 'scaleError' }, () =>
      station().scale.detect({ path }),
    );
    if (found) set({ scaleDetect: found });
  },
});
