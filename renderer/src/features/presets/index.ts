// Package presets: a parcel's format, measures and usual weight under a key.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { PresetBar } from './PresetBar';
export { PresetChanged } from './PresetChanged';
export { PresetSettings } from './PresetSettings';
