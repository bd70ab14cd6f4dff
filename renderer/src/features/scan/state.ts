// Scan-to-print: what the scanner typed reprints a label, buys an order or starts a shipment.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { createScanSlice, type ScanSlice } from './scanSlice';
