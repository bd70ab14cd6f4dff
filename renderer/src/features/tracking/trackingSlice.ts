// Tracking by code (a plain lookup reads what the server has; "refresh" asks the carrier again,
// which the spec says to do only when needed) and by shipment, one page at a time.
import type { TrackingEventsPage, TrackingEventsResponse } from '../../../../electron/shared/contract';
import type { StationError } from '../../bridge';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import { lojaFields } from '../../lib/lojaFields';
import type { SliceCreator } from '../../app/store';

export const TRACKING_PAGE_SIZE = 10;

export interface TrackingSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetTracking(): void;
  trackingCode: string;
  byCode: {
    loading: boolean;
    refreshing: boolean;
    result: TrackingEventsResponse | null;
    error: StationError | null;
    checkedAt: string | null;
  };
  byShipment: {
    shipmentId: string;
    page: number;
    loading: boolean;
    result: TrackingEventsPage | null;
    error: StationError | null;
  };
  setTrackingCode(code: string): void;
  trackCode(options?: { refresh?: boolean; code?: string }): Promise<void>;
  trackShipment(shipmentId: string, page?: number): Promise<void>;
}

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetTracking). */
export const trackingForLoja = () =>
  ({
    trackingCode: '',
    byCode: { loading: false, refreshing: false, result: null, error: null, checkedAt: null },
    byShipment: { shipmentId: '', page: 1, loading: false, result: null, error: null },
  }) satisfies Partial<TrackingSlice>;

export const createTrackingSlice: SliceCreator<TrackingSlice> = (set, get) => ({
  ...lojaFields(set, trackingForLoja, 'resetTracking'),

  setTrackingCode: (trackingCode) => set({ trackingCode }),

  async trackCode(options = {}) {
    const code = (options.code ?? get().trackingCode).trim().toUpperCase();
    if (!code) return;
    const refresh = options.refresh === true;
    set({ trackingCode: code });
    const found = await busyCall(
      set,
      ({ busy, error }) =>
        set({ byCode: { ...get().byCode, loading: busy && !refresh, refreshing: busy && refresh, error } }),
      () => station().tracking.byCode({ trackingCode: code, refresh }),
    );
    if (found) set({ byCode: { ...get().byCode, result: found, checkedAt: new Date().toISOString() } });
  },

  async trackShipment(shipmentId, page = 1) {
    const id = shipmentId.trim();
    if (!id) return;
    set({ byShipment: { ...get().byShipment, shipmentId: id, page } });
    const found = await busyCall(
      set,
      ({ busy, error }) => set({ byShipment: { ...get().byShipment, loading: busy, error } }),
      () => station().tracking.byShipment({ shipmentId: id, page, limit: TRACKING_PAGE_SIZE }),
      () => get().byShipment.shipmentId === id && get().byShipment.page === page,
    );
    if (found) set({ byShipment: { ...get().byShipment, result: found } });
  },
});
