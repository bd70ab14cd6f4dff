// The one result shape of the station, from the IPC boundary to the print queue and the thermal
// worker: a value, or why not. Why not is a StationError unless a domain says otherwise (printing
// and the thermal engine fail with kinds of their own). Dependency-free: the thermal worker
// thread imports it.
import type { StationError } from './station-error';

export type Result<T, E = StationError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const failed = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
