// Channels that are one API call each. Services that add behaviour around a call (the offline
// address book, the emission workflow) replace their entries when they are wired in station.ts.
import type { ApiClient } from '../../api/client';
import type { HandlerMap } from '../registry';

type ApiChannel =
  | 'senders:list'
  | 'senders:create'
  | 'recipients:list'
  | 'recipients:create'
  | 'quotes:simulate'
  | 'quotes:simulate-international'
  | 'shipments:create'
  | 'labels:emit'
  | 'labels:download'
  | 'dace:generate'
  | 'dace:get'
  | 'dace:download'
  | 'tracking:by-code'
  | 'tracking:by-shipment';

export function apiHandlers(api: ApiClient): HandlerMap<ApiChannel> {
  return {
    'senders:list': (query) => api.listSenders(query),
    'senders:create': (body) => api.createSender(body),
    'recipients:list': (query) => api.listRecipients(query),
    'recipients:create': (body) => api.createRecipient(body),
    'quotes:simulate': (body) => api.simulateQuote(body),
    'quotes:simulate-international': (body) => api.simulateInternationalQuote(body),
    'shipments:create': (body) => api.createShipment(body),
    'labels:emit': ({ shipmentId, request }) => api.emitLabel(shipmentId, request),
    'labels:download': ({ labelId }) => api.downloadLabel(labelId),
    'dace:generate': ({ shipmentId, tipoDace }) => api.generateDace(shipmentId, tipoDace),
    'dace:get': ({ shipmentId }) => api.getDace(shipmentId),
    'dace:download': ({ shipmentId }) => api.downloadDace(shipmentId),
    'tracking:by-code': ({ trackingCode, refresh }) => api.trackByCode(trackingCode, { refresh }),
    'tracking:by-shipment': ({ shipmentId, page, limit }) => api.trackShipment(shipmentId, { page, limit }),
  };
}
