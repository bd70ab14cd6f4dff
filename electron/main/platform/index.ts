// What every domain of the main process builds on: the typed internal event bus (and, next to
// it, the storage layer every SQLite file is opened with).
export { createBus, type Bus, type BusListener } from './bus';
