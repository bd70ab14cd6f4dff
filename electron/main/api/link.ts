// The desk's connections to its server, kept open so no label pays for opening one.
//
// At a desk the server is 20-80 ms away and reached over TLS: a new connection costs two round
// trips before its request leaves (TCP, then TLS 1.3), so a label whose three calls find no open
// connection waits five round trips instead of three (measured: test/bench/desk-link.bench.ts).
// Connections close when left idle: the server or its load balancer closes them after its
// keep-alive time (it says how long in `Keep-Alive: timeout=N`, or, as AWS's ALB, does not say
// and closes after 60 s), and the station's pool closes its own 2 s before that time (or 58 s).
//
// So the link:
// - pools connections in one undici Agent under the platform's fetch (ky's `fetch` option hands
//   it each request; Node's fetch is built on undici and takes an Agent as its `dispatcher`);
// - keeps two connections to each origin the station uses (the API; a label file's storage when
//   it is elsewhere) open while the operator works: when one has been idle for half the time the
//   pool keeps it (pingGapMs: at most 25 s, at least 1 s), it sends `OPTIONS /` on two
//   connections at once, without credentials (only that an answer comes matters, whatever its
//   status; HEAD is not used: servers close the connection after a HEAD they do not route, as
//   Fastify does), so the next label and its DACE, asked together, both find one open; a ping
//   that falls due while a call is on its way goes only on the connection the call is not using
//   (a second ping would open a third connection, and the label's next call would wait for it);
// - opens them at once after login (warm()) and again as soon as the network answers after
//   failing (a failed ping tries again after 2 s, then up to 30 s apart);
// - stops keeping them after an hour without a real call (a desk left on overnight does not
//   knock on the server all night) and when the session ends (rest()).
import { rootCertificates } from 'node:tls';
import type { Agent } from 'undici';
import type { Logger } from '../log';

export interface LinkOptions {
  /** The fetch under the pool (default: the platform's). A test's wrapper must pass `init` on. */
  fetch?: typeof fetch;
  /**
   * A certificate authority to trust besides the system's (PEM): a server whose certificate a
   * private CA signed. (A desk's IT may also name one in NODE_EXTRA_CA_CERTS.)
   */
  ca?: string;
  logger: Logger;
  /** Connections kept open per origin (default 2). */
  keep?: number;
  /** How long after the last real call connections are still kept (default 1 h). */
  keepForMs?: number;
  now?: () => number;
}

export interface Link {
  /** The fetch the station's client uses: the platform's, on this link's pool. */
  readonly fetch: typeof fetch;
  /** Opens the connections now and keeps them (after login; `origin`: a file's storage too). */
  warm(origin?: string): void;
  /** Stops keeping connections (logged out); the pool lets them close. */
  rest(): void;
  close(): Promise<void>;
}

/** A server that gives no keep-alive time: AWS ALB's 60 s default, and the pool's own. */
const DEFAULT_IDLE_MS = 60_000;
const MAX_PING_GAP_MS = 25_000;
const MIN_PING_GAP_MS = 1_000;
const PING_TIMEOUT_MS = 10_000;
const RETRY_MS = [2_000, 5_000, 10_000, 30_000];
/** How long after the link is made its pool is made without waiting for a request (see createLink). */
const PREPARE_AFTER_MS = 2_000;
/** The most a call waits for pings to give their connections back (a ping takes one round trip). */
const PING_WAIT_MS = 300;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

interface Origin {
  /** The last time a request to it ended (a ping too). */
  usedAt: number;
  /** What the server said in Keep-Alive: timeout=N, in ms (null: nothing said). */
  idleMs: number | null;
  /** The pings on their way (they hold the kept connections until answered), or null. */
  pinging: Promise<unknown> | null;
  /** How many pings are on their way (each holds one kept connection). */
  pings: number;
  /** Real calls on their way. */
  calls: number;
  failures: number;
  /** No ping before this time (after a failure). */
  notBefore: number;
}

/** `Keep-Alive: timeout=5, max=1000` → 5000. */
export function keepAliveMsOf(header: string | null): number | null {
  const match = header ? /(?:^|[,\s])timeout\s*=\s*(\d+)/i.exec(header) : null;
  return match ? Number(match[1]) * 1000 : null;
}

/**
 * The pool closes a connection this long before the server would: before the time the server says
 * (undici's keepAliveTimeoutThreshold) and before the 60 s of one that says none.
 */
const POOL_MARGIN_MS = 2_000;

/**
 * How long a connection to an origin may sit idle before it is pinged: half of what the pool keeps
 * it (the server's keep-alive time less undici's 2 s margin), at most 25 s, at least 1 s.
 */
export function pingGapMs(idleMs: number | null): number {
  const kept = (idleMs ?? DEFAULT_IDLE_MS) - POOL_MARGIN_MS;
  return Math.max(MIN_PING_GAP_MS, Math.min(MAX_PING_GAP_MS, kept / 2));
}

export function createLink(options: LinkOptions): Link {
  const now = options.now ?? Date.now;
  const keep = options.keep ?? 2;
  const keepForMs = options.keepForMs ?? 3_600_000;
  const under = options.fetch ?? globalThis.fetch;
  const log = options.logger;
  // Closes a connection idle for the server's keep-alive time less 2 s, or 58 s when it says none.
  // Both margins are against the kept-connection race: a server closes a connection left idle for
  // its time, and a request written on it as the close crosses it on the wire gets no answer (a
  // shipment is sent again for it, shipment-again.ts; the emit's outcome is unknown). The pool must
  // let a connection go before the server does. undici takes its 2 s off a time the server says,
  // never off its own keepAliveTimeout, so a 60 s one would keep a connection to a server that says
  // nothing (AWS's ALB, 60 s) as long as the server does (undici's timers tick every ½ s and run
  // late under load): a call 60 s after the last (the pings stopped: a quiet hour) would meet the
  // race. Hence 58 s. No setting rules the race out: a server may close a kept connection at any
  // moment (a restart, a proxy with a shorter time it does not say) and a close on its way cannot
  // be seen; undici looks for a close that already came before it writes on an idle connection.
  // Made a moment after the station starts, or by an earlier request: undici (~100 ms of CPU to
  // load) is not what a start to the login waits for (startup.bench), and the login's first
  // request finds it made.
  let agent: Promise<Agent> | undefined;
  const pool = () =>
    (agent ??= import('undici').then(
      ({ Agent }) =>
        new Agent({
          keepAliveTimeout: DEFAULT_IDLE_MS - POOL_MARGIN_MS,
          keepAliveTimeoutThreshold: POOL_MARGIN_MS,
          keepAliveMaxTimeout: 10 * 60_000,
          ...(options.ca ? { connect: { ca: [...rootCertificates, options.ca] } } : {}),
        }),
    ));
  const preparing = setTimeout(() => void pool(), PREPARE_AFTER_MS);
  preparing.unref();
  const origins = new Map<string, Origin>();
  let keeping = false;
  let lastRealCall = 0;
  let timer: NodeJS.Timeout | undefined;

  const originOf = (input: string | URL | Request): string =>
    new URL(input instanceof Request ? input.url : input instanceof URL ? input.href : input).origin;

  const fresh = (usedAt: number): Origin => ({
    usedAt,
    idleMs: null,
    pinging: null,
    pings: 0,
    calls: 0,
    failures: 0,
    notBefore: 0,
  });

  /** An origin the station uses is kept: the API's, and the storage of the latest files (two at most). */
  const track = (origin: string): Origin => {
    let state = origins.get(origin);
    if (!state) {
      origins.set(origin, (state = fresh(now())));
      if (origins.size > 3) origins.delete([...origins.keys()][1] as string);
    }
    return state;
  };

  const used = (origin: string, headers: Headers | null) => {
    const known = origins.get(origin);
    if (!known) return;
    known.usedAt = now();
    const said = headers ? keepAliveMsOf(headers.get('keep-alive')) : null;
    if (said !== null) known.idleMs = said;
  };

  const pooled = async (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    // `dispatcher` is undici's own member of fetch's init (Node documents it for its fetch).
    under(input, { ...init, dispatcher: await pool() } as RequestInit);

  const linkFetch: typeof fetch = async (input, init) => {
    const origin = originOf(input);
    lastRealCall = now();
    const state = track(origin);
    // The kept connections are busy with their pings: a call alone waits for their answer (one
    // round trip at most, less as a rule) rather than open a new connection (two round trips).
    if (state.pinging && state.pings + state.calls >= keep) await Promise.race([state.pinging, wait(PING_WAIT_MS)]);
    state.calls += 1;
    try {
      const response = await pooled(input, init);
      used(origin, response.headers);
      return response;
    } catch (error) {
      used(origin, null);
      throw error;
    } finally {
      state.calls -= 1;
      // The next ping counts from this answer (and a quiet hour's end: the operator is back).
      if (keeping && state.calls === 0) schedule();
    }
  };

  /** Pings `count` connections at once (the kept ones a call is not using: see schedule). */
  const ping = async (origin: string, state: Origin, count: number) => {
    state.pings = count;
    const pings = Promise.all(
      Array.from({ length: count }, () =>
        pooled(`${origin}/`, { method: 'OPTIONS', signal: AbortSignal.timeout(PING_TIMEOUT_MS) }).then(async (r) => {
          // Read to its end (a few bytes): a body left unread or cancelled closes the connection.
          await r.arrayBuffer();
          return r;
        }),
      ),
    );
    // Their connections are back in the pool a turn after the answers (see http.ts released).
    state.pinging = pings.catch(() => undefined).then(() => new Promise((resolve) => setImmediate(resolve)));
    try {
      const answers = await pings;
      if (state.failures > 0) log.info('link back', { origin, after: state.failures });
      state.failures = 0;
      used(origin, answers[0]?.headers ?? null);
    } catch (error) {
      if (state.failures === 0) log.warn('link down', { origin, error: (error as Error).cause ?? error });
      state.notBefore = now() + (RETRY_MS[Math.min(state.failures, RETRY_MS.length - 1)] as number);
      state.failures += 1;
    } finally {
      state.pinging = null;
      state.pings = 0;
      schedule();
    }
  };

  /** Pings what is due and sets the timer for the next one. */
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!keeping || now() - lastRealCall > keepForMs) return;
    let next = Number.POSITIVE_INFINITY;
    for (const [origin, state] of origins) {
      // A call on its way holds a kept connection: only the others are pinged (the pool gives a
      // ping the first free one). Pinging them all would send a ping on a new connection (two
      // round trips more, while a label is being fetched) and make the label's next call wait
      // for the pings. A call's end schedules again.
      if (state.pinging || state.calls >= keep) continue;
      const due = Math.max(state.usedAt + pingGapMs(state.idleMs), state.notBefore);
      if (due <= now()) void ping(origin, state, keep - state.calls);
      else next = Math.min(next, due);
    }
    if (Number.isFinite(next)) {
      timer = setTimeout(schedule, Math.max(50, next - now()));
      // A kept connection never holds the process open (tests, the browser host's exit).
      timer.unref();
    }
  };

  return {
    fetch: linkFetch,
    warm(origin) {
      keeping = true;
      lastRealCall = now();
      if (origin) track(origin);
      // Opened now: after login, or the network came back.
      for (const state of origins.values()) {
        state.usedAt = 0;
        state.notBefore = 0;
      }
      schedule();
    },
    rest() {
      keeping = false;
      clearTimeout(timer);
      timer = undefined;
    },
    async close() {
      this.rest();
      clearTimeout(preparing);
      if (agent) await (await agent).destroy();
    },
  };
}
