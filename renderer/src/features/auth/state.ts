// The session: login, the loja chosen and switched.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { activeLoja, type AuthSlice, createAuthSlice } from './authSlice';
