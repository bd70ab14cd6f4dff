// npm run start:web -- [--port N] [--data-dir DIR] [--api URL]
// Runs as built (node out/main/host.js through host/start.ts, what start:web and the start without Electron run) or
// from source under tsx (the tests that spawn a station: tsx electron/main/host/cli.ts).
// Starts the station in the browser host and prints, as its first line,
//   shipping station ready at http://127.0.0.1:PORT/?key=SECRET
// as soon as the page can be loaded (calls wait for the station), then on stderr, once the station
// is made, the server it talks to (training mode: the embedded sandbox's address).
// Without --api (and with no API saved in settings) it runs in training mode on the embedded
// sandbox. Everything else goes to the log file in the data folder (and errors to stderr).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Station } from '../app';
import { createLogger } from '../log';
import { defaultDataDir, describeLockRefusal, lockDataFolder } from '../platform';
import { startBrowserHost } from './server';

/** Exit code of a start refused because another station holds the data folder. */
const LOCKED_EXIT_CODE = 3;

const USAGE = 'usage: node out/main/host.js [--port N] [--data-dir DIR] [--api URL] [--renderer-dir DIR]';

/** The built page: beside this script when bundled (out/main → out/renderer), else the repo's out/. */
function builtRendererDir(): string {
  const bundled = join(import.meta.dirname, '../renderer');
  return existsSync(join(bundled, 'index.html')) ? bundled : resolve(import.meta.dirname, '../../../out/renderer');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      api: { type: 'string' },
      'renderer-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0..65535 (got ${values.port})`);
  const dataDir = resolve(values['data-dir'] ?? defaultDataDir());
  const rendererDir = resolve(values['renderer-dir'] ?? builtRendererDir());

  // One station per data folder: a second one would resume and print the first one's jobs.
  // A folder this user cannot write ends the start as any failure does (below, exit 1).
  const locked = lockDataFolder(dataDir, 'browser-host');
  if (!locked.ok) {
    const words = await describeLockRefusal(locked.error);
    if (locked.error.reason === 'not-writable') throw new Error(words);
    process.stderr.write(`${words}\n`);
    process.exit(LOCKED_EXIT_CODE);
  }
  // The page is served first, and the station loaded and made once the page has the files it loads
  // first (host/first-page.ts): the browser runs the renderer (about half a second of its own) as
  // main loads the station's code, opens its files and starts the training server, instead of
  // after (startup.bench). Calls and the event stream wait for the station; the address is printed
  // once the server listens. Only what serves the page is loaded before (this file's static
  // imports: keep the station's out of them).
  const logger = createLogger({ file: join(dataDir, 'logs', 'station.log') });
  let made!: (station: Station) => void;
  let failed!: (error: unknown) => void;
  const starting = new Promise<Station>((resolve, reject) => {
    made = resolve;
    failed = reject;
  });
  const registry = starting.then((station) => station.registry);
  const events = starting.then((station) => station.events);
  // Awaited by the calls that come; a start that fails is reported below, not as unhandled.
  for (const part of [starting, registry, events]) part.catch(() => undefined);
  const host = await startBrowserHost({ registry, events, logger, rendererDir, port });
  process.stdout.write(`shipping station ready at ${host.url}\n`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await host.close();
    const station = await starting.catch(() => null);
    await station?.close();
    logger.close();
    locked.value.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  // The page's first files go out before the station holds the thread (host/first-page.ts).
  await host.firstPageLoaded;
  const { createStation } = await import('../app');
  const station = await createStation({
    dataDir,
    logger,
    ...(values.api === undefined ? {} : { apiBaseUrl: values.api }),
  }).catch((error: unknown) => {
    failed(error);
    throw error;
  });
  made(station);
  process.stderr.write(
    `${station.training ? 'training mode: embedded sandbox at ' : 'API: '}${station.apiBaseUrl}; data in ${dataDir}\n`,
  );
  // A stored session comes back by itself; the page also asks with session:restore.
  station.session
    .restore()
    .catch((error: unknown) => station.logger.warn('session restore failed at start', { error }));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `shipping station could not start: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`,
  );
  process.exit(1);
});
