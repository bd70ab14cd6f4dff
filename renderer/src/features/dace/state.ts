// The DACE of a bought label: its fiscal status, generated and printed.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { createDaceSlice, type DaceSlice } from './daceSlice';
