// The composition root: createStation builds every service and wires them (station.ts), and
// training mode.
export { createStation, type Station, type StationOptions } from './station';
export type { StationBus, StationEvents } from './events';
