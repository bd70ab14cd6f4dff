// Raw TCP to a network printer (port 9100, "JetDirect"/AppSocket): connect with a timeout,
// write the bytes, half-close, and wait for the printer to close its side. Any OS, no driver.
import { connect, type Socket } from 'node:net';
import { fail, ok, type PrintError, type Result } from '../errors';
import { t, type Locale } from '../messages';
import { type NetworkTarget } from '../types';

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export interface TcpOptions {
  connectTimeoutMs?: number;
  /** How long to wait for the printer to close after the last byte; then the socket is closed by us. */
  closeTimeoutMs?: number;
  /** Called once connected, right before the first byte leaves: the point after which a crash leaves the outcome unknown. */
  onConnected?: () => void;
  /** The operator's language for the failure messages (pt-BR when left out). */
  locale?: Locale;
}

/** Why a send failed, and whether any byte may have reached the printer. */
export type TcpError = PrintError & { afterConnect: boolean };
export type TcpResult = { ok: true; value: void } | { ok: false; error: TcpError };
const SENT: TcpResult = { ok: true, value: undefined };

export function sendOverTcp(bytes: Uint8Array, target: NetworkTarget, options: TcpOptions = {}): Promise<TcpResult> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const locale = options.locale ?? 'pt-BR';
  const closeTimeoutMs = options.closeTimeoutMs ?? 30_000;
  return new Promise((resolve) => {
    let connected = false;
    let settled = false;
    const socket = connect({ host: target.host, port: target.port });
    const finish = (result: TcpResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    let timer = setTimeout(() => finish(unreachable(target, 'ETIMEDOUT', connectTimeoutMs, locale)), connectTimeoutMs);
    socket.once('connect', () => {
      connected = true;
      clearTimeout(timer);
      try {
        options.onConnected?.();
      } catch (error) {
        finish(unreachable(target, String(error), connectTimeoutMs, locale));
        return;
      }
      socket.end(bytes);
      // A printer that keeps the connection open after the last byte has the job anyway.
      socket.once('finish', () => {
        timer = setTimeout(() => finish(SENT), closeTimeoutMs);
      });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) return finish(unreachable(target, error.code ?? error.message, connectTimeoutMs, locale));
      const failure = fail(
        'outcome-unknown',
        t(locale, 'connectionBroke', { where: where(target) }),
        error.code ?? error.message,
      ).error;
      finish({ ok: false, error: { ...failure, afterConnect: true } });
    });
    socket.once('close', () => finish(SENT));
  });
}

/** Whether something accepts a TCP connection at host:port (the readiness check); nothing is sent. */
export function probeTcp(
  target: NetworkTarget,
  timeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
  locale: Locale = 'pt-BR',
): Promise<Result<void>> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ host: target.host, port: target.port });
    const done = (result: Result<void>) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done(unreachable(target, 'ETIMEDOUT', timeoutMs, locale)), timeoutMs);
    socket.once('connect', () => done(ok(undefined)));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(unreachable(target, error.code ?? error.message, timeoutMs, locale)),
    );
  });
}

function where(target: NetworkTarget): string {
  return `${target.host}:${target.port}`;
}

/** A connection that never opened: nothing was sent, so the job can safely be tried again. */
function unreachable(
  target: NetworkTarget,
  code: string,
  timeoutMs: number,
  locale: Locale,
): { ok: false; error: TcpError } {
  const params = {
    where: where(target),
    host: target.host,
    port: target.port,
    seconds: Math.round(timeoutMs / 100) / 10,
  };
  const why: Record<string, Parameters<typeof t>[1]> = {
    ETIMEDOUT: 'tcpTimeout',
    ECONNREFUSED: 'tcpRefused',
    EHOSTUNREACH: 'tcpHostUnreachable',
    ENETUNREACH: 'tcpNetUnreachable',
    ENOTFOUND: 'tcpNotFound',
    EAI_AGAIN: 'tcpLookup',
  };
  const message = t(locale, why[code] ?? 'tcpOther', params);
  return { ok: false, error: { kind: 'printer-unavailable', message, detail: code, afterConnect: false } };
}
