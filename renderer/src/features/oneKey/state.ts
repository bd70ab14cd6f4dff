// One key: a parcel quoted, picked by the loja's rule, bought and printed in one press.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { oneKeyInput } from './oneKeyInput';
export { createOneKeySlice, oneKeyForShipment, type OneKeySlice } from './oneKeySlice';
