// The desk scale: live weight, its settings, and the proof of weight a charge keeps.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { LiveWeight } from './LiveWeight';
export { ScaleReadout, WeightSourceMark } from './ScaleReadout';
export { ScaleSettings } from './ScaleSettings';
export { WeightProofCells } from './WeightProofCells';
