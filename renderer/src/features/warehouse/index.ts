// The warehouse's shared purchase journal: its state, orders another desk holds, its setup and views.
//
// The face: what other features and app/ use of it (its doors and layer: eslint.config.js,
// rendererFeatureLayers).
export * from './state';
export { HeldActions } from './HeldActions';
export { StaleNotice } from './StaleNotice';
export { WarehouseAudit } from './WarehouseAudit';
export { WarehouseBadge } from './WarehouseBadge';
export { WarehouseSettings } from './WarehouseSettings';
export { WarehouseUnsettled } from './WarehouseUnsettled';
