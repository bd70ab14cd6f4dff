// The desk scale: live weight, its settings, and the proof of weight a charge keeps.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { createScaleSlice, type ScaleSlice, weightForShipment } from './scaleSlice';
