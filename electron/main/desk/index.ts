// Desk speed (issue 8): scan-to-print, presets, rate rules, one-key ship, CSV batches, the day's
// summary and the audit log. The station builds a DeskService and spreads deskHandlers.
export { DeskService, type DeskServiceDeps } from './service';
export { deskHandlers, type DeskChannel, type DeskHandlerDeps } from './handlers';
export { createDesk, type Desk, type DeskWiring } from './wiring';
export { pickOption } from './rules/pick-option';
export type { BatchApi } from './batch/row-steps';
