// Labels bought at this desk: preview, print history, reprints, and purchases not settled.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { PrintAnywayButton } from './PrintAnywayButton';
export { PrintNotes } from './PrintNotes';
export { RecentLabels } from './RecentLabels';
export { ReprintAskDialog } from './ReprintAskDialog';
export { UnsettledList } from './UnsettledList';

/** The labels screen, loaded when first opened (app/Shell.tsx): its code is a chunk of its own. */
export const loadLabelsScreen = () => import('./LabelsScreen');
