// The renderer's one door to main: getStation() (= window.station). In Electron the preload has
// put it there; in the browser host there is no preload, so it is built here over the loopback
// connection, with the key the host printed in the page address (?key=). The key is then kept
// in sessionStorage and taken out of the address bar, so a reload works and a screenshot or a
// copied address does not carry it.
import { createStationApi, type StationApi } from '../../../electron/preload/api';
import { createHostTransport } from './host-transport';

export type { StationApi } from '../../../electron/preload/api';
export type {
  ErrorKind,
  EventName,
  Result,
  SessionState,
  Settings,
  SettingsView,
  StationError,
  StationEvents,
} from '../../../electron/shared/ipc';

declare global {
  interface Window {
    station?: StationApi;
  }
}

const KEY_STORAGE = 'shipping-station.host-key';

function takePageKey(): string {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('key');
  if (fromUrl) {
    window.sessionStorage.setItem(KEY_STORAGE, fromUrl);
    url.searchParams.delete('key');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return window.sessionStorage.getItem(KEY_STORAGE) ?? '';
}

/** window.station, building it over the browser host when no preload provided one. */
export function getStation(): StationApi {
  if (!window.station) {
    window.station = createStationApi(createHostTransport({ origin: window.location.origin, key: takePageKey() }));
  }
  return window.station;
}
