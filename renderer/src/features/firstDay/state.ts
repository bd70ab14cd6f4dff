// The first-day guide: a desk with no label printer is walked through one.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { createFirstDaySlice, type FirstDaySlice } from './firstDaySlice';
