// The audit log of a loja: every charge, print and reprint, filtered, paged and exported as CSV.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { type AuditSlice, createAuditSlice } from './auditSlice';
