// The sandboxed preload (bundled to CommonJS): exposes `window.station` and nothing else.
// ipcRenderer itself never reaches the page; each method calls one fixed channel, and event
// listeners receive the payload only (not the IPC event, which would leak `sender`).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { createStationApi, type StationTransport } from './api';

/** Main sends events on `station-event:<name>` (see electron/main/shell/ipc-bridge.ts). */
const eventChannel = (name: string) => `station-event:${name}`;

const transport: StationTransport = {
  invoke: (channel, input) => ipcRenderer.invoke(channel, input),
  on: (event, listener) => {
    const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(eventChannel(event), forward);
    return () => {
      ipcRenderer.removeListener(eventChannel(event), forward);
    };
  },
};

contextBridge.exposeInMainWorld('station', createStationApi(transport));
