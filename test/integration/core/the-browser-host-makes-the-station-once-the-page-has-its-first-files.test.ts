// Issue 30, item 8: the browser host sends the page the files it loads first before it makes the
// station (host/first-page.ts; making it holds the one thread for a few hundred ms, and a page asked
// for meanwhile waited for all of it). The real host over real HTTP serves a built page's shape (a
// script, a preloaded module, a stylesheet, an icon that is a data: URL); `firstPageLoaded` is what
// host/cli.ts awaits before it loads the station.
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstFilesOf, NO_PAGE_MS } from '../../../electron/main/host/first-page';
import { startBrowserHost, type BrowserHost } from '../../../electron/main/host/server';
import { createRegistry, createRendererEvents, type HandlerMap } from '../../../electron/main/ipc';
import { silentLogger } from '../../../electron/main/log';
import { HOST_KEY_HEADER } from '../../../electron/shared/host';

const PAGE = `<!doctype html>
<html><head>
<link rel="icon" href="data:," />
<script type="module" crossorigin src="./assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="./assets/shared-B2.js">
<link rel="stylesheet" crossorigin href="./assets/style-C3.css">
</head><body><div id="root"></div></body></html>`;

let dir: string | undefined;
let host: BrowserHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function servePage(html: string | null): Promise<BrowserHost> {
  dir = await mkdtemp(join(tmpdir(), 'first-page-'));
  if (html !== null) {
    await writeFile(join(dir, 'index.html'), html);
    await mkdir(join(dir, 'assets'));
    for (const file of ['index-A1.js', 'shared-B2.js', 'style-C3.css'])
      await writeFile(join(dir, 'assets', file), '/**/');
  }
  const logger = silentLogger();
  host = await startBrowserHost({
    registry: createRegistry({} as HandlerMap, { logger, locale: () => 'pt-BR' }),
    events: createRendererEvents(),
    logger,
    rendererDir: dir,
  });
  return host;
}

/** Whether the promise has settled, after the answers in flight had a turn. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

async function get(path: string): Promise<number> {
  const response = await fetch(`${host!.origin}${path}`);
  await response.arrayBuffer();
  return response.status;
}

describe('the browser host makes the station once the page has its first files', () => {
  it('names the files the built page loads first: its script, preloaded modules and stylesheet', async () => {
    dir = await mkdtemp(join(tmpdir(), 'first-files-'));
    await writeFile(join(dir, 'index.html'), PAGE);
    expect(firstFilesOf(dir).sort()).toEqual(
      ['/', '/assets/index-A1.js', '/assets/shared-B2.js', '/assets/style-C3.css'].sort(),
    );
  });

  it('names them to the browser with the page, as the page asks for them (a Link header)', async () => {
    await servePage(PAGE);
    const page = await fetch(`${host!.origin}/`);
    await page.arrayBuffer();
    expect(page.headers.get('link')?.split(', ').sort()).toEqual([
      '</assets/index-A1.js>; rel=modulepreload',
      '</assets/shared-B2.js>; rel=modulepreload',
      '</assets/style-C3.css>; rel=preload; as=style; crossorigin',
    ]);
    // Only the page names them: a file it loads does not.
    const script = await fetch(`${host!.origin}/assets/index-A1.js`);
    await script.arrayBuffer();
    expect(script.headers.get('link')).toBeNull();
  });

  it("names the real build's files, each one there to be served", () => {
    // scripts/test.sh builds before the tests.
    const built = join(process.cwd(), 'out/renderer');
    const files = firstFilesOf(built).filter((file) => file !== '/');
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
    expect(files.filter((file) => !existsSync(join(built, file)))).toEqual([]);
  });

  it('waits for the page and every file it names, then lets the station be made', async () => {
    const served = await servePage(PAGE);
    expect(await get(`/?key=${served.secret}`)).toBe(200);
    expect(await get('/assets/index-A1.js')).toBe(200);
    expect(await get('/assets/style-C3.css')).toBe(200);
    // One preloaded module still to go: the station waits (well past NO_PAGE_MS: a page was asked for).
    await new Promise((resolve) => setTimeout(resolve, NO_PAGE_MS + 100));
    expect(await settled(served.firstPageLoaded)).toBe(false);
    expect(await get('/assets/shared-B2.js')).toBe(200);
    expect(await settled(served.firstPageLoaded)).toBe(true);
  });

  it('lets the station be made at once when a call comes first (it waits for the station)', async () => {
    const served = await servePage(PAGE);
    expect(await get(`/?key=${served.secret}`)).toBe(200);
    expect(await settled(served.firstPageLoaded)).toBe(false);
    const response = await fetch(`${served.origin}/rpc/session:state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HOST_KEY_HEADER]: served.secret },
      body: '{}',
    });
    await response.arrayBuffer();
    expect(await settled(served.firstPageLoaded)).toBe(true);
  });

  it('does not wait when no page is asked for (the operator opens it later)', async () => {
    const served = await servePage(PAGE);
    expect(await settled(served.firstPageLoaded)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, NO_PAGE_MS + 50));
    expect(await settled(served.firstPageLoaded)).toBe(true);
  });

  it('does not wait for a page that is not built', async () => {
    const served = await servePage(null);
    expect(await settled(served.firstPageLoaded)).toBe(true);
    expect(await get('/')).toBe(404);
  });
});
