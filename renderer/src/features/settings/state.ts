// The settings screen and settings as main keeps them.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { createSettingsSlice, type SettingsSlice } from './settingsSlice';
