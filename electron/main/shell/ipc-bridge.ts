// Carries the registry over Electron IPC. Every message's sender is checked first: only the
// main frame of our own window, showing our own app:// page, may call. A sub-frame, another
// window, or a page that navigated elsewhere gets `forbidden` and the handler never runs.
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { said } from '../../shared/messages';
import { Failure, toStationError, type RendererEvents, type Registry } from '../ipc';
import type { Logger } from '../log';
import { APP_ORIGIN } from './app-protocol';

export const eventChannel = (name: string) => `station-event:${name}`;

export function isTrustedSender(event: IpcMainInvokeEvent, window: BrowserWindow | null): boolean {
  if (!window || window.isDestroyed()) return false;
  if (event.sender !== window.webContents) return false;
  const frame = event.senderFrame;
  const main = window.webContents.mainFrame;
  if (!frame || frame.processId !== main.processId || frame.routingId !== main.routingId) return false;
  return frame.url.startsWith(`${APP_ORIGIN}/`);
}

/** Registers one ipcMain handler per channel; returns the function that removes them. */
export function bindRegistry(registry: Registry, window: () => BrowserWindow | null, logger: Logger): () => void {
  const log = logger.child('shell.ipc');
  for (const channel of registry.channels) {
    ipcMain.handle(channel, async (event, input: unknown) => {
      if (!isTrustedSender(event, window())) {
        log.warn('ipc from a foreign sender refused', { channel, url: event.senderFrame?.url ?? null });
        // Answered as every failure is (a key the page translates), though a foreign frame may never read it.
        return { ok: false, error: toStationError(new Failure('forbidden', said('common.notStationWindow'))) };
      }
      return registry.invoke(channel, input);
    });
  }
  return () => {
    for (const channel of registry.channels) ipcMain.removeHandler(channel);
  };
}

/** Sends every station event to the window's page. */
export function forwardEvents(events: RendererEvents, target: () => WebContents | null): () => void {
  return events.subscribe((name, payload) => {
    const contents = target();
    if (contents && !contents.isDestroyed()) contents.send(eventChannel(name), payload);
  });
}
