// What every way of buying a label shares (the ship screen, one key, the scan, a batch): main's
// emission workflow as the page calls it, the invoice a parcel travels under, what a refused
// purchase offers, and whether the label's fields fit.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { LabelFitLines, LabelFitNotice, LabelFitWarning, useLabelFitOnScreen } from './LabelFitNotice';
export { BuyAnywayButton, ShipmentKept, usePurchaseActions } from './PurchaseFixes';
