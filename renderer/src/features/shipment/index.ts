// The ship screen: the shipment being typed, bought and printed, and the draft kept for later.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { DraftOffer } from './DraftOffer';
export { keepDrafts } from './keepDrafts';
export { SenderOptions } from './SenderSelect';
export { ShipScreen } from './ShipScreen';
