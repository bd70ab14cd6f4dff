// The ship screen: the shipment being typed, bought and printed, and the draft kept for later.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { createDraftSlice, draftOf, type DraftSlice } from './draftSlice';
export { createShipmentSlice, type ShipmentSlice } from './shipmentSlice';
export { type DeskWork, workOnBench } from './work';
