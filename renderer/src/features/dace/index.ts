// The DACE of a bought label: its fiscal status, generated and printed.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { DacePanel } from './DacePanel';
