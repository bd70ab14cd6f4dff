// The station's one window. The page runs sandboxed with context isolation and no Node: all it
// can reach is window.station from the preload.
import { join } from 'node:path';
import { BrowserWindow, type WebPreferences } from 'electron';

export const WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  spellcheck: false,
} as const satisfies WebPreferences;

/** The window icon (Linux and Windows taskbars), from resources/ (out/main/../../resources). */
const ICON = join(import.meta.dirname, '..', '..', 'resources', 'icon.png');

export function createMainWindow(preloadPath: string): BrowserWindow {
  const window = new BrowserWindow({
    width: 1366,
    height: 768,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: 'Shipping Station',
    icon: ICON,
    webPreferences: { ...WEB_PREFERENCES, preload: preloadPath },
  });
  window.once('ready-to-show', () => window.show());
  return window;
}
