// A call to main that a screen waits on: its busy flag is up while it runs and its error field
// holds what main refused, cleared when it is asked again. The same pair, set the same way, in
// every slice that has one (login, loja, settings, scale, warehouse, rule, batches, audit, day).
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
  fields: { busy: FieldOf<boolean>; error: FieldOf<StationError | null> },
  call: () => Promise<Result<T>>,
  current: () => boolean = () => true,
): Promise<T | null> {
  set({ [fields.busy]: true, [fields.error]: null } as Partial<StoreState>);
  const result = await call();
  if (!current()) return null;
  set(
    (result.ok
      ? { [fields.busy]: false }
      : { [fields.busy]: false, [fields.error]: result.error }) as Partial<StoreState>,
  );
  return result.ok ? result.value : null;
}
