// A call to main that a screen depends on, set the same way in every slice: its error field holds
// what main refused last, and null once main answers. A call the operator waits on (a button, a
// login, a list) also has a busy flag, up while it runs, and asking again clears the old error at
// once. A quiet load (presets, printers, the rule, the settings, the outbox, the warehouse's
// unsettled purchases) has no flag: its error stays on screen until main answers again, so a
// refusal the operator is reading does not blink away and back.
// The store's state S is the slice's to give (through its `set`): this module stands under the
// features and the store, and knows neither.
import type { Result, StationError } from '../bridge';

/** The fields of the state S whose values are of type V. */
type FieldOf<S, V> = { [K in keyof S]: S[K] extends V ? K : never }[keyof S];

/** The flag and the error as fields of the store (no busy field: a quiet load). */
export interface BusyFields<S> {
  busy?: FieldOf<S, boolean>;
  error: FieldOf<S, StationError | null>;
}

/**
 * Writes the flag and the error where they are not fields of the store but parts of one object in
 * it (a panel's state: the tracking lookups, the DACE on screen). Always a call the operator waits
 * on: written busy with no error at the start, then not busy with main's refusal or null.
 */
export type BusyWriter = (flags: { busy: boolean; error: StationError | null }) => void;

/**
 * What main answered, or null when it refused (then the error field says why). With `current`, an
 * answer that is no longer current (another page, day or filter was asked for meanwhile) changes
 * nothing and is null: the newer call owns the flag and the error.
 */
export async function busyCall<S, T>(
  set: (partial: Partial<S>) => void,
  fields: NoInfer<BusyFields<S>> | BusyWriter,
  call: () => Promise<Result<T>>,
  current: () => boolean = () => true,
): Promise<T | null> {
  const write = typeof fields === 'function' ? fields : fieldWriter(set, fields);
  if (typeof fields === 'function' || fields.busy) write({ busy: true, error: null });
  const result = await call();
  if (!current()) return null;
  write({ busy: false, error: result.ok ? null : result.error });
  return result.ok ? result.value : null;
}

function fieldWriter<S>(set: (partial: Partial<S>) => void, { busy, error }: BusyFields<S>): BusyWriter {
  return (flags) => set({ ...(busy ? { [busy]: flags.busy } : {}), [error]: flags.error } as Partial<S>);
}
