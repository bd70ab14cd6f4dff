// The audit log of a loja: every charge, print and reprint, filtered, paged and exported as CSV.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';

/** The audit screen, loaded when first opened (app/Shell.tsx): its code is a chunk of its own. */
export const loadAuditScreen = () => import('./AuditScreen');
