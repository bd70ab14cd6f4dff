// Desk speed (issue 8): scan-to-print, presets, rate rules, one-key ship, CSV batches, the day's
// summary and the audit log. The station builds it with createDesk, which also answers the desk's
// handler map and the wrapper that journals the API's shipment and quote channels: one way to them.
export { DeskService } from './service';
export type { DeskServiceDeps, DeskWorkflow, OrderClaims } from './service-deps';
export { dayRange } from './summary/day';
export { createDesk, type Desk, type DeskWiring } from './wiring';
export { pickOption } from './rules/pick-option';
export type { BatchApi } from './batch/row-steps';
