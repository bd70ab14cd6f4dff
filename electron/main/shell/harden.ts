// Electron hardening that does not depend on our window: no permissions (camera, notifications,
// geolocation… a label desk needs none), no navigation away from the app, no new windows, no
// <webview>, the CSP header on every response, and no web requests from the page at all (the
// renderer talks to main only over IPC; main makes the API calls).
import { app, session as electronSession, type Session } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../platform';
import { APP_SCHEME } from './app-protocol';

const PAGE_SCHEMES = new Set([`${APP_SCHEME}:`, 'devtools:', 'blob:', 'data:']);

export function isAllowedPageRequest(url: string): boolean {
  try {
    return PAGE_SCHEMES.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

export function hardenSession(session: Session = electronSession.defaultSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !isAllowedPageRequest(details.url) }));
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
}

/** Applies to every web contents ever created (windows, devtools, anything a bug might open). */
export function hardenAllWebContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}
