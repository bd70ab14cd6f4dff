// The object the renderer sees as `window.station`: one named method per channel, grouped by
// domain, plus `on(event, listener)`. Its type IS the renderer's API (Bitwarden-style: derived
// from this object, never written twice). Both shells build it from a transport: the Electron
// preload over ipcRenderer, the browser host client over loopback HTTP.
//
// Security: nothing generic is exposed (no invoke(channel)), so a compromised page can only call
// the operations listed here, and main still parses every input. This file must stay free of
// runtime imports: the sandboxed preload bundles it, and only types come from electron/shared.
import type { Channel, ChannelInput, ChannelOutput, EventName, Result, StationEvents } from '../shared/ipc';

/** How a shell carries calls and events; generic on purpose, and never exposed to the page. */
export interface StationTransport {
  invoke(channel: Channel, input: unknown): Promise<Result<unknown>>;
  on(event: EventName, listener: (payload: unknown) => void): () => void;
  /** Events may have been lost and now flow again (the browser host's stream reopened); IPC never drops. */
  onReconnect?(listener: () => void): () => void;
}

/** Method names per domain. Adding a channel means adding its method here (checked below). */
export const stationMethods = {
  session: {
    login: 'session:login',
    logout: 'session:logout',
    restore: 'session:restore',
    state: 'session:state',
    selectLoja: 'session:select-loja',
  },
  settings: { get: 'settings:get', update: 'settings:update' },
  senders: { list: 'senders:list', create: 'senders:create' },
  recipients: { list: 'recipients:list', create: 'recipients:create' },
  quotes: { simulate: 'quotes:simulate', simulateInternational: 'quotes:simulate-international' },
  shipments: { create: 'shipments:create' },
  labels: {
    download: 'labels:download',
    emitAndPrint: 'labels:emit-and-print',
    resume: 'labels:resume',
    emissionStatus: 'labels:emission-status',
    unfinished: 'labels:unfinished',
    printAnyway: 'labels:print-anyway',
    unsettled: 'labels:unsettled',
    unsettledElsewhere: 'labels:unsettled-elsewhere',
    owedDaces: 'labels:owed-daces',
    printOwedDace: 'labels:print-owed-dace',
    buyAgainAnyway: 'labels:buy-again-anyway',
    acknowledgeDoubleCharge: 'labels:acknowledge-double-charge',
    stopWaiting: 'labels:stop-waiting',
    reprint: 'labels:reprint',
    cancelHeldCopy: 'labels:cancel-held-copy',
    file: 'labels:file',
    saveFile: 'labels:save-file',
    openFolder: 'labels:open-folder',
  },
  dace: {
    generate: 'dace:generate',
    get: 'dace:get',
    download: 'dace:download',
    generateAndPrint: 'dace:generate-and-print',
  },
  printers: {
    list: 'printers:list',
    check: 'printers:check',
    test: 'printers:test',
    addNetwork: 'printers:add-network',
    removeNetwork: 'printers:remove-network',
    jobs: 'printers:jobs',
    resend: 'printers:resend',
    profile: 'printers:profile',
    setProfile: 'printers:set-profile',
    detect: 'printers:detect',
  },
  tracking: { byCode: 'tracking:by-code', byShipment: 'tracking:by-shipment' },
  addressbook: {
    list: 'addressbook:list',
    search: 'addressbook:search',
    get: 'addressbook:get',
    use: 'addressbook:use',
    createSender: 'addressbook:create-sender',
    createRecipient: 'addressbook:create-recipient',
    outbox: 'addressbook:outbox',
    retry: 'addressbook:retry',
    discard: 'addressbook:discard',
    syncNow: 'addressbook:sync-now',
    status: 'addressbook:status',
  },
  desk: {
    scan: 'desk:scan',
    presets: 'desk:presets',
    savePreset: 'desk:preset-save',
    deletePreset: 'desk:preset-delete',
    reorderPresets: 'desk:preset-reorder',
    rule: 'desk:rule-get',
    setRule: 'desk:rule-set',
    oneKeyShip: 'desk:one-key-ship',
    quoteAhead: 'desk:quote-ahead',
    confirmShip: 'desk:confirm-ship',
    checkBeforeCreate: 'desk:check-before-create',
    takeWeight: 'desk:take-weight',
    importBatch: 'desk:batch-import',
    startBatch: 'desk:batch-start',
    pauseBatch: 'desk:batch-pause',
    resumeBatch: 'desk:batch-resume',
    retryFailedRows: 'desk:batch-retry-failed',
    batchStatus: 'desk:batch-status',
    confirmBatchWeight: 'desk:batch-confirm-weight',
    batches: 'desk:batch-list',
    discardBatch: 'desk:batch-discard',
    recentShipments: 'desk:journal-recent',
    daySummary: 'desk:day-summary',
    daySummaryPdf: 'desk:day-summary-pdf',
    auditList: 'desk:audit-list',
    auditCsv: 'desk:audit-csv',
    draft: 'desk:draft-get',
    saveDraft: 'desk:draft-save',
    clearDraft: 'desk:draft-clear',
  },
  scale: {
    devices: 'scale:devices',
    status: 'scale:status',
    configure: 'scale:configure',
    detect: 'scale:detect',
    current: 'scale:current',
  },
  warehouse: {
    status: 'warehouse:status',
    configure: 'warehouse:configure',
    unsettled: 'warehouse:unsettled',
    day: 'warehouse:day',
    audit: 'warehouse:audit',
  },
} as const satisfies Record<string, Record<string, Channel>>;

/** Events the page may listen to. */
export const stationEventNames = [
  'session-ended',
  'session-state',
  'sync-status',
  'print-job',
  'emission-progress',
  'owed-dace',
  'batch-progress',
  'scale-reading',
  'warehouse-status',
] as const satisfies readonly EventName[];

type Methods = typeof stationMethods;
type Exposed = { [D in keyof Methods]: Methods[D][keyof Methods[D]] }[keyof Methods];
// Compile-time proof that every channel has a method and every event is listed.
const everyChannelExposed: [Exclude<Channel, Exposed>] extends [never] ? true : Exclude<Channel, Exposed> = true;
const everyEventListed: [Exclude<EventName, (typeof stationEventNames)[number]>] extends [never] ? true : never = true;
void everyChannelExposed;
void everyEventListed;

/** A channel's method: no argument when the channel takes none. */
export type StationMethod<C extends Channel> = [ChannelInput<C>] extends [undefined]
  ? () => Promise<Result<ChannelOutput<C>>>
  : (input: ChannelInput<C>) => Promise<Result<ChannelOutput<C>>>;

export type StationApi = {
  [D in keyof Methods]: { [M in keyof Methods[D]]: StationMethod<Methods[D][M] & Channel> };
} & {
  /** Listens to a main-process event; returns the function that stops listening. */
  on<E extends EventName>(event: E, listener: (payload: StationEvents[E]) => void): () => void;
  /**
   * After main's events come again from a drop (the browser host's event stream reopened): what
   * was sent meanwhile is lost, so the page reads again what it learns from events. Never in
   * Electron, whose IPC does not drop. Returns the function that stops listening.
   */
  onReconnect(listener: () => void): () => void;
};

export function createStationApi(transport: StationTransport): StationApi {
  const api: Record<string, unknown> = {};
  for (const [domain, methods] of Object.entries(stationMethods)) {
    const group: Record<string, (input?: unknown) => Promise<Result<unknown>>> = {};
    for (const [method, channel] of Object.entries(methods)) {
      group[method] = (input?: unknown) => transport.invoke(channel, input);
    }
    api[domain] = Object.freeze(group);
  }
  const known = new Set<string>(stationEventNames);
  api.on = (event: EventName, listener: (payload: unknown) => void) => {
    if (!known.has(event)) throw new Error(`unknown station event: ${String(event)}`);
    if (typeof listener !== 'function') throw new Error('listener must be a function');
    return transport.on(event, (payload) => listener(payload));
  };
  api.onReconnect = (listener: () => void) => {
    if (typeof listener !== 'function') throw new Error('listener must be a function');
    return transport.onReconnect?.(() => listener()) ?? (() => undefined);
  };
  return Object.freeze(api) as StationApi;
}
