// Raw TCP to a network printer (port 9100, "JetDirect"/AppSocket): connect with a timeout,
// write the bytes, half-close, and wait for the printer to close its side. Any OS, no driver.
import { connect, type Socket } from 'node:net';
import { fail, ok, type PrintError, type Result } from '../errors';
import { type NetworkTarget } from '../types';

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export interface TcpOptions {
  connectTimeoutMs?: number;
  /** How long to wait for the printer to close after the last byte; then the socket is closed by us. */
  closeTimeoutMs?: number;
  /** Called once connected, right before the first byte leaves: the point after which a crash leaves the outcome unknown. */
  onConnected?: () => void;
}

/** Why a send failed, and whether any byte may have reached the printer. */
export type TcpError = PrintError & { afterConnect: boolean };
export type TcpResult = { ok: true; value: void } | { ok: false; error: TcpError };
const SENT: TcpResult = { ok: true, value: undefined };

export function sendOverTcp(bytes: Uint8Array, target: NetworkTarget, options: TcpOptions = {}): Promise<TcpResult> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
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
    let timer = setTimeout(() => finish(unreachable(target, 'ETIMEDOUT', connectTimeoutMs)), connectTimeoutMs);
    socket.once('connect', () => {
      connected = true;
      clearTimeout(timer);
      try {
        options.onConnected?.();
      } catch (error) {
        finish(unreachable(target, String(error), connectTimeoutMs));
        return;
      }
      socket.end(bytes);
      // A printer that keeps the connection open after the last byte has the job anyway.
      socket.once('finish', () => {
        timer = setTimeout(() => finish(SENT), closeTimeoutMs);
      });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) return finish(unreachable(target, error.code ?? error.message, connectTimeoutMs));
      const failure = fail('outcome-unknown', `The connection to printer ${where(target)} broke while the job was being sent. Check whether it printed before printing it again.`, error.code ?? error.message).error;
      finish({ ok: false, error: { ...failure, afterConnect: true } });
    });
    socket.once('close', () => finish(SENT));
  });
}

/** Whether something accepts a TCP connection at host:port (the readiness check); nothing is sent. */
export function probeTcp(target: NetworkTarget, timeoutMs = DEFAULT_CONNECT_TIMEOUT_MS): Promise<Result<void>> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ host: target.host, port: target.port });
    const done = (result: Result<void>) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done(unreachable(target, 'ETIMEDOUT', timeoutMs)), timeoutMs);
    socket.once('connect', () => done(ok(undefined)));
    socket.once('error', (error: NodeJS.ErrnoException) => done(unreachable(target, error.code ?? error.message, timeoutMs)));
  });
}

function where(target: NetworkTarget): string {
  return `${target.host}:${target.port}`;
}

/** A connection that never opened: nothing was sent, so the job can safely be tried again. */
function unreachable(target: NetworkTarget, code: string, timeoutMs: number): { ok: false; error: TcpError } {
  const printer = `The printer at ${where(target)}`;
  const why: Record<string, string> = {
    ETIMEDOUT: `${printer} did not answer within ${Math.round(timeoutMs / 100) / 10} s. Check that it is on and connected to the network.`,
    ECONNREFUSED: `${printer} refused the connection. Check that it is on and that the port (${target.port}) is right.`,
    EHOSTUNREACH: `${printer} cannot be reached from this computer. Check the network cable or Wi-Fi and the address.`,
    ENETUNREACH: `${printer} is on a network this computer cannot reach. Check the address.`,
    ENOTFOUND: `No printer named "${target.host}" was found on the network. Check the address.`,
    EAI_AGAIN: `The name "${target.host}" could not be looked up right now. Check the network.`,
  };
  const message = why[code] ?? `${printer} could not be reached. Check that it is on and connected.`;
  return { ok: false, error: { kind: 'printer-unavailable', message, detail: code, afterConnect: false } };
}
