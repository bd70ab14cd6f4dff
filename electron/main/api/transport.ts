// How a request reaches the server: undici's request API on one keep-alive agent. undici is the
// library Node's own fetch is built on; fetch adds the WHATWG layer around it (Request, Headers
// and Response objects, web streams for every body), which costs a label about 0.3–0.45 ms per
// request at a desk (measured: a JSON POST on loopback to a server in its own process, 0.90 ms
// through fetch, 0.43 ms through undici's request, taken 3 ms apart as a desk's calls are). A
// label's purchase makes three requests in a row before it can print, so that layer was 1 ms of
// every label. What fetch did on the way is kept where it matters: a file's temporary address is
// followed through redirects to its storage (at most 5; on another origin the Authorization and
// Cookie headers are dropped, undici's RedirectHandler), a body is sent with its length, and the
// caller's signal aborts the request and its body. The API's own calls are not redirected (the
// spec names every path; a 3xx is an answer the caller reads as a refusal, and an emit POST that
// gets one is held as unknown, never sent elsewhere): the redirect handler wrapped each of them
// for about 0.05 ms per answer (measured).
//
// The rest of the station sees only the few members of a fetch Response it reads (HttpResponse),
// so a test may still pass the platform's fetch, or a wrapper of this transport, in its place.
import { Agent, interceptors, request, type Dispatcher } from 'undici';

/** A request as the station's client sends it: a string body, headers already lower-case. */
export interface HttpRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  /** Follow redirects (a file's temporary address may send to its storage); the API's calls do not. */
  follow?: boolean;
}

/** What the station reads of an answer: the members of a fetch Response it uses. */
export interface HttpResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Sends a request and answers once its status and headers have come (its body read on demand). */
export type Transport = (url: string, init: HttpRequest) => Promise<HttpResponse>;

let plain: Agent | undefined;
let following: Dispatcher | undefined;

/** The one agent: keep-alive connections per origin, as the platform's fetch keeps them; redirects followed on it when asked. */
function agent(follow: boolean): Dispatcher {
  plain ??= new Agent();
  return follow ? (following ??= plain.compose(interceptors.redirect({ maxRedirections: 5 }))) : plain;
}

/** The station's transport (see the top of this file). */
export const undiciTransport: Transport = async (url, init) => {
  const answer = await request(url, {
    method: init.method as Dispatcher.HttpMethod,
    headers: init.headers,
    ...(init.body === undefined ? {} : { body: init.body }),
    signal: init.signal,
    dispatcher: agent(init.follow === true),
  });
  return new UndiciResponse(answer.statusCode, answer.headers, answer.body);
};

class UndiciResponse implements HttpResponse {
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };

  constructor(
    readonly status: number,
    raw: Record<string, string | string[] | undefined>,
    private readonly body: Dispatcher.ResponseData['body'],
  ) {
    this.ok = status >= 200 && status <= 299;
    // undici gives header names lower-case; a repeated header is joined as fetch's Headers joins it.
    this.headers = {
      get: (name) => {
        const value = raw[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    };
  }

  text(): Promise<string> {
    return this.body.text();
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    return this.body.arrayBuffer();
  }
}
