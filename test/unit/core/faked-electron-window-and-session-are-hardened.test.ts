// Electron is FAKED here (vi.mock('electron')); see faked-electron-ipc-refuses-foreign-senders.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const created: Array<{ options: Record<string, unknown> }> = [];
const appListeners = new Map<string, (...args: unknown[]) => void>();
let protocolHandler: ((request: Request) => Promise<Response>) | null = null;
const privileged: unknown[] = [];
const fakeSession = {
  permissionRequest: null as null | ((wc: unknown, permission: string, cb: (allow: boolean) => void) => void),
  permissionCheck: null as null | (() => boolean),
  beforeRequest: null as null | ((details: { url: string }, cb: (r: { cancel: boolean }) => void) => void),
  headersReceived: null as
    null | ((details: { responseHeaders: Record<string, string[]> }, cb: (r: unknown) => void) => void),
  setPermissionRequestHandler(fn: never) {
    this.permissionRequest = fn;
  },
  setPermissionCheckHandler(fn: never) {
    this.permissionCheck = fn;
  },
  webRequest: {
    onBeforeRequest: (fn: never) => {
      fakeSession.beforeRequest = fn;
    },
    onHeadersReceived: (fn: never) => {
      fakeSession.headersReceived = fn;
    },
  },
};

vi.mock('electron', () => ({
  BrowserWindow: class {
    constructor(options: Record<string, unknown>) {
      created.push({ options });
    }
    once() {}
  },
  app: { on: (name: string, fn: (...args: unknown[]) => void) => appListeners.set(name, fn) },
  session: { defaultSession: fakeSession },
  protocol: {
    registerSchemesAsPrivileged: (schemes: unknown[]) => privileged.push(...schemes),
    handle: (_scheme: string, fn: (request: Request) => Promise<Response>) => {
      protocolHandler = fn;
    },
  },
}));

const { createMainWindow, WEB_PREFERENCES } = await import('../../../electron/main/shell/window');
const { hardenAllWebContents, hardenSession } = await import('../../../electron/main/shell/harden');
const { registerAppScheme, serveAppProtocol, fileForUrl } = await import('../../../electron/main/shell/app-protocol');
const { CONTENT_SECURITY_POLICY } = await import('../../../electron/main/platform/csp');

describe('Electron shell (faked Electron): hardening', () => {
  it('opens the window sandboxed, isolated, without Node, with our preload', () => {
    createMainWindow('/app/out/preload/index.cjs');
    const prefs = created[0]?.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      preload: '/app/out/preload/index.cjs',
    });
    expect(WEB_PREFERENCES.allowRunningInsecureContent).toBe(false);
  });

  it('denies every permission and every web request that is not the app itself, and adds the CSP header', () => {
    hardenSession(fakeSession as never);
    const answers: boolean[] = [];
    fakeSession.permissionRequest!({}, 'media', (allow) => answers.push(allow));
    fakeSession.permissionRequest!({}, 'notifications', (allow) => answers.push(allow));
    expect(answers).toEqual([false, false]);
    expect(fakeSession.permissionCheck!()).toBe(false);

    const cancelled = (url: string) => {
      let verdict: boolean | undefined;
      fakeSession.beforeRequest!({ url }, (r) => (verdict = r.cancel));
      return verdict;
    };
    expect(cancelled('app://station/assets/index.js')).toBe(false);
    expect(cancelled('https://evil.example/x.js')).toBe(true);
    expect(cancelled('http://127.0.0.1:4000/api/v1/auth/login')).toBe(true);
    expect(cancelled('file:///etc/passwd')).toBe(true);

    let headers: Record<string, string[]> = {};
    fakeSession.headersReceived!(
      { responseHeaders: { 'x-a': ['1'] } },
      (r) => (headers = (r as { responseHeaders: typeof headers }).responseHeaders),
    );
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('blocks navigation, redirects, webviews and window.open in every web contents', () => {
    hardenAllWebContents();
    const listeners = new Map<string, (event: { preventDefault: () => void }) => void>();
    let openHandler: (() => unknown) | null = null;
    const contents = {
      on: (name: string, fn: (event: { preventDefault: () => void }) => void) => listeners.set(name, fn),
      setWindowOpenHandler: (fn: () => unknown) => {
        openHandler = fn;
      },
    };
    appListeners.get('web-contents-created')!({}, contents);
    for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const event = { preventDefault: vi.fn() };
      listeners.get(name)!(event);
      expect(event.preventDefault).toHaveBeenCalled();
    }
    expect(openHandler!()).toEqual({ action: 'deny' });
  });

  it('serves only out/renderer on app://station, with the CSP header', async () => {
    registerAppScheme();
    expect(privileged).toEqual([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'renderer-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
    serveAppProtocol(dir);
    const page = await protocolHandler!(new Request('app://station/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const escape of [
      'app://station/../../etc/passwd',
      'app://station/%2e%2e/%2e%2e/etc/passwd',
      'app://station/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const file = fileForUrl(dir, escape);
      expect(file === null || file.startsWith(`${dir}/`)).toBe(true);
    }
    expect(fileForUrl(dir, 'app://other/index.html')).toBeNull();
    expect((await protocolHandler!(new Request('app://station/..%2f..%2f..%2fetc%2fpasswd'))).status).toBe(404);
  });
});
