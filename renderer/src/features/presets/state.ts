// Package presets: a parcel's format, measures and usual weight under a key.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { presetStillOnForm } from './presetForm';
export { createPresetsSlice, presetForShipment, type PresetsSlice, presetUndoable } from './presetsSlice';
