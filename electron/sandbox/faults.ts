// Network trouble on demand, so the app's offline, retry and "outcome unknown" paths can be
// exercised against a server that behaves otherwise normally. Faults never touch the admin
// surface (/__sandbox/*): a test must always be able to turn them off again.
import type { FastifyInstance } from 'fastify';
import type { SandboxClock } from './clock';
import { sendError } from './errors';

export interface Faults {
  /** Extra delay before every request is handled. */
  latencyMs: number;
  /**
   * Only requests whose method and path ("POST /api/v1/recipients") contain this text wait
   * latencyMs (e.g. a slow create while searches answer at once). Absent or "": every request.
   */
  latencyMatch?: string;
  /** Share of requests answered 503 in the error shape, without being processed. */
  failRate: number;
  /**
   * Only requests whose path contains this text are answered 503 by failRate (e.g. "/dace": the
   * DACE is refused while labels download). Absent or "": every request.
   */
  failMatch?: string;
  /** Share of connections destroyed before the request is processed (nothing happened). */
  dropRate: number;
  /**
   * Share of requests that ARE processed (a shipment created, a label bought) whose connection
   * is then destroyed before the answer leaves: the client cannot know the outcome.
   */
  dropAfterRate: number;
  /**
   * Only requests whose path contains this text lose their answer to dropAfterRate (e.g. "/emit":
   * the shipment is created normally, the purchase's answer is lost). Absent or "": every request.
   */
  dropAfterMatch?: string;
}

const isAdmin = (url: string) => url.startsWith('/__sandbox/');

export class FaultInjector {
  private current: Faults;

  constructor(
    private readonly initial: Faults,
    private readonly random: () => number = Math.random,
  ) {
    this.current = { ...initial };
  }

  get faults(): Faults {
    return { ...this.current };
  }

  /** An empty match ("") is no match at all: it is dropped, as if never set. */
  set(changes: Partial<Faults>): Faults {
    const next = { ...this.current, ...changes };
    for (const match of ['latencyMatch', 'failMatch', 'dropAfterMatch'] as const)
      if (next[match] === '') delete next[match];
    this.current = next;
    return this.faults;
  }

  /** Back to the faults the sandbox was started with. */
  reset(): void {
    this.current = { ...this.initial };
  }

  private hits(rate: number): boolean {
    return rate > 0 && this.random() < rate;
  }

  install(app: FastifyInstance, clock: SandboxClock): void {
    // Callback hooks that return at once when no fault is set: every request passes here, and
    // an idle injector should cost nothing.
    app.addHook('onRequest', (request, reply, done) => {
      const { latencyMs, latencyMatch, failRate, failMatch, dropRate } = this.current;
      if ((latencyMs === 0 && failRate === 0 && dropRate === 0) || isAdmin(request.url)) return done();
      const act = () => {
        if (this.hits(dropRate)) {
          reply.hijack();
          request.raw.socket.destroy();
          return;
        }
        if ((!failMatch || request.url.includes(failMatch)) && this.hits(failRate)) {
          sendError(reply, request, clock, 503, 'The service is temporarily unavailable; try again');
          return;
        }
        done();
      };
      const slow = latencyMs > 0 && (!latencyMatch || `${request.method} ${request.url}`.includes(latencyMatch));
      if (slow) setTimeout(act, latencyMs);
      else act();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const { dropAfterRate, dropAfterMatch } = this.current;
      if (
        dropAfterRate > 0 &&
        !isAdmin(request.url) &&
        (!dropAfterMatch || request.url.includes(dropAfterMatch)) &&
        reply.statusCode !== 503 &&
        this.hits(dropAfterRate)
      ) {
        request.raw.socket.destroy();
      }
      done(null, payload);
    });
  }
}
