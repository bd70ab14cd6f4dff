// How much JavaScript the desk downloads and parses before the first screen: the entry script
// plus what index.html preloads, gzipped (lazy screens and pdf.js are not counted: they load on
// first use). Builds the renderer first so the number is for the code as it is now.
// Run: tsx test/bench/renderer-bundle.bench.ts → {"bench":"renderer-bundle","gzipKB":N,...}
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = join(root, 'out/renderer');

process.stderr.write('renderer-bundle: building (electron-vite build)…\n');
execFileSync('electron-vite', ['build', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const initial = new Set<string>();
for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) initial.add(match[1]!);
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) initial.add(match[1]!);

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
let initialBytes = 0;
for (const src of initial) {
  const file = resolve(outDir, src.replace(/^\//, ''));
  const size = gz(file);
  initialBytes += size;
  process.stderr.write(`  initial ${src}: ${(size / 1024).toFixed(1)} KB gz\n`);
}
const assets = join(outDir, 'assets');
const allJs = readdirSync(assets).filter((name) => /\.m?js$/.test(name));
const totalBytes = allJs.reduce((sum, name) => sum + gz(join(assets, name)), 0);

process.stdout.write(
  `${JSON.stringify({ bench: 'renderer-bundle', gzipKB: Math.round((initialBytes / 1024) * 10) / 10, files: initial.size, allJsGzipKB: Math.round(totalBytes / 1024) })}\n`,
);
