// One key: a parcel quoted, picked by the loja's rule, bought and printed in one press.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { ConfirmShipDialog } from './ConfirmShipDialog';
export { OneKeyPanel } from './OneKeyPanel';
export { quoteAheadForOneKey } from './quoteAhead';
