// The real browser host over real HTTP in front of a real registry that has no channels: for
// tests of what the host itself does before any call reaches the station (refusing, limiting,
// logging). It serves an empty temp folder as the renderer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrowserHost, type BrowserHost } from '../../../../electron/main/host/server';
import { createRegistry, createRendererEvents, type HandlerMap } from '../../../../electron/main/ipc';
import { silentLogger, type Logger } from '../../../../electron/main/log';

export interface EmptyHost {
  host: BrowserHost;
  /** The temp folder (the renderer folder, and where a test may keep its log). */
  dir: string;
  logger: Logger;
  close(): Promise<void>;
}

/** Starts the host; `logger` is made in the temp folder (a silent one by default). */
export async function startEmptyHost(
  prefix: string,
  logger: (dir: string) => Logger = () => silentLogger(),
): Promise<EmptyHost> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const log = logger(dir);
  const host = await startBrowserHost({
    registry: createRegistry({} as HandlerMap, { logger: log, locale: () => 'pt-BR' }),
    events: createRendererEvents(),
    logger: log,
    rendererDir: dir,
  });
  return {
    host,
    dir,
    logger: log,
    async close() {
      await host.close();
      log.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
