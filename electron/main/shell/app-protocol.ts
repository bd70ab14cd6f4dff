// The renderer is served from app://station/ instead of file://: a file: page could read any
// local file its scripts name, and file: gets no response headers, so no CSP header. Every
// response here carries the shared security headers; nothing outside out/renderer is served.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { protocol } from 'electron';
import { SECURITY_HEADERS } from '../platform';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = 'app://station';
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Must run before app 'ready': a standard, secure scheme behaves like https for the page. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

/** The file of out/renderer behind an app:// URL, or null when it would leave the folder. */
export function fileForUrl(rendererDir: string, url: string): string | null {
  const parsed = new URL(url);
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== 'station') return null;
  const root = resolve(rendererDir);
  const path = normalize(decodeURIComponent(parsed.pathname));
  const file = resolve(join(root, path === sep || path === '/' ? 'index.html' : path));
  return file.startsWith(root + sep) ? file : null;
}

export function serveAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = fileForUrl(rendererDir, request.url);
    if (!file) return new Response('not found', { status: 404, headers: SECURITY_HEADERS });
    try {
      const body = await readFile(file);
      return new Response(body, {
        status: 200,
        headers: { ...SECURITY_HEADERS, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' },
      });
    } catch {
      return new Response('not found', { status: 404, headers: SECURITY_HEADERS });
    }
  });
}
