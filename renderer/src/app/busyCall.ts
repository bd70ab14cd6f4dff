// A call to main that a screen waits on: its busy flag is up while it runs and its error field
// holds what main refused, cleared when it is asked again. The same pair, set the same way, in
// every slice that has one (login, loja, settings, scale).
import type { Result, StationError } from '../bridge';
import type { StoreState } from './store';

/** The store's fields whose values are of type V. */
type FieldOf<V> = { [K in keyof StoreState]: StoreState[K] extends V ? K : never }[keyof StoreState];

/** What main answered, or null when it refused (then the error field says why). */
export async function busyCall<T>(
  set: (partial: Partial<StoreState>) => void,
  fields: { busy: FieldOf<boolean>; error: FieldOf<StationError | null> },
  call: () => Promise<Result<T>>,
): Promise<T | null> {
  set({ [fields.busy]: true, [fields.error]: null } as Partial<StoreState>);
  const result = await call();
  set(
    (result.ok
      ? { [fields.busy]: false }
      : { [fields.busy]: false, [fields.error]: result.error }) as Partial<StoreState>,
  );
  return result.ok ? result.value : null;
}
