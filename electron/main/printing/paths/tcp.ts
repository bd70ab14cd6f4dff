// Raw TCP to a network printer (port 9100, "JetDirect"/AppSocket): connect with a timeout,
// write the bytes, half-close, and wait for the printer to close its side. Any OS, no driver.
//
// "Printed" means delivered: the job is done only when every byte was written, our end of the
// stream was sent, and the printer then closed its side without an error. A raw printer reads a
// job until the end of the stream, so it can only close after it saw ours; a peer that closes
// first (a printer busy with another host, a firewall, a listener that closes at accept) did not
// take the whole job, and a cut ZPL/EPL format (no ^XZ / P1) prints nothing: that is a failed
// job, sent again by the queue. "First" is judged by what the station has read from the socket
// when our end leaves, so our end leaves only after the event loop has read the socket once more,
// past the wait for a close at accept (afterPoll): a close the kernel already held is never taken
// for the printer's answer to our end. A printer that never reads and never closes is another
// matter: the bytes may sit in its receive buffer and print when it wakes up, so sending them
// again could print twice, and saying "printed" could lose the label. Its job ends as
// outcome-unknown after closeTimeoutMs: not printed, not retried by itself, shown to the operator
// to check and reprint. Asking the printer would settle it: a Zebra's ~HS answer over a second
// connection reports the formats waiting in its receive buffer and whether it is paused or out of
// paper.
import { connect, type Socket } from 'node:net';
import { printError, type PrintError } from '../errors';
import { said, type StationMessageKey } from '../../../shared/messages';
import { ok, type Result } from '../../../shared/result';
import { type NetworkTarget } from '../types';

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
/** The shortest wait between the last byte and our end of the stream (see sendOverTcp). */
export const CLOSE_AFTER_MIN_MS = 5;
/** How long a printer has, after our end of the stream, to close its side. */
export const DEFAULT_CLOSE_TIMEOUT_MS = 15_000;
/** How long a connection opened ahead of its job waits for it (WarmConnections). */
export const WARM_KEEP_MS = 5_000;

export interface TcpOptions {
  connectTimeoutMs?: number;
  /** How long to wait for the printer to close after the last byte; then the job is not confirmed. */
  closeTimeoutMs?: number;
  /** Called once connected, right before the first byte leaves: the point after which a crash leaves the outcome unknown. */
  onConnected?: () => void;
  /** Connections opened ahead of the job (WarmConnections): one to this printer is used instead of a new connect. */
  warm?: WarmConnections;
}

/** A connection opened ahead of its job: when it was asked for and when it opened (performance.now()). */
interface WarmSocket {
  socket: Socket;
  openedAt: number;
  connectedAt: number | undefined;
}

/**
 * Connections to network printers opened ahead of their job, so the TCP connect (and the wait
 * that follows it, see sendOverTcp) runs while the label is still being downloaded or converted.
 * At most one per printer, for a few seconds: a printer that serves one host at a time is not held
 * for long, and one that is never used is closed without a byte (a raw printer prints nothing for
 * a connection that carried no data, as for strict mode's probe). A connection the printer closes
 * or breaks while it waits is dropped, and the job connects anew.
 */
export class WarmConnections {
  private readonly open = new Map<string, WarmSocket & { drop: () => void; release: () => void }>();

  constructor(private readonly keepMs = WARM_KEEP_MS) {}

  /** Opens a connection to `target` unless one is already waiting. */
  warm(target: NetworkTarget): void {
    const key = where(target);
    if (this.open.has(key)) return;
    const socket = connect({ host: target.host, port: target.port, allowHalfOpen: true });
    const onConnect = () => (entry.connectedAt = performance.now());
    const drop = () => {
      if (this.open.get(key) === entry) this.open.delete(key);
      release();
      socket.destroy();
    };
    const timer = setTimeout(drop, this.keepMs);
    timer.unref();
    const release = () => {
      clearTimeout(timer);
      socket.off('connect', onConnect).off('end', drop).off('error', drop).off('close', drop);
    };
    const entry = { socket, openedAt: performance.now(), connectedAt: undefined as number | undefined, drop, release };
    socket.once('connect', onConnect).on('end', drop).on('error', drop).on('close', drop);
    this.open.set(key, entry);
  }

  /** The waiting connection to `target`, taken out of the pool (undefined when none is usable). */
  take(target: NetworkTarget): WarmSocket | undefined {
    const key = where(target);
    const entry = this.open.get(key);
    if (!entry) return undefined;
    this.open.delete(key);
    const { socket } = entry;
    // Still connecting, or open both ways: anything else (the printer ended or broke it) is dropped.
    const usable = !socket.destroyed && (socket.readyState === 'opening' || socket.readyState === 'open');
    if (!usable) {
      entry.drop();
      return undefined;
    }
    // Its own listeners go; sendOverTcp puts its own on in the same tick.
    entry.release();
    return { socket, openedAt: entry.openedAt, connectedAt: entry.connectedAt };
  }

  /** Closes every waiting connection (without a byte sent). */
  close(): void {
    for (const entry of [...this.open.values()]) entry.drop();
  }
}

/** Why a send failed, and whether any byte may have reached the printer. */
export type TcpError = PrintError & { afterConnect: boolean };
export type TcpResult = Result<void, TcpError>;
const SENT: TcpResult = { ok: true, value: undefined };

export function sendOverTcp(bytes: Uint8Array, target: NetworkTarget, options: TcpOptions = {}): Promise<TcpResult> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const closeTimeoutMs = options.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS;
  return new Promise((resolve) => {
    const warm = options.warm?.take(target);
    const started = warm?.openedAt ?? performance.now();
    /** When the connection opened (performance.now()). */
    let connectedAt: number | undefined;
    let connected = false;
    /** Our end of the stream was sent (every byte handed over before it). */
    let ended = false;
    let settled = false;
    // allowHalfOpen: a printer's early close must not end our side for us, or it would look
    // exactly like a printer that read the job and closed after it.
    const socket = warm?.socket ?? connect({ host: target.host, port: target.port, allowHalfOpen: true });
    const finish = (result: TcpResult, reset = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (reset) socket.resetAndDestroy();
      else socket.destroy();
      resolve(result);
    };
    /**
     * The printer did not take the whole job: nothing printed, safe to send again. `detail` is the
     * socket's error code when there is one; a close the station saw needs no words beyond its
     * own sentence.
     */
    const notDelivered = (detail?: string, reset = false) =>
      finish(
        {
          ok: false,
          error: {
            ...printError('print-failed', said('printing.tcpCut', { where: where(target) }), detail, 'system'),
            afterConnect: false,
          },
        },
        reset,
      );
    let timer = setTimeout(
      () => finish(unreachable(target, 'ETIMEDOUT', connectTimeoutMs)),
      Math.max(0, connectTimeoutMs - (performance.now() - started)),
    );
    const onConnect = () => {
      connected = true;
      connectedAt = warm?.connectedAt ?? performance.now();
      clearTimeout(timer);
      try {
        options.onConnected?.();
      } catch (error) {
        finish(unreachable(target, String(error), connectTimeoutMs));
        return;
      }
      socket.write(bytes, (error) => {
        if (error || settled) return; // the 'error' handler decides
        // Our end of the stream leaves a moment after the bytes: a peer that closes on accept
        // has its close arrive first (about one round trip after the connect, which took at
        // least one round trip itself), and is caught. Twice the connect time covers the trip;
        // the floor covers the peer's own reaction from accept to close (an embedded stack, or a
        // loaded desk PC's event loop). It was 20 ms, which was a fifth of a label's whole
        // emit-and-print on loopback and sat on every label; 5 ms still catches a listener
        // that closes or ends at accept (test/integration/printing/a-printer-that-closes-…).
        //
        // A connection opened ahead of its job (WarmConnections) has already waited: the same
        // window is counted from when it opened, which is what a close at accept follows, so
        // only what is left of it is waited for, often nothing.
        //
        // Arriving is not being seen: the kernel may hold the printer's close (its FIN, with our
        // bytes then answered by a reset) for as long as the event loop does not read the
        // socket, and Node runs expired timers BEFORE it polls for I/O. On a busy desk (or the
        // faults bench's in-process printer at load 9) the 5 ms timer fired 8–55 ms late, our end
        // left, and the close already waiting was read just after it as the printer's answer to
        // it: printed, a label charged and lost. So the end leaves only once the loop has polled
        // after the window (afterPoll): a close that arrived within the window is read first
        // and fails the job as not delivered.
        const now = performance.now();
        const opened = connectedAt ?? now;
        const roundTrips = warm
          ? Math.max(0, opened + Math.min(500, Math.max(CLOSE_AFTER_MIN_MS, 2 * (opened - started))) - now)
          : Math.min(500, Math.max(CLOSE_AFTER_MIN_MS, 2 * (now - started)));
        const endStream = () => {
          if (settled) return;
          ended = true;
          socket.end();
          timer = setTimeout(() => {
            const failure = printError('outcome-unknown', said('printing.tcpNotConfirmed', { where: where(target) }));
            finish({ ok: false, error: { ...failure, afterConnect: true } });
          }, closeTimeoutMs);
        };
        if (roundTrips > 0) timer = setTimeout(() => afterPoll(endStream), roundTrips);
        else afterPoll(endStream);
      });
    };
    if (!warm || socket.readyState !== 'open') socket.once('connect', onConnect);
    socket.on('end', () => {
      if (!ended) return notDelivered();
      finish(SENT);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      if (!connected) return finish(unreachable(target, code, connectTimeoutMs));
      if (!ended) return notDelivered(code);
      const failure = printError(
        'outcome-unknown',
        said('printing.connectionBroke', { where: where(target) }),
        code,
        'system',
      );
      finish({ ok: false, error: { ...failure, afterConnect: true } });
    });
    socket.once('close', () => {
      if (!ended) notDelivered();
    });
    // A connection opened ahead: every handler is on; the bytes go after one turn of the event
    // loop, so a close the printer sent at accept and the kernel already holds (its 'end' or
    // 'close' not yet emitted when the job took the socket) is usually seen before a byte is
    // written, and the attempt fails as not delivered. What makes that safe in every order is
    // afterPoll before our end, above: this only spares the printer the bytes.
    if (warm && socket.readyState === 'open')
      setImmediate(() => {
        if (!settled) onConnect();
      });
  });
}

/**
 * Runs `then` after the event loop has polled for I/O at least once from now, so every 'end' or
 * 'error' of a close the kernel held by now has been emitted (they are emitted from the poll
 * phase's callbacks and their ticks). A timer cannot promise that: expired timers run before the
 * poll. An immediate queued from inside an immediate runs on the next turn of the loop, after
 * that turn's poll; the outer one may run before this turn's poll has read anything new. Two
 * turns of an idle loop take some microseconds.
 */
function afterPoll(then: () => void): void {
  setImmediate(() => setImmediate(then));
}

/** Whether something accepts a TCP connection at host:port (the readiness check); nothing is sent. */
export function probeTcp(
  target: NetworkTarget,
  timeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
): Promise<Result<void, PrintError>> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ host: target.host, port: target.port });
    const done = (result: Result<void, PrintError>) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done(unreachable(target, 'ETIMEDOUT', timeoutMs)), timeoutMs);
    socket.once('connect', () => done(ok(undefined)));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(unreachable(target, error.code ?? error.message, timeoutMs)),
    );
  });
}

function where(target: NetworkTarget): string {
  return `${target.host}:${target.port}`;
}

/** A connection that never opened: nothing was sent, so the job can safely be tried again. */
function unreachable(target: NetworkTarget, code: string, timeoutMs: number): { ok: false; error: TcpError } {
  const params = {
    where: where(target),
    host: target.host,
    port: target.port,
    seconds: Math.round(timeoutMs / 100) / 10,
  };
  const why: Record<string, StationMessageKey> = {
    ETIMEDOUT: 'printing.tcpTimeout',
    ECONNREFUSED: 'printing.tcpRefused',
    EHOSTUNREACH: 'printing.tcpHostUnreachable',
    ENETUNREACH: 'printing.tcpNetUnreachable',
    ENOTFOUND: 'printing.tcpNotFound',
    EAI_AGAIN: 'printing.tcpLookup',
  };
  const message = said(why[code] ?? 'printing.tcpOther', params);
  // The socket's code (ECONNREFUSED) is the system's word, for support under "Detalhes".
  return { ok: false, error: { ...printError('printer-unavailable', message, code, 'system'), afterConnect: false } };
}
