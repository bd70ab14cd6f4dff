// A call to main that a screen depends on, set the same way in every slice: its error field holds
// what main refused last, and null once main answers. A call the operator waits on (a button, a
// login, a list) also has a busy flag, up while it runs, and asking again clears the old error at
// once. A quiet load (presets, printers, the rule, the settings, the outbox, the warehouse's
// unsettled purchases) has no flag: its error stays on screen until main answers again, so a
// refusal the operator is reading does not blink away and back.
import type { Result, StationError } from '../bridge';
import type { StoreState } from './store';

/** The store's fields whose values are of type V. */
type FieldOf<V> = { [K in keyof StoreState]: StoreState[K] extends V ? K : never }[keyof StoreState];

/**
 * What main answered, or null when it refused (then the error field says why). With `current`, an
 * answer that is no longer current (another page, day or filter was asked for meanwhile) changes
 * nothing and is null: the newer call owns the flag and the error.
 */
export async function busyCall<T>(
  set: (partial: Partial<StoreState>) => void,
  fields: { busy?: FieldOf<boolean>; error: FieldOf<StationError | null> },
  call: () => Promise<Result<T>>,
  current: () => boolean = () => true,
): Promise<T | null> {
  const { busy, error } = fields;
  if (busy) set({ [busy]: true, [error]: null } as Partial<StoreState>);
  const result = await call();
  if (!current()) return null;
  set({ ...(busy ? { [busy]: false } : {}), [error]: result.ok ? null : result.error } as Partial<StoreState>);
  return result.ok ? result.value : null;
}
