// What a test's wrapper of the station's fetch (ky's `fetch` option, HttpOptions.fetch) reads of
// a request on its way: ky hands fetch the Request it built, so looking consumes nothing.
export interface Sent {
  method: string;
  url: URL;
  headers: Headers;
}

export function sentOf(input: Parameters<typeof fetch>[0], init?: RequestInit): Sent {
  if (input instanceof Request) return { method: input.method, url: new URL(input.url), headers: input.headers };
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    url: new URL(input instanceof URL ? input.href : input),
    headers: new Headers(init?.headers),
  };
}
