// The warehouse's shared purchase journal: its state, orders another desk holds, its setup and views.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { heldWordOf } from './heldWord';
export { createWarehouseSlice, warehouseOn, type WarehouseSlice } from './warehouseSlice';
