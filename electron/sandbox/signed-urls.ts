// Temporary download URLs: /files/<kind>/<id>.<ext>?expires=<ms>&signature=<hmac>. Like a
// presigned object-store URL, the signature is the authority (no bearer token), so the app can
// hand the URL to a downloader; expiry follows the sandbox clock.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from './errors';

export type FileKind = 'labels' | 'dace';

export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly baseUrl: () => string,
  ) {}

  private sign(path: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${path}\n${expires}`).digest('base64url');
  }

  url(kind: FileKind, fileName: string, expires: number): string {
    const path = `/files/${kind}/${fileName}`;
    return `${this.baseUrl()}${path}?expires=${expires}&signature=${this.sign(path, expires)}`;
  }

  /** Throws 403 for a forged or altered URL and 410 for an expired one. */
  verify(path: string, expires: string | undefined, signature: string | undefined, now: number): void {
    const expected = this.sign(path, Number(expires));
    const given = Buffer.from(signature ?? '');
    const valid =
      /^\d+$/.test(expires ?? '') && given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
    if (!valid) throw new ApiError(403, 'This download URL is not valid; ask for a new one');
    if (Number(expires) <= now) throw new ApiError(410, 'This download URL has expired; ask for a new one');
  }
}
