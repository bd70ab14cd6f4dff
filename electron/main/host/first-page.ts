// When the browser host makes the station (host/cli.ts): once the page it serves has the files it
// loads first. Making the station holds the process's one thread for a few hundred ms (the
// station's code, its databases, the training server); a page asked for meanwhile got nothing
// until the end of it, so the browser could not start reading and running its script until the
// station was made, one after the other instead of side by side (startup.bench, issue 30 item 8).
//
// The files the page loads first are the ones index.html names (its script, the modules it
// preloads, its stylesheet): read from the built page, so the list is the build's own. The
// station is made as soon as any of these holds:
// - the page and every one of those files have been answered (the browser now runs the script
//   while the station is made);
// - a call or the event stream came (something waits for the station: nothing to wait for);
// - no file was asked for within NO_PAGE_MS of listening (no browser is opening the page now:
//   the operator opens it later, or a client that is not a page);
// - MAX_WAIT_MS passed since the first file was asked for (a page served from the browser's cache
//   asks for none of its files; a browser that stopped asking).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** No file asked for this long after listening: no browser is opening the page now. */
export const NO_PAGE_MS = 300;
/** The station is never held back longer than this once a page was asked for. */
export const MAX_WAIT_MS = 1500;

export interface FirstPage {
  /** Resolves once the station may be made (see above). Never rejects. */
  readonly loaded: Promise<void>;
  /** The server listens: the wait for a page starts. */
  listening(): void;
  /** A request for one of the page's files (any path that is not a call) came. */
  requested(): void;
  /** A request for one of the page's files was answered (its path, without the query). */
  answered(path: string): void;
  /** A call or the event stream came. */
  called(): void;
  /** The server closes: nothing more to wait for. */
  stop(): void;
}

/**
 * The files index.html in `rendererDir` loads first, as request paths ("/assets/index-….js"). Empty
 * when the page is not built (nothing to wait for: it is answered "not built").
 */
export function firstFilesOf(rendererDir: string): string[] {
  let html: string;
  try {
    html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const files = new Set<string>(['/']);
  // Only the tags that load something: <script src>, <link rel=stylesheet|modulepreload href>.
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const element = tag[0];
    if (tag[1] === 'link' && !/\brel="(stylesheet|modulepreload)"/.test(element)) continue;
    const url = /\b(?:src|href)="\.?\/?([^":]+)"/.exec(element)?.[1];
    if (url) files.add(`/${url}`);
  }
  return [...files];
}

export function watchFirstPage(rendererDir: string): FirstPage {
  const waiting = new Set(firstFilesOf(rendererDir));
  let done!: () => void;
  const loaded = new Promise<void>((resolve) => (done = resolve));
  let over = false;
  let noPage: ReturnType<typeof setTimeout> | undefined;
  let cap: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    if (over) return;
    over = true;
    clearTimeout(noPage);
    clearTimeout(cap);
    done();
  };
  if (waiting.size === 0) end();
  return {
    loaded,
    listening() {
      if (!over) noPage = setTimeout(end, NO_PAGE_MS);
    },
    requested() {
      if (over || cap) return;
      clearTimeout(noPage);
      cap = setTimeout(end, MAX_WAIT_MS);
    },
    answered(path) {
      waiting.delete(path === '/index.html' ? '/' : path);
      if (waiting.size === 0) end();
    },
    called: end,
    stop: end,
  };
}
