// The first-day guide: a desk with no label printer is walked through one.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { useFirstDay } from './useFirstDay';

/** The first-day guide, loaded when first opened (app/Shell.tsx): its code is a chunk of its own. */
export const loadFirstDayGuide = () => import('./FirstDayGuide');
