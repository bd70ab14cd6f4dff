import { contextBridge } from 'electron';

// Filled in by the core issue: one named method per channel, nothing generic.
contextBridge.exposeInMainWorld('station', {});
