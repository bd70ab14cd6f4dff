// The day's summary of a loja and its pickup list.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';

/** The day's summary, loaded when first opened (app/Shell.tsx): its code is a chunk of its own. */
export const loadDaySummaryScreen = () => import('./DaySummaryScreen');
