// The one place screens and slices get window.station from. Going through a function (not a
// module constant) lets component tests put a fake station on window before each test.
import { getStation, type StationApi } from './index';

export type { StationApi };

export function station(): StationApi {
  return getStation();
}
