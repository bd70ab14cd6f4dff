// Labels bought at this desk: preview, print history, reprints, and purchases not settled.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { base64ToBytes } from './labelFiles';
export { createLabelSlice, type LabelSlice } from './labelSlice';
