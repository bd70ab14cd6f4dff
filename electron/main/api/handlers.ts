// Channels that are one API call each, none of which spends money: buying a label goes only
// through the emission workflow (one purchase per shipment, strict mode, audit), so the emit call
// has no channel of its own. The desk wraps the shipment and quote channels to keep its journal
// (desk's journalShipping), by composition in app/station.ts.
import type { apiChannels } from '../../shared/api';
import type { HandlerMap } from '../ipc';
import type { ApiClient } from './client';

/** The api group of the channel map (electron/shared/api.ts). */
export type ApiChannel = keyof typeof apiChannels;

export function apiHandlers(api: ApiClient): HandlerMap<ApiChannel> {
  return {
    'senders:list': (query) => api.listSenders(query),
    'senders:create': (body) => api.createSender(body),
    'recipients:list': (query) => api.listRecipients(query),
    'recipients:create': (body) => api.createRecipient(body),
    'quotes:simulate': (body) => api.simulateQuote(body),
    'quotes:simulate-international': (body) => api.simulateInternationalQuote(body),
    'shipments:create': (body) => api.createShipment(body),
    'labels:download': ({ labelId }) => api.downloadLabel(labelId),
    'tracking:by-code': ({ trackingCode, refresh }) => api.trackByCode(trackingCode, { refresh }),
    'tracking:by-shipment': ({ shipmentId, page, limit }) => api.trackShipment(shipmentId, { page, limit }),
  };
}
