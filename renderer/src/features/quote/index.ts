// The parcel and its quote: format, measures, weight, the options and their countdown.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { DimensionFields, FormatChoice, MeasureField } from './MeasureFields';
export { ParcelPanel } from './ParcelPanel';
export { QuotePanel } from './QuotePanel';
export { deadlineIn, useSecondsLeft } from './useCountdown';
