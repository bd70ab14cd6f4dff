// Watches the recipient list calls a desk's HTTP client sends (under ky, as the `fetch` the app's
// client is given): which page each asked, when it left and when its answer came, with what
// status, and how many were on their way at once.
export interface ListCall {
  page: number;
  sentAt: number;
  answeredAt: number | null;
  status: number | null;
  /** List calls on their way when this one left (itself included). */
  inFlightAtSend: number;
}

export interface ListWatcher {
  fetch: typeof fetch;
  calls: ListCall[];
  maxInFlight(): number;
  reset(): void;
}

export function watchRecipientLists(): ListWatcher {
  let calls: ListCall[] = [];
  let inFlight = 0;
  let max = 0;
  const watched: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== '/api/v1/recipients' || url.searchParams.has('q')) return fetch(input, init);
    inFlight++;
    max = Math.max(max, inFlight);
    const call: ListCall = {
      page: Number(url.searchParams.get('page')),
      sentAt: performance.now(),
      answeredAt: null,
      status: null,
      inFlightAtSend: inFlight,
    };
    calls.push(call);
    try {
      const response = await fetch(input, init);
      call.status = response.status;
      return response;
    } finally {
      call.answeredAt = performance.now();
      inFlight--;
    }
  };
  return {
    fetch: watched,
    get calls() {
      return calls;
    },
    maxInFlight: () => max,
    reset: () => {
      calls = [];
      max = inFlight;
    },
  };
}
