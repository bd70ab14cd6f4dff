// The station's internal event bus: what one service tells the others, typed per event. It is
// not the renderer's channel (ipc/renderer-events.ts carries only what the page may see, as
// views); app/events.ts decides what crosses. Each listener subscribes to one event name and
// gets that event's payload type, so no listener ever casts a payload.
export type BusListener<P> = (payload: P) => void;

export interface Bus<E extends object> {
  emit<K extends keyof E>(name: K, payload: E[K]): void;
  /** Listens to one event; returns the function that stops listening. */
  on<K extends keyof E>(name: K, listener: BusListener<E[K]>): () => void;
}

/**
 * A synchronous bus: listeners run in the order they subscribed, inside emit. A listener that
 * throws is reported and skipped: one service's bookkeeping must never break the service that
 * emitted (a purchase, a print job).
 */
export function createBus<E extends object>(onListenerError: (name: keyof E, error: unknown) => void): Bus<E> {
  const listeners = new Map<keyof E, Set<BusListener<never>>>();
  return {
    emit(name, payload) {
      const set = listeners.get(name);
      if (!set) return;
      for (const listener of [...set]) {
        try {
          (listener as BusListener<typeof payload>)(payload);
        } catch (error) {
          onListenerError(name, error);
        }
      }
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as BusListener<never>);
      return () => set.delete(listener as BusListener<never>);
    },
  };
}
