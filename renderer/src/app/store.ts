// One store for the whole desk, combined once from the features' slices (zustand slices
// pattern). Slices read each other through get(); screens select what they need.
import { create, type StateCreator } from 'zustand';
import { useShallow } from 'zustand/shallow';
import { createAddressBookSlice, type AddressBookSlice } from '../features/addressbook/addressBookSlice';
import { createAuditSlice, type AuditSlice } from '../features/audit/auditSlice';
import { createAuthSlice, type AuthSlice } from '../features/auth/authSlice';
import { createBatchSlice, type BatchSlice } from '../features/batch/batchSlice';
import { createDaceSlice, type DaceSlice } from '../features/dace/daceSlice';
import { createDaySlice, type DaySlice } from '../features/day/daySlice';
import { createLabelSlice, type LabelSlice } from '../features/label/labelSlice';
import { createOneKeySlice, type OneKeySlice } from '../features/oneKey/oneKeySlice';
import { createPresetsSlice, type PresetsSlice } from '../features/presets/presetsSlice';
import { createPrintersSlice, type PrintersSlice } from '../features/printers/printersSlice';
import { createQuoteSlice, type QuoteSlice } from '../features/quote/quoteSlice';
import { createRuleSlice, type RuleSlice } from '../features/rules/ruleSlice';
import { createScaleSlice, type ScaleSlice } from '../features/scale/scaleSlice';
import { createScanSlice, type ScanSlice } from '../features/scan/scanSlice';
import { createSettingsSlice, type SettingsSlice } from '../features/settings/settingsSlice';
import { createDraftSlice, type DraftSlice } from '../features/shipment/draftSlice';
import { createFirstDaySlice, type FirstDaySlice } from '../features/firstDay/firstDaySlice';
import { createShipmentSlice, type ShipmentSlice } from '../features/shipment/shipmentSlice';
import { createTrackingSlice, type TrackingSlice } from '../features/tracking/trackingSlice';
import { createWarehouseSlice, type WarehouseSlice } from '../features/warehouse/warehouseSlice';
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
