// The Electron shell: window, lifecycle and IPC wiring around the station (app/station.ts), the
// same composition the browser host runs. Hardening lives in shell/: context isolation, sandbox,
// no Node in the page, CSP on app://, navigation/new windows/permissions refused, single
// instance, and every IPC message's sender checked.
import { join, resolve } from 'node:path';
import { app, dialog, shell, type BrowserWindow } from 'electron';
import { createStation, type Station } from './app';
import { defaultDataDir, describeLockRefusal, lockDataFolder, type DataFolderLock } from './platform';
import { said, translate } from '../shared/messages';
import { APP_ENTRY, registerAppScheme, serveAppProtocol } from './shell/app-protocol';
import { parseShellArgs } from './shell/args';
import { hardenAllWebContents, hardenSession } from './shell/harden';
import { bindRegistry, forwardEvents } from './shell/ipc-bridge';
import { createMainWindow } from './shell/window';

const preloadPath = join(import.meta.dirname, '../preload/index.cjs');
const rendererDir = join(import.meta.dirname, '../renderer');

registerAppScheme();

let station: Station | null = null;
let mainWindow: BrowserWindow | null = null;
let folderLock: DataFolderLock | null = null;

async function start(): Promise<void> {
  const args = parseShellArgs(process.argv.slice(1));
  hardenAllWebContents();
  hardenSession();
  serveAppProtocol(rendererDir);
  const dataDir = resolve(args.dataDir ?? defaultDataDir());
  // requestSingleInstanceLock keeps one Electron per user profile; this keeps one station of any
  // shell (Electron or the browser host) per data folder.
  const locked = lockDataFolder(dataDir, 'electron');
  if (!locked.ok) {
    dialog.showErrorBox('Shipping Station', await describeLockRefusal(locked.error));
    app.exit(0);
    return;
  }
  folderLock = locked.value;
  station = await createStation({
    dataDir,
    ...(args.api === undefined ? {} : { apiBaseUrl: args.api }),
    // shell.openPath answers '' when the folder opened, or why it did not.
    openFolder: async (folder) => (await shell.openPath(folder)) === '',
  });
  bindRegistry(station.registry, () => mainWindow, station.logger);
  forwardEvents(station.events, () => mainWindow?.webContents ?? null);
  openWindow();
  const running = station;
  running.session
    .restore()
    .catch((error: unknown) => running.logger.warn('session restore failed at start', { error }));
}

function openWindow(): void {
  mainWindow = createMainWindow(preloadPath);
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
  void mainWindow.loadURL(APP_ENTRY);
}

if (!app.requestSingleInstanceLock()) {
  // One station per desk: a second launch only brings the first window forward.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('activate', () => {
    if (station && !mainWindow) openWindow();
  });
  // Quit waits for the station to close (training sandbox, log) before the process goes.
  let closing = false;
  app.on('before-quit', (event) => {
    if (!station || closing) return;
    closing = true;
    event.preventDefault();
    void station.close().finally(() => {
      folderLock?.release();
      app.quit();
    });
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      // Before the settings are read no language is chosen: the title says it in both, as the
      // refusals of the storage layer and the data-folder lock do in their text.
      const title = said('station.couldNotStart');
      dialog.showErrorBox(
        `${translate(title, 'pt-BR')} / ${translate(title, 'en')}`,
        error instanceof Error ? error.message : String(error),
      );
      app.exit(1);
    });
}
