import { app, BrowserWindow } from 'electron';
import { join } from 'node:path';

// The thin Electron shell; the hardened version (CSP, sender checks, IPC) comes with the core issue.
function createWindow(): void {
  const win = new BrowserWindow({
    width: 1366,
    height: 768,
    webPreferences: { preload: join(__dirname, '../preload/index.js'), contextIsolation: true, sandbox: true, nodeIntegration: false },
  });
  void win.loadFile(join(__dirname, '../renderer/index.html'));
}

void app.whenReady().then(createWindow);
app.on('window-all-closed', () => app.quit());
