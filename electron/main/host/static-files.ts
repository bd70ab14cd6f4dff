// Serves the built renderer (out/renderer) with the shells' security headers. Only files inside
// the folder are served; anything else is 404.
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { SECURITY_HEADERS } from '../app';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

export async function serveStatic(rendererDir: string, pathname: string, res: ServerResponse): Promise<void> {
  const root = resolve(rendererDir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '';
  }
  const file = resolve(join(root, decoded === '/' || decoded === '' ? 'index.html' : decoded));
  if (decoded.includes('\0') || (file !== root && !file.startsWith(root + sep))) {
    res.writeHead(404, SECURITY_HEADERS).end('not found');
    return;
  }
  try {
    const body = await readFile(file);
    const isHtml = extname(file) === '.html';
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': isHtml ? 'no-store' : 'public, max-age=31536000, immutable',
    });
    res.end(body);
  } catch {
    const missingBuild = decoded === '/' || decoded === '/index.html' || decoded === '';
    res
      .writeHead(404, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' })
      .end(
        missingBuild
          ? `The renderer is not built in ${root}: run "npm run build" (npm run start:web does it).`
          : 'not found',
      );
  }
}
