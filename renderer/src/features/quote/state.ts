// The parcel and its quote: format, measures, weight, the options and their countdown.
//
// The state door: the slice (joined once in app/store.ts) and what other slices and the
// face read of it. No component or hook comes through here, so the store reaches no screen.
export { cheapestOption, optionName } from './options';
export {
  type BuiltQuote,
  checkLimits,
  declaredCents,
  type Dimension,
  DIMENSIONS,
  emptyMeasures,
  emptyParcel,
  measure,
  measureParcel,
  type ParcelErrors,
  type ParcelForm,
  type ParcelFormat,
  type ParcelMeasures,
} from './parcel';
export { createQuoteSlice, isQuoteStale, parcelForShipment, parcelLimits, type QuoteSlice } from './quoteSlice';
