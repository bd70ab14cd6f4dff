// What went wrong, in the one failure shape of the station, from a domain of main to the page.
// Kept apart from the channel map (ipc.ts) so that result.ts, the contract and every group of
// channels can name it without importing the map that imports them.
import type { Quoted, Said } from './messages';

/**
 * What went wrong, as something the operator can act on. The API kinds come from the server's
 * answer (see electron/main/api/classify.ts for how 422s are told apart); the rest are the app's.
 */
export const ERROR_KINDS = [
  'validation', // the input breaks a rule: fix the field
  'unauthorized', // not logged in, or the session ended: log in
  'forbidden', // this account may not act for that loja, or a call from outside the app
  'not-found',
  'insufficient-balance', // 402: top up the loja's wallet
  'quote-expired', // 422: quote again
  'quote-mismatch', // 422: the shipment differs from its quote: quote again
  'not-eligible', // 422: e.g. no DACE for this shipment
  'rejected', // any other business rule refusal (422), e.g. an unknown coupon
  'station-refused', // this station's own rule refused it (a label still in its printer's queue): never the server's
  'link-expired', // a temporary download address stopped working: ask for a new one
  'loja-required', // logged in but no loja chosen yet
  'server', // 5xx
  'offline', // the server could not be reached
  'timeout',
  'contract', // the server answered something the contract does not allow
  'printer-unavailable',
  'no-printer', // no printer is chosen for this document on this computer: choose one in the settings
  'unconfirmed', // a purchase whose outcome is not known (its answer lost, then a later answer that proves nothing): held until the server settles it
  'bought-elsewhere', // the label was bought on another desk: the operator decides whether to print it
  'recovered', // a charge of this desk that workflow.db or the print queue lost, back from the audit log
  'scale', // the desk scale gave no weight to use (unstable, changed, silent): see the reading
  'held-elsewhere', // the warehouse journal says another desk (or window) holds this order: who, since when
  'warehouse-unreachable', // the warehouse journal did not answer before a purchase of an order: nothing was bought
  'internal', // a bug: logged with its stack, the operator sees a generic message
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/**
 * What went wrong, as the station says it: the one failure shape of the main process. Its kind is
 * one of ERROR_KINDS where it crosses to the page; a domain that acts on finer kinds of its own
 * (printing: retry or give up, see electron/main/printing/errors.ts) uses the same shape with them.
 */
export interface StationError<K extends string = ErrorKind> {
  kind: K;
  /** What the station says about it, as a key the page translates (never a sentence built in main). */
  said: Said;
  /** The server's, the printer's or the system's own words, verbatim, under a heading naming the source. */
  quoted?: Quoted;
  /** The field to focus ("destAddress.zip"), when one is to blame. */
  field?: string;
}
