// The desk as the station wires it: one call from the composition root (app/station.ts) with what
// the station already has; answers the service, its handler map, the wrapper that journals the
// API's shipment and quote channels, and close().
import type { SessionState } from '../../shared/ipc';
import { createLojaClient, type AuthProvider, type Http } from '../api';
import type { HandlerMap } from '../ipc';
import {
  deskHandlers,
  journalShipping,
  type DeskChannel,
  type DeskHandlerDeps,
  type JournalledChannel,
} from './handlers';
import { DeskService } from './service';
import type { DeskServiceDeps } from './service-deps';

/** The desk service's needs, with the HTTP layer and session it builds per-loja clients from. */
export interface DeskWiring extends Omit<DeskServiceDeps, 'apiFor' | 'session'> {
  /** The whole warehouse's day for the day summary and the pickup list (null: a single desk). */
  warehouseDay?: DeskHandlerDeps['warehouseDay'];
  http: Http;
  session: AuthProvider & { state(): SessionState };
}

export interface Desk {
  readonly service: DeskService;
  readonly handlers: HandlerMap<DeskChannel>;
  /** The API's shipment and quote channels with the desk's journal around them. */
  journalShipping<M extends HandlerMap<JournalledChannel>>(api: M): M;
  close(): void;
}

export function createDesk(w: DeskWiring): Desk {
  const locale = w.locale ?? (() => w.settings.get().language);
  const service = new DeskService({
    ...w,
    locale,
    // A batch keeps acting for its own loja even if the operator switches to another meanwhile.
    apiFor: (tenantId) => createLojaClient(w.http, w.session, tenantId),
  });
  const handlers = deskHandlers({
    desk: service,
    printing: w.printing,
    settings: w.settings,
    locale,
    lojaName: (tenantId) => w.session.state().lojas.find((l) => l.id === tenantId)?.name ?? tenantId,
    logger: w.logger,
    ...(w.warehouseDay ? { warehouseDay: w.warehouseDay } : {}),
  });
  return {
    service,
    handlers,
    journalShipping: (api) => journalShipping(api, service, w.logger),
    close: () => service.close(),
  };
}
