// Scan-to-print: what the scanner typed reprints a label, buys an order or starts a shipment.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { ScanField } from './ScanField';
export { ScanToast } from './ScanToast';
