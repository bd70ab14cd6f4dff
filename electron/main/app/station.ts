// The composition root both shells use (Electron and the browser host): settings, log, vault,
// API client, session, and the IPC handler registry over all of them. With no API base URL it
// runs in training mode: the embedded sandbox on a free loopback port, its data in the station's
// data folder, and the demo account offered at login.
//
// Adding a service: build it in the "services" block from what is already here (api, session,
// events, logger, settings, dataDir), export a `xxxHandlers(service)` map from
// electron/main/ipc/handlers/, and spread it into `handlers` below. A channel that replaces an
// API pass-through (e.g. `labels:emit` by the emission workflow) is simply spread after it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxOptions } from '../../sandbox/options';
import { createAuthApi } from '../api/auth-api';
import { checkedBaseUrl } from '../api/base-url';
import { createApiClient, type ApiClient } from '../api/client';
import { createHttp, type Http, type HttpOptions } from '../api/http';
import { createEventBus, type EventBus } from '../ipc/events';
import { apiHandlers } from '../ipc/handlers/api-handlers';
import { sessionHandlers } from '../ipc/handlers/session-handlers';
import { settingsHandlers } from '../ipc/handlers/settings-handlers';
import { createRegistry, type HandlerMap, type Registry } from '../ipc/registry';
import { createLogger, type Logger } from '../log/logger';
import { createSession, type Session } from '../session/session';
import type { KeychainOptions } from '../session/vault/keychain-vault';
import type { SecretVault } from '../session/vault/secret-vault';
import { createTokenVault, openTokenVault, type TokenVault } from '../session/vault/token-vault';
import { openSettings, type SettingsStore } from '../settings/settings-store';
import { createWorkflowService, type WorkflowService } from '../workflow/wiring/service';
import { AddressBookService, createAddressBookHandlers } from '../addressbook';
import { addressBookApiFor } from '../addressbook/core-api';
import { createDesk, type Desk } from '../desk';
import type { SessionState } from '../../shared/ipc';

export interface StationOptions {
  dataDir: string;
  /** undefined: as saved in settings; null: training mode; a URL: this run only (--api). */
  apiBaseUrl?: string | null;
  /** A vault to use instead of the OS keychain (tests). */
  vault?: SecretVault;
  /** For the default keychain vault: service name, fail-fast timeout (2 s). */
  keychain?: KeychainOptions;
  logger?: Logger;
  http?: Pick<HttpOptions, 'timeoutMs' | 'retry' | 'fetch'>;
  /** Options for the training sandbox (tests shorten its clocks). */
  training?: Omit<SandboxOptions, 'port' | 'dataDir'>;
}

export interface Station {
  readonly dataDir: string;
  /** The API this run talks to; the sandbox's loopback address in training mode. */
  readonly apiBaseUrl: string;
  readonly training: boolean;
  readonly logger: Logger;
  readonly settings: SettingsStore;
  readonly events: EventBus;
  readonly vault: TokenVault;
  readonly session: Session;
  /** The one HTTP client (timeouts, retries, contract parsing), for services that bind their own API view. */
  readonly http: Http;
  readonly api: ApiClient;
  readonly registry: Registry;
  /** The emission workflow and the printers (print queue, routing, discovery). */
  readonly workflow: WorkflowService;
  /** Senders and recipients of the chosen loja, answering from a local copy when offline. */
  readonly addressBook: AddressBookService;
  /** Desk speed: scan-to-print, presets, rate rules, one-key ship, batches, day summary, audit (desk.db). */
  readonly desk: Desk;
  close(): Promise<void>;
}

export async function createStation(options: StationOptions): Promise<Station> {
  const { dataDir } = options;
  // A URL given for this run is checked before anything is written to disk.
  if (typeof options.apiBaseUrl === 'string') checkedBaseUrl(options.apiBaseUrl);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const logger = options.logger ?? createLogger({ file: join(dataDir, 'logs', 'station.log') });
  const log = logger.child('station');
  const settings = openSettings(join(dataDir, 'settings.json'), logger.child('settings'));
  const events = createEventBus((error) => log.warn('event listener failed', { error }));

  const configured = options.apiBaseUrl === undefined ? settings.get().apiBaseUrl : options.apiBaseUrl;
  const sandbox = configured === null ? await startTraining(dataDir, options.training ?? {}) : null;
  const apiBaseUrl = sandbox ? sandbox.url : checkedBaseUrl(configured ?? '');
  log.info('station starting', { training: Boolean(sandbox), apiBaseUrl });

  const vault = options.vault
    ? createTokenVault(options.vault, null, logger.child('vault'))
    : await openTokenVault(logger.child('vault'), options.keychain);
  const locale = () => settings.get().language;
  const http = createHttp({ baseUrl: apiBaseUrl, logger: logger.child('api'), locale, ...options.http });
  const session = createSession({
    auth: createAuthApi(http),
    vault,
    settings,
    events,
    logger,
    // The sandbox's port changes at every start; its sessions persist in its data folder.
    identity: sandbox ? 'training' : apiBaseUrl,
    demoAccount: sandbox ? sandbox.demoAccount : null,
  });
  const api = createApiClient(http, session);

  // ---- services (later issues add theirs here) ----
  // Emission workflow + printers: workflow.db and the print queue in the data folder; resumes
  // unfinished emissions after login / loja choice; emits emission-progress and print-job.
  const workflow = await createWorkflowService({ dataDir, api, settings, session, events, logger, locale });

  // Address book: addressbook.db in the data folder, one partition per server and loja. Its
  // server identity must be stable: in training mode the sandbox's port changes at every start,
  // so the partition is 'training' (as the session's), or each start would open an empty one.
  const addressBook = new AddressBookService({
    dataDir,
    apiFor: (scope) => addressBookApiFor(http, session, scope),
    locale,
  });
  const serverIdentity = sandbox ? 'training' : apiBaseUrl;
  const followSession = (state: SessionState): void => {
    const scope =
      state.status === 'logged-in' && state.tenantId ? { baseUrl: serverIdentity, tenantId: state.tenantId } : null;
    addressBook.select(scope);
  };
  const stopFollowing = events.subscribe((name, payload) => {
    if (name === 'session-state') followSession(payload as SessionState);
  });
  followSession(session.state());
  addressBook.onStatus((status) => events.emit('sync-status', status));

  // Desk: desk.db in the data folder, per server identity (as the address book's) and loja;
  // journals shipments and emissions, audits charges and prints, resumes batches after login.
  const desk = createDesk({
    dataDir,
    server: serverIdentity,
    http,
    session,
    api,
    settings,
    events,
    logger,
    workflow,
    addressBook,
    locale,
  });

  // ---- handlers: the union of every domain's map must cover the whole channel map ----
  const handlers: HandlerMap = {
    ...settingsHandlers({
      settings,
      active: { apiBaseUrl, training: Boolean(sandbox), configured: settings.get().apiBaseUrl },
    }),
    ...sessionHandlers(session),
    ...apiHandlers(api),
    ...workflow.handlers,
    ...createAddressBookHandlers(addressBook),
    // Wraps shipments:create and the quote channels (its journal), so it comes after apiHandlers.
    ...desk.handlers,
  };
  const registry = createRegistry(handlers, { logger, locale });

  let closed = false;
  return {
    dataDir,
    apiBaseUrl,
    training: Boolean(sandbox),
    logger,
    settings,
    events,
    vault,
    session,
    http,
    api,
    registry,
    workflow,
    addressBook,
    desk,
    async close() {
      if (closed) return;
      closed = true;
      stopFollowing();
      desk.close();
      workflow.close();
      addressBook.close();
      await sandbox?.close();
      log.info('station closed');
      if (!options.logger) logger.close();
    },
  };
}

interface Training {
  url: string;
  close(): Promise<void>;
  demoAccount: { email: string; senha: string };
}

/** Training mode: the embedded sandbox, loaded only when needed (a real desk never pays for it). */
async function startTraining(dataDir: string, options: Omit<SandboxOptions, 'port' | 'dataDir'>): Promise<Training> {
  const { startSandbox, DEMO } = await import('../../sandbox');
  const trainingDir = join(dataDir, 'training');
  mkdirSync(trainingDir, { recursive: true });
  const sandbox = await startSandbox({ ...options, port: 0, dataDir: trainingDir });
  return { url: sandbox.url, close: () => sandbox.close(), demoAccount: { email: DEMO.email, senha: DEMO.senha } };
}
