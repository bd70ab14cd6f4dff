// Printers this desk reaches, their profiles, and which document goes to which.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { createPrintersSlice, type PrintersSlice } from './printersSlice';
