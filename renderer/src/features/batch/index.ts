// CSV batches: rows checked before any money, then bought and printed in order.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';

/** The batches screen, loaded when first opened (app/Shell.tsx): its code is a chunk of its own. */
export const loadBatchScreen = () => import('./BatchScreen');
