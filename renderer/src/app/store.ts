// One store for the whole desk, combined once from the features' slices (zustand slices
// pattern). Slices read each other through get(); screens select what they need.
import { create, type StateCreator } from 'zustand';
import { createAddressBookSlice, type AddressBookSlice } from '../features/addressbook/addressBookSlice';
import { createAuthSlice, type AuthSlice } from '../features/auth/authSlice';
import { createDaceSlice, type DaceSlice } from '../features/dace/daceSlice';
import { createLabelSlice, type LabelSlice } from '../features/label/labelSlice';
import { createPrintersSlice, type PrintersSlice } from '../features/printers/printersSlice';
import { createQuoteSlice, type QuoteSlice } from '../features/quote/quoteSlice';
import { createSettingsSlice, type SettingsSlice } from '../features/settings/settingsSlice';
import { createShipmentSlice, type ShipmentSlice } from '../features/shipment/shipmentSlice';
import { createTrackingSlice, type TrackingSlice } from '../features/tracking/trackingSlice';
import { createUiSlice, type UiSlice } from './uiSlice';

export type StoreState = UiSlice &
  AuthSlice &
  SettingsSlice &
  QuoteSlice &
  ShipmentSlice &
  LabelSlice &
  DaceSlice &
  TrackingSlice &
  AddressBookSlice &
  PrintersSlice;

/** What each feature's slice creator is: it may read and write the whole store. */
export type SliceCreator<T> = StateCreator<StoreState, [], [], T>;

const createStore: StateCreator<StoreState> = (...a) => ({
  ...createUiSlice(...a),
  ...createAuthSlice(...a),
  ...createSettingsSlice(...a),
  ...createQuoteSlice(...a),
  ...createShipmentSlice(...a),
  ...createLabelSlice(...a),
  ...createDaceSlice(...a),
  ...createTrackingSlice(...a),
  ...createAddressBookSlice(...a),
  ...createPrintersSlice(...a),
});

export const useStore = create<StoreState>()(createStore);

const initialState = useStore.getState();

/** Back to a fresh desk (tests; and after logout nothing of the last operator stays on screen). */
export function resetStore(keep: Partial<StoreState> = {}): void {
  useStore.setState({ ...initialState, ...keep }, true);
}
