// The desk as the station wires it: one call from the composition root (app/station.ts) with what
// the station already has; answers the service, its handler map, the wrapper that journals the
// API's shipment and quote channels, and close().
import type { SessionState } from '../../shared/ipc';
import type { BatchProgress } from '../../shared/desk';
import type { AddressBookService } from '../addressbook';
import { createLojaClient, type ApiClient, type AuthProvider, type Http } from '../api';
import type { HandlerMap } from '../ipc';
import type { Logger } from '../log';
import type { Printing } from '../printing';
import type { SettingsStore } from '../settings';
import { deskHandlers, journalShipping, type DeskChannel, type JournalledChannel } from './handlers';
import type { Locale } from '../i18n';
import { DeskService, type DeskWorkflow } from './service';
import type { ScaleSource } from './weigh/scale-weigher';

export interface DeskWiring {
  dataDir: string;
  /** 'training' in training mode (the sandbox's port changes at every start), else the API base URL. */
  server: string;
  http: Http;
  session: AuthProvider & { state(): SessionState };
  api: ApiClient;
  settings: SettingsStore;
  logger: Logger;
  workflow: DeskWorkflow;
  printing: Printing;
  addressBook: AddressBookService;
  onBatchProgress: (progress: BatchProgress) => void;
  /** The operator's language for the desk's words (settings' language when left out). */
  locale?: () => Locale;
  /** The desk scale's readings. */
  scale: ScaleSource;
  /** The clock of the scan repeat window (Date.now when left out). */
  now?: () => number;
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
    locale,
    dataDir: w.dataDir,
    server: w.server,
    api: w.api,
    // A batch keeps acting for its own loja even if the operator switches to another meanwhile.
    apiFor: (tenantId) => createLojaClient(w.http, w.session, tenantId),
    session: w.session,
    settings: w.settings,
    logger: w.logger,
    workflow: w.workflow,
    printing: w.printing,
    addressBook: w.addressBook,
    onBatchProgress: w.onBatchProgress,
    scale: w.scale,
    now: w.now,
  });
  const handlers = deskHandlers({
    desk: service,
    printing: w.printing,
    settings: w.settings,
    locale,
    lojaName: (tenantId) => w.session.state().lojas.find((l) => l.id === tenantId)?.name ?? tenantId,
    logger: w.logger,
  });
  return {
    service,
    handlers,
    journalShipping: (api) => journalShipping(api, service, w.logger),
    close: () => service.close(),
  };
}
