// The settings screen and settings as main keeps them.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';

/** The settings screen, loaded when first opened (app/Shell.tsx): its code is a chunk of its own. */
export const loadSettingsScreen = () => import('./SettingsScreen');
