import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

const root = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

// out/main, out/preload and out/renderer. Native and Node-only modules stay external to main.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // The pure-JavaScript modules every start loads are bundled into main's chunks rather
      // than loaded from node_modules: zod alone is ~50 files, and Node resolves, reads and links
      // each one (the contract's schemas are built at import). Bundled, the host reaches its
      // ready line ~60 ms of CPU sooner (startup.bench). Fastify and @fastify/static (the browser
      // host's server, and the training server's) are ~290 CommonJS files: the bundler wraps
      // each one to run when first required, as Node would (ajv, pino and light-my-request are
      // in the chunk and never run at a start), and the host's ready line came ~45 ms sooner,
      // the page's first screen ~50-100 ms (startup.bench, issue 30 item 8). Fastify's schema
      // compilers are still loaded from beside its package, on first use (platform/fastify-
      // compilers.ts). Everything else stays external, as electron-vite makes every dependency
      // by default.
      externalizeDeps: {
        exclude: ['zod', 'i18next', '@brazilian-utils/brazilian-utils', 'fastify', '@fastify/static'],
      },
      rollupOptions: {
        // platform/'s modules run nothing when imported (constants only): a script takes only what it
        // uses of the face. Without this, the browser host's first script, which takes the data
        // folder's lock and the log's files from platform, brought the storage layer with it, and
        // through it the catalogues and zod, before it served the page (startup.bench, issue 30 item 8).
        treeshake: { moduleSideEffects: (id: string) => !/\/electron\/main\/platform\/.+\.ts$/.test(id) },
        // The thermal engine's conversion worker is a script of its own (thermal/pool.ts finds it
        // next to the bundle); MuPDF stays external because it loads its .wasm beside its module.
        // `host` is the browser host's CLI (npm run start:web, the start without Electron): the
        // same main process as index.js without the Electron shell, bundled so a desk's start
        // loads one script instead of transpiling ~400 TypeScript files (startup.bench).
        input: {
          index: resolve(root, 'electron/main/index.ts'),
          host: resolve(root, 'electron/main/host/start.ts'),
          'thermal-worker': resolve(root, 'electron/main/thermal/worker.ts'),
          // The address book's writer thread (addressbook/sync-writer.ts finds it next to the bundle).
          'addressbook-writer': resolve(root, 'electron/main/addressbook/sync-writer-worker.ts'),
        },
        external: [
          'electron',
          'keytar',
          'pdf-to-printer',
          'pdf-lib',
          'bwip-js',
          'mupdf',
          // ~9 MB (its .wasm inlined): imported by the worker only when ZPL meets a non-ZPL printer.
          'zpl-renderer-js',
          'serialport',
          'node-hid',
          // winspool.drv through FFI on Windows: its prebuilt .node is found beside its module.
          'koffi',
          // The connection pool under the platform's fetch (api/link.ts), loaded from node_modules.
          'undici',
        ],
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be CommonJS.
      rollupOptions: {
        input: { index: resolve(root, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      // One stylesheet for the whole renderer, in import order (main.tsx's tokens and base first),
      // though each feature keeps its sheet beside its components: a lazily loaded screen's CSS
      // arriving after the others would otherwise win every tie it was written to lose (issue 30,
      // item 5). All of it is ~36 KB; the first screen's script is what item 8 keeps small.
      cssCodeSplit: false,
      rollupOptions: {
        input: { index: resolve(root, 'renderer/index.html') },
        // A feature's face (renderer/src/features/*/index.ts) names all it lends; a chunk takes only
        // what it uses of it. Without this, a face imported by the first screen would bring every
        // panel it lends into that chunk, the settings and the batch with it (issue 30, items 5 and 8).
        // The features' modules run nothing when imported; their CSS does, and is kept.
        treeshake: { moduleSideEffects: (id: string) => !/\/renderer\/src\/features\/.+\.tsx?$/.test(id) },
      },
    },
    define: { __APP_VERSION__: JSON.stringify(version) },
    plugins: [react()],
  },
});
