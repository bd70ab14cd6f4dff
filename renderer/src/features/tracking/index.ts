// Tracking by code and by shipment.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';

/** The tracking screen, loaded when first opened (app/Shell.tsx): its code is a chunk of its own. */
export const loadTrackingScreen = () => import('./TrackingScreen');
