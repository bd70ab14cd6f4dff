// One store for the whole desk, combined once from the features' slices (zustand slices
// pattern). Slices read each other through get(); screens select what they need.
import { create, type StateCreator } from 'zustand';
import { useShallow } from 'zustand/shallow';
import { createAddressBookSlice, type AddressBookSlice } from '../features/addressbook/state';
import { createAuditSlice, type AuditSlice } from '../features/audit/state';
import { createAuthSlice, type AuthSlice } from '../features/auth/state';
import { createBatchSlice, type BatchSlice } from '../features/batch/state';
import { createDaceSlice, type DaceSlice } from '../features/dace/state';
import { createDaySlice, type DaySlice } from '../features/day/state';
import { createLabelSlice, type LabelSlice } from '../features/label/state';
import { createOneKeySlice, type OneKeySlice } from '../features/oneKey/state';
import { createPresetsSlice, type PresetsSlice } from '../features/presets/state';
import { createPrintersSlice, type PrintersSlice } from '../features/printers/state';
import { createQuoteSlice, type QuoteSlice } from '../features/quote/state';
import { createRuleSlice, type RuleSlice } from '../features/rules/state';
import { createScaleSlice, type ScaleSlice } from '../features/scale/state';
import { createScanSlice, type ScanSlice } from '../features/scan/state';
import { createSettingsSlice, type SettingsSlice } from '../features/settings/state';
import { createDraftSlice, type DraftSlice, createShipmentSlice, type ShipmentSlice } from '../features/shipment/state';
import { createFirstDaySlice, type FirstDaySlice } from '../features/firstDay/state';
import { createTrackingSlice, type TrackingSlice } from '../features/tracking/state';
import { createWarehouseSlice, type WarehouseSlice } from '../features/warehouse/state';
import { createUiSlice, type UiSlice } from './uiSlice';

export type StoreState = UiSlice &
  AuthSlice &
  SettingsSlice &
  QuoteSlice &
  ShipmentSlice &
  DraftSlice &
  LabelSlice &
  DaceSlice &
  TrackingSlice &
  AddressBookSlice &
  PrintersSlice &
  PresetsSlice &
  RuleSlice &
  OneKeySlice &
  ScanSlice &
  ScaleSlice &
  BatchSlice &
  DaySlice &
  AuditSlice &
  WarehouseSlice &
  FirstDaySlice;

/** What each feature's slice creator is: it may read and write the whole store. */
export type SliceCreator<T> = StateCreator<StoreState, [], [], T>;

const createStore: StateCreator<StoreState> = (...a) => ({
  ...createUiSlice(...a),
  ...createAuthSlice(...a),
  ...createSettingsSlice(...a),
  ...createQuoteSlice(...a),
  ...createShipmentSlice(...a),
  ...createDraftSlice(...a),
  ...createLabelSlice(...a),
  ...createDaceSlice(...a),
  ...createTrackingSlice(...a),
  ...createAddressBookSlice(...a),
  ...createPrintersSlice(...a),
  ...createPresetsSlice(...a),
  ...createRuleSlice(...a),
  ...createOneKeySlice(...a),
  ...createScanSlice(...a),
  ...createScaleSlice(...a),
  ...createBatchSlice(...a),
  ...createDaySlice(...a),
  ...createAuditSlice(...a),
  ...createWarehouseSlice(...a),
  ...createFirstDaySlice(...a),
});

export const useStore = create<StoreState>()(createStore);

/** Several fields of the store by name; the component re-renders only when one of them changes. */
export function useStoreFields<K extends keyof StoreState>(...keys: K[]): Pick<StoreState, K> {
  return useStore(useShallow((s) => Object.fromEntries(keys.map((key) => [key, s[key]])) as Pick<StoreState, K>));
}

const initialState = useStore.getState();

/** Back to a fresh desk (tests; and after logout nothing of the last operator stays on screen). */
export function resetStore(keep: Partial<StoreState> = {}): void {
  useStore.setState({ ...initialState, ...keep }, true);
}
