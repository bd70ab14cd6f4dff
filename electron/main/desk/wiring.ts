// The desk as the station wires it: one call from the composition root (station.ts) with what
// the station already has; answers the service, its handler map and close().
import type { AddressBookService } from '../addressbook';
import { createApiClient, type ApiClient, type AuthProvider } from '../api/client';
import type { Http } from '../api/http';
import type { EventBus } from '../ipc/events';
import type { HandlerMap } from '../ipc/registry';
import type { Logger } from '../log/logger';
import type { SettingsStore } from '../settings/settings-store';
import type { Locale } from './messages';
import type { WorkflowService } from '../workflow/wiring/service';
import type { SessionState } from '../../shared/ipc';
import { deskHandlers, type DeskChannel } from './handlers';
import { DeskService } from './service';

export interface DeskWiring {
  dataDir: string;
  /** 'training' in training mode (the sandbox's port changes at every start), else the API base URL. */
  server: string;
  http: Http;
  session: AuthProvider & { state(): SessionState };
  api: ApiClient;
  settings: SettingsStore;
  events: EventBus;
  logger: Logger;
  workflow: WorkflowService;
  addressBook: AddressBookService;
  /** The operator's language for the desk's words (settings' language when left out). */
  locale?: () => Locale;
}

export interface Desk {
  readonly service: DeskService;
  readonly handlers: HandlerMap<DeskChannel>;
  close(): void;
}

export function createDesk(w: DeskWiring): Desk {
  const locale = w.locale ?? (() => w.settings.get().language);
  const service = new DeskService({
    locale,
    dataDir: w.dataDir,
    server: w.server,
    api: w.api,
    // A batch keeps acting for its own loja even if the operator switches to another meanwhile.
    apiFor: (tenantId) =>
      createApiClient(w.http, {
        credentials: () => ({ accessToken: w.session.credentials().accessToken, tenantId }),
        refreshAfter401: (refused) => w.session.refreshAfter401(refused),
      }),
    session: w.session,
    settings: w.settings,
    events: w.events,
    logger: w.logger,
    workflow: w.workflow,
    addressBook: w.addressBook,
  });
  const handlers = deskHandlers({
    desk: service,
    api: w.api,
    printing: w.workflow.printing,
    settings: w.settings,
    locale,
    lojaName: (tenantId) => w.session.state().lojas.find((l) => l.id === tenantId)?.name ?? tenantId,
    logger: w.logger,
  });
  return { service, handlers, close: () => service.close() };
}
