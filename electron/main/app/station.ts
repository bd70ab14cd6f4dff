// The composition root both shells use (Electron and the browser host). Read top to bottom, it
// is every service of the station and how they are wired:
//
//   platform   data folder, log, settings, the internal event bus
//   server     the API base URL (or the training sandbox), the keychain, one HTTP client, the
//              session, the API client acting for the chosen loja
//   services   printing, the emission workflow (the only way to buy), the address book, the desk
//   events     who listens to what on the bus (app/events.ts), and what the page sees
//   channels   every domain's handler map, combined once (a channel answered twice is refused)
//
// With no API base URL it runs in training mode: the embedded sandbox on a free loopback port,
// its data in the station's data folder, and the demo account offered at login.
//
// Longer than 350 lines on purpose (issue 30, item 7): the composition root reads top to bottom
// as one function, and the order in which it builds and wires the services is what it says;
// every service it wires lives in its own module.
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { said } from '../../shared/messages';
import { join } from 'node:path';
import { addressBookApiFor, AddressBookService, createAddressBookHandlers } from '../addressbook';
import {
  apiHandlers,
  checkedBaseUrl,
  createApiClient,
  createAuthApi,
  createLojaClient,
  createHttp,
  type ApiClient,
  type Http,
  type HttpOptions,
} from '../api';
import { createDesk, dayRange, type Desk } from '../desk';
import { combineHandlers, createRegistry, createRendererEvents, type RendererEvents, type Registry } from '../ipc';
import { createLogger, type Logger } from '../log';
import { createBus, salvageInto, type After, type Salvaged } from '../platform';
import {
  checkedRoutes,
  openStationPrinting,
  printerHandlers,
  type Printing,
  type StationPrintingDeps,
} from '../printing';
import { closeThermalEngine } from '../thermal';
import {
  createSession,
  createTokenVault,
  openTokenVault,
  sessionHandlers,
  type KeychainOptions,
  type SecretVault,
  type Session,
  type TokenVault,
} from '../session';
import {
  createScaleService,
  scaleHandlers,
  type HidBoundary,
  type ScaleService,
  type ScaleServiceOptions,
} from '../scale';
import { openSettings, settingsHandlers, type SettingsStore } from '../settings';
import { EmissionWorkflow, workflowHandlers, type RecoveredCharge, type WorkflowTiming } from '../workflow';
import { passwordAccount, WarehouseService, warehouseHandlers } from '../warehouse';
import { isDevelopmentBuild } from './development';
import { lojaActivations, toRenderer, type StationBus, type StationEvents } from './events';
import {
  describeRecoveredCharges,
  describeStorageNotice,
  notWritableRefusal,
  setAsideDamaged,
  type StationFile,
  type StorageNotice,
} from './storage-check';
import { startTraining, type TrainingOptions } from './training';

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
  training?: TrainingOptions;
  /** The scale's HID device boundary (default node-hid) and timings (tests shorten them). */
  scale?: { hid?: HidBoundary; timing?: ScaleServiceOptions['timing'] };
  /** The clock the desk's time windows read (the scan repeat window, a reprint asked first); tests move it instead of sleeping. */
  now?: () => number;
  /** The timer the desk's waits use (weigh on scan's timeout); tests fire it instead of sleeping. */
  after?: After;
  /** The emission workflow's timings (tests and benches shorten how long a purchase is confirmed). */
  workflow?: { timing?: Partial<WorkflowTiming> };
  /** Opens a folder on the desk (Electron: shell.openPath); default: the desktop's own opener. */
  openFolder?: (folder: string) => Promise<boolean>;
  /** The warehouse journal's timings (tests shorten the takeover timeout and the retry). */
  warehouse?: { takeOverAfterMs?: number; retryMs?: number; queryTimeoutMs?: number };
  /**
   * How long one label conversion may run before its worker is ended (tests shorten it;
   * thermal/limits.ts), and the engine's conversion (tests wrap the real one to see what converts).
   */
  printing?: Pick<StationPrintingDeps, 'conversionDeadlineMs' | 'convert'>;
  /**
   * A development or test build (a /dev/pts/N scale is accepted): SHIPPING_STATION_DEV=1 in the
   * environment unless said here (app/development.ts).
   */
  development?: boolean;
}

export interface Station {
  readonly dataDir: string;
  /** The API this run talks to; the sandbox's loopback address in training mode. */
  readonly apiBaseUrl: string;
  readonly training: boolean;
  readonly logger: Logger;
  readonly settings: SettingsStore;
  /** The internal event bus (app/events.ts): what one service tells the others. */
  readonly bus: StationBus;
  /** What the page sees: the shells forward these to the renderer. */
  readonly events: RendererEvents;
  readonly vault: TokenVault;
  readonly session: Session;
  /** The one HTTP client (timeouts, retries, contract parsing), for services that bind their own API view. */
  readonly http: Http;
  readonly api: ApiClient;
  readonly registry: Registry;
  /** Discovery, routing, readiness, the print queue and test pages. */
  readonly printing: Printing;
  /** The emission workflow: buy a label once, print it once, resume after a crash. */
  readonly workflow: EmissionWorkflow;
  /** Senders and recipients of the chosen loja, answering from a local copy when offline. */
  readonly addressBook: AddressBookService;
  /** Desk speed: scan-to-print, presets, rate rules, one-key ship, batches, day summary, audit (desk.db). */
  readonly desk: Desk;
  /** The desk scale: its devices, configuration, and live readings. */
  readonly scale: ScaleService;
  /** The purchase journal the desks of a warehouse share (settings.warehouse; none for a single desk). */
  readonly warehouse: WarehouseService;
  /** Databases found damaged at this start: where each went and what was recovered. */
  readonly storageNotices: readonly StorageNotice[];
  /** Charges of the audit log that workflow.db and the print queue had lost, back as this desk's purchases. */
  readonly recoveredCharges: readonly RecoveredCharge[];
  close(): Promise<void>;
}

/** The address a station whose server is unknown names (RFC 2606 .invalid: it never resolves). */
export const UNKNOWN_SERVER = 'https://servidor-nao-escolhido.invalid';

/**
 * How long after the station is made the training server behind its address is made, unless a
 * call to it comes first (app/training.ts): the login is drawn and usable within this.
 */
const TRAINING_SERVER_AFTER_MS = 1000;

/**
 * No request leaves while the server is unknown: each is refused as never sent (nothing
 * happened), as fetch refuses a name that does not resolve.
 */
async function refuseUnchosenServer(): Promise<Response> {
  throw new TypeError('fetch failed', {
    cause: Object.assign(new Error('the server of this desk is not chosen yet'), { code: 'ENOTFOUND' }),
  });
}

export async function createStation(options: StationOptions): Promise<Station> {
  try {
    return await makeStation(options);
  } catch (error) {
    // A data folder or file this user cannot write often opens fine and refuses its first write:
    // said as the storage layer says it (the file named, what to ask for), not in SQLite's words.
    throw notWritableRefusal(error, options.dataDir) ?? error;
  }
}

async function makeStation(options: StationOptions): Promise<Station> {
  // ---- platform ----
  const { dataDir } = options;
  // A URL given for this run is checked before anything is written to disk.
  if (typeof options.apiBaseUrl === 'string') checkedBaseUrl(options.apiBaseUrl);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const logger = options.logger ?? createLogger({ file: join(dataDir, 'logs', 'station.log') });
  const log = logger.child('station');
  const settings = openSettings(join(dataDir, 'settings.json'), logger.child('settings'));
  const locale = () => settings.get().language;
  const bus = createBus<StationEvents>((name, error) => log.warn('event listener failed', { event: name, error }));
  const events = createRendererEvents((error) => log.warn('renderer event listener failed', { error }));

  // ---- server: the API (or the training sandbox), keychain, session ----
  // settings.json and its last good copy both unreadable: which server this desk uses is unknown.
  // Training would be a guess (a real desk printing sandbox labels), and so would any address:
  // the station starts talking to no server, every call refused before it leaves, and the
  // start-up notice asks the operator to choose (Settings: the store's server, or training).
  const serverUnknown = options.apiBaseUrl === undefined && settings.lost() !== null;
  const configured = options.apiBaseUrl === undefined ? settings.get().apiBaseUrl : options.apiBaseUrl;
  const sandbox = configured === null && !serverUnknown ? await startTraining(dataDir, options.training ?? {}) : null;
  const apiBaseUrl = serverUnknown ? UNKNOWN_SERVER : sandbox ? sandbox.url : checkedBaseUrl(configured ?? '');
  // Names this server in the vault, the address book and the desk: the sandbox's port changes at
  // every start (its data persists in the data folder), so training is 'training', not its URL.
  const server = sandbox ? 'training' : apiBaseUrl;
  log.info('station starting', { training: Boolean(sandbox), apiBaseUrl });

  const vault = options.vault
    ? createTokenVault(options.vault, null, logger.child('vault'))
    : await openTokenVault(logger.child('vault'), options.keychain);
  const http = createHttp({
    baseUrl: apiBaseUrl,
    logger: logger.child('api'),
    locale,
    ...options.http,
    ...(serverUnknown ? { fetch: refuseUnchosenServer } : {}),
  });
  const session = createSession({
    auth: createAuthApi(http),
    vault,
    settings,
    onState: (state) => bus.emit('session.changed', state),
    onEnded: (ended) => bus.emit('session.ended', ended),
    logger,
    server,
    demoAccount: sandbox ? sandbox.demoAccount : null,
  });
  const api = createApiClient(http, session);

  // ---- services ----
  const late: { desk?: Desk } = {};
  // Every database is checked first: a damaged one is moved aside (never deleted) and salvaged below.
  const damaged = setAsideDamaged(dataDir, log);
  // Printing: the print queue (print-queue.sqlite), routes and network printers.
  const printing = await openStationPrinting({ dataDir, settings, ...options.printing });
  printing.queue.onTrouble = (error) => log.error('the print queue cannot read or write its file', { error });
  // The emission workflow (workflow.db): the only way a label is bought.
  const workflow = new EmissionWorkflow({
    dataDir,
    api,
    apiFor: (tenantId) => createLojaClient(http, session, tenantId),
    printing,
    tenantId: () => {
      const state = session.state();
      return state.status === 'logged-in' ? state.tenantId : null;
    },
    strictMode: () => settings.get().strictMode,
    onProgress: (progress) => bus.emit('emission.progress', progress),
    onLabelFileAsked: (label) => bus.emit('emission.file-asked', label),
    onOwedDace: (change) => bus.emit('emission.owed-dace', change),
    onDecision: (decision) => bus.emit('emission.decision', decision),
    // The desk opens after the workflow; no purchase can start before it does.
    onIntent: (intent) => late.desk?.service.purchaseIntent(intent),
    logger,
    ...(options.workflow?.timing ? { timing: options.workflow.timing } : {}),
    ...(options.now ? { windowNow: options.now } : {}),
  });
  // Address book (addressbook.db): one partition per server and loja.
  const addressBook = new AddressBookService({
    dataDir,
    apiFor: (scope) => addressBookApiFor(http, session, scope),
    locale,
  });
  // The desk scale (settings.scale): connected in the background, its readings on the bus.
  const scale = createScaleService({
    settings,
    logger,
    ...options.scale,
    pseudoTerminals: options.development ?? isDevelopmentBuild(),
  });

  // The warehouse journal (warehouse.db here; PostgreSQL shared by the desks when set up).
  const deskName = () => settings.get().workstationName.trim() || hostname();
  const warehouse = new WarehouseService({
    dataDir,
    server,
    config: () => settings.get().warehouse,
    deskName,
    password: (config) => vault.get(passwordAccount(config)),
    localState: (shipmentId) => workflow.status(shipmentId)?.record.state,
    factsOf: (shipmentId) => purchaseFactsOf(shipmentId),
    printed: (shipmentId) => {
      const labelId = workflow.status(shipmentId)?.record.labelId;
      return labelId ? printing.queue.byKey(`label:${labelId}`)?.status === 'done' : false;
    },
    logger,
    onStatus: (status) => bus.emit('warehouse.status', status),
    ...(options.now ? { now: options.now } : {}),
    ...options.warehouse,
  });
  const purchaseFactsOf = (shipmentId: string) => {
    const record = workflow.status(shipmentId)?.record;
    const entry = late.desk?.service.journal.get(shipmentId);
    return {
      label_id: record?.labelId ?? entry?.labelId ?? null,
      tracking_code: record?.trackingCode ?? entry?.trackingCode ?? null,
      carrier_name: entry?.carrierName ?? null,
      service_name: entry?.serviceName ?? null,
      price_cents: record?.priceCents ?? entry?.priceCents ?? entry?.quotedPriceCents ?? null,
      weight_grams: entry?.weightRecord?.grams ?? null,
      recipient_name: entry?.recipientName ?? null,
      recipient_city: entry?.recipientCity ?? null,
      recipient_state: entry?.recipientState ?? null,
    };
  };

  // Desk (desk.db, per server and loja): journal, audit, presets, rules, one-key ship, batches.
  const desk: Desk = createDesk({
    warehouse,
    warehouseDay: (tenantId, from, to) =>
      settings.get().warehouse ? warehouse.day(tenantId, from, to) : Promise.resolve(null),
    scale,
    dataDir,
    server,
    http,
    session,
    api,
    settings,
    logger,
    workflow,
    printing,
    addressBook,
    onBatchProgress: (progress) => bus.emit('batch.progress', progress),
    locale,
    now: options.now,
    ...(options.after ? { after: options.after } : {}),
  });

  late.desk = desk;
  // Every fresh purchase claims its order first: on this station, and in the warehouse journal.
  workflow.claimOrdersWith((purchase) => desk.service.claimOrder(purchase));

  // What the damaged files still held goes into the fresh ones; the address book resyncs itself.
  const salvage: Partial<Record<StationFile, (file: string) => Salvaged[]>> = {
    'workflow.db': (file) => workflow.salvageFrom(file),
    'print-queue.sqlite': (file) => printing.queue.salvageFrom(file),
    'desk.db': (file) => salvageInto(desk.service.db, file),
    'warehouse.db': (file) => warehouse.salvageFrom(file),
  };
  const storageNotices = [...damaged].map(([name, notice]) => ({
    ...notice,
    recovered: salvage[name]?.(notice.movedTo) ?? [],
  }));
  for (const notice of storageNotices) log.warn('database recovered', { ...notice });
  // Then the audit log's charges never seen printed are compared with workflow.db and the queue
  // (after the salvage, which may have brought their rows back): a label this desk paid for and
  // both lost is this desk's purchase again, printed once at the next resume, never re-bought.
  const recoveredCharges = desk.service.reconcileCharges();
  if (recoveredCharges.length > 0) log.warn('charges recovered from the audit log', { count: recoveredCharges.length });
  const lostSettings = settings.lost();
  const startupNotices = [
    ...(serverUnknown && lostSettings
      ? [said('station.settingsLost', { movedTo: lostSettings.movedTo ?? settings.file })]
      : []),
    ...storageNotices.map(describeStorageNotice),
    ...describeRecoveredCharges(recoveredCharges),
  ];

  // ---- events: who listens to what ----
  const stops = [
    toRenderer(bus, events),
    printing.queue.onJobUpdate((job) => bus.emit('print.job', job)),
    addressBook.onStatus((status) => bus.emit('addressbook.status', status)),
    scale.subscribe((state) => bus.emit('scale.reading', state)),
    // Connections to the server open from login on and are kept while the operator works (api/link.ts);
    // the HTTP client is made ready then too.
    bus.on('session.changed', (state) =>
      state.status === 'logged-in' ? http.warm(new URL(apiBaseUrl).origin) : http.link.rest(),
    ),
    bus.on('session.changed', (state) =>
      addressBook.select(state.status === 'logged-in' && state.tenantId ? { server, tenantId: state.tenantId } : null),
    ),
    bus.on('emission.progress', (progress) => desk.service.emissionProgressed(progress)),
    bus.on('emission.file-asked', (label) => desk.service.labelFileAsked(label)),
    bus.on('emission.decision', (decision) => desk.service.emissionDecided(decision)),
    bus.on('print.job', (job) => desk.service.printJobChanged(job)),
    // A claimed purchase's next state is owed to the warehouse journal (written here first).
    bus.on('emission.progress', ({ shipmentId }) => {
      if (!warehouse.holds(shipmentId)) return;
      const state = workflow.status(shipmentId)?.record.state;
      if (state === 'ready' || state === 'queued') warehouse.follow(shipmentId, 'bought');
      else if (state === 'failed') warehouse.follow(shipmentId, 'released');
    }),
    bus.on('print.job', (job) => {
      if (job.document.kind === 'label' && job.status === 'done' && job.document.shipmentId)
        warehouse.follow(job.document.shipmentId, 'printed');
    }),
    // A loja became active: its unfinished purchases continue (emit again, which never charges
    // twice; download; queue under the same key), and so do its batches.
    bus.on('loja.activated', () => {
      void workflow
        .resume()
        .then((reports) => {
          if (reports.length > 0)
            log.info('emissions resumed', {
              count: reports.length,
              failed: reports.filter((r) => !r.result.ok).length,
            });
        })
        .catch((error: unknown) => log.warn('resume failed', { error }));
    }),
    bus.on('loja.activated', ({ tenantId }) => desk.service.lojaActivated(tenantId)),
    // The label printer's conversion engine is made ready once the operator can buy, not while the
    // station starts (the worker and MuPDF are ~300 ms of CPU a start to the window never needs,
    // issue 30): the first label of the session then converts as a warm one (issue 28). A warm-up
    // that fails only means that label converts cold, as before: logged, never shown.
    bus.on('loja.activated', () => {
      const started = performance.now();
      printing.warmEngine('label').then(
        (warmed) => {
          if (warmed) log.info('label conversion warmed', { ms: Math.round(performance.now() - started) });
        },
        (error: unknown) => log.info('label conversion not warmed', { error }),
      );
    }),
    bus.on('loja.deactivated', ({ loggedOut }) => {
      if (loggedOut) desk.service.loggedOut();
    }),
  ];
  stops.push(lojaActivations(bus, session.state()));
  bus.emit('session.changed', session.state());
  void scale.start().catch((error: unknown) => log.warn('scale did not start', { error }));
  void warehouse.start();

  // ---- channels: every domain's map, combined once ----
  const handlers = combineHandlers({
    // A route saved to a printer must name one this computer lists or the operator added.
    settings: checkedRoutes(
      printing,
      settingsHandlers({
        settings,
        // While the server is unknown, any choice the operator saves (training included) asks for a restart.
        active: {
          apiBaseUrl,
          training: Boolean(sandbox),
          configured: serverUnknown ? UNKNOWN_SERVER : settings.get().apiBaseUrl,
        },
        notices: () => startupNotices,
      }),
    ),
    session: sessionHandlers(session),
    // The API's pass-through channels; the desk journals shipments and quotes around them.
    api: desk.journalShipping(apiHandlers(api)),
    printing: printerHandlers(printing),
    // The unsettled list shows each purchase with what the desk journal knows of its order.
    workflow: workflowHandlers(workflow, {
      printers: printing,
      dace: api,
      orderOf: (shipmentId) => desk.service.orderOf(shipmentId),
      lojaName: (tenantId) => session.state().lojas.find((loja) => loja.id === tenantId)?.name,
      dataDir,
      ...(options.openFolder ? { openFolder: options.openFolder } : {}),
    }),
    addressbook: createAddressBookHandlers(addressBook),
    desk: desk.handlers,
    scale: scaleHandlers(scale),
    warehouse: warehouseHandlers({
      warehouse,
      tenantId: () => {
        const state = session.state();
        return state.status === 'logged-in' ? state.tenantId : null;
      },
      dayRange: (day) => dayRange(day),
      save: (config) => settings.update({ warehouse: config }),
      storePassword: (config, password) => vault.set(passwordAccount(config), password),
    }),
  });
  const registry = createRegistry(handlers, { logger, locale });

  let closed = false;
  // The training server behind its address is made a moment after the station, once the page's
  // first screen is drawn, or at once by a call to it (app/training.ts).
  if (sandbox) {
    const making = setTimeout(
      () => void sandbox.start().catch((error: unknown) => log.error('the training server could not start', { error })),
      TRAINING_SERVER_AFTER_MS,
    );
    stops.push(() => clearTimeout(making));
  }
  return {
    dataDir,
    apiBaseUrl,
    training: Boolean(sandbox),
    logger,
    settings,
    bus,
    events,
    vault,
    session,
    http,
    api,
    registry,
    printing,
    workflow,
    addressBook,
    desk,
    scale,
    warehouse,
    storageNotices,
    recoveredCharges,
    async close() {
      if (closed) return;
      closed = true;
      for (const stop of stops.splice(0)) stop();
      await scale.close();
      await warehouse.close();
      desk.close();
      workflow.close();
      printing.close();
      // The conversion worker (MuPDF) is shared by the process; it stops with the station.
      await closeThermalEngine();
      await http.link.close();
      await addressBook.close();
      await sandbox?.close();
      log.info('station closed');
      if (!options.logger) logger.close();
    },
  };
}
