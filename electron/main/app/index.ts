// The composition root: createStation builds every service and wires them (station.ts); the
// data folder, the page's content security policy, and training mode.
export { createStation, type Station, type StationOptions } from './station';
export type { StationBus, StationEvents } from './events';
export { defaultDataDir } from './data-dir';
export { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './csp';
