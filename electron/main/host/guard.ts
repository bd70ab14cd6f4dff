// Who may call the browser host. The page itself loads without a key (it is only the built
// renderer), but every call and the event stream need:
//   - the per-launch secret in X-Station-Key (the page got it from ?key= in its own URL; other
//     local programs and other sites do not have it);
//   - a Host header naming this loopback server (a DNS-rebinding page sends its own host name);
//   - no Origin, or exactly this server's origin (a foreign site's fetch carries its Origin).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HOST_KEY_HEADER } from '../../shared/host';
import { failed, ok, type Result } from '../../shared/result';

/** Why a call was refused, for the log (the page is told only that it was). */
export type GuardRefusal = 'foreign host' | 'foreign origin' | 'missing key' | 'wrong key';
export type GuardVerdict = Result<void, GuardRefusal>;

export function createGuard(secret: string, port: () => number) {
  const expected = Buffer.from(secret);
  const allowedHosts = () => [`127.0.0.1:${port()}`, `localhost:${port()}`];
  const allowedOrigins = () => allowedHosts().map((host) => `http://${host}`);

  return (request: IncomingMessage): GuardVerdict => {
    const host = request.headers.host ?? '';
    if (!allowedHosts().includes(host)) return failed('foreign host');
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins().includes(origin)) return failed('foreign origin');
    const given = request.headers[HOST_KEY_HEADER];
    if (typeof given !== 'string') return failed('missing key');
    const provided = Buffer.from(given);
    if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) return failed('wrong key');
    return ok(undefined);
  };
}
