// The channel map between the renderer and main: one entry per operation, named `domain:verb`,
// each with the zod schema its input must pass (main parses before any service sees it) and the
// type of its value. Both shells carry exactly this map: Electron IPC and the browser host's
// loopback RPC. The renderer's `window.station` is derived from it (electron/preload/api.ts).
//
// Adding a channel: add it to its domain's group (api.ts, printing.ts, workflow.ts, desk.ts, …;
// a new domain gets a new group, spread into `channels`), give it a handler in that domain of main
// (electron/main/<domain>/handlers.ts) and a method name in electron/preload/api.ts. The compiler
// refuses a channel without a handler, answered by another domain, or without a method.
import { z } from 'zod';
import { loginDtoSchema, type StoreSummary, anyUuid, typed } from './contract';
import { channel, noInput, type ChannelDef } from './channel';
import { addressBookChannels, type AddressBookStatus } from './addressbook';
import { apiChannels } from './api';
import { printingChannels, type PrintJobUpdate } from './printing';
import { workflowChannels, type EmissionProgress, type OwedDaceChange } from './workflow';
import { deskChannels, type BatchProgress } from './desk';
import type { Quoted, Said } from './messages';
import { scaleChannels, scaleConfigSchema, type ScaleState } from './scale';
import { warehouseChannels, warehouseConfigSchema, type WarehouseStatus } from './warehouse';

// ---------------------------------------------------------------------------------------------
// Results and errors (their own small files: the most basic types depend on no channel)

export { ERROR_KINDS, type ErrorKind, type StationError } from './station-error';
export { failed, ok, type Result } from './result';

// ---------------------------------------------------------------------------------------------
// Settings (non-secret; a JSON file in the data folder)

/** True for https URLs, and for http only on this computer (127.0.0.0/8, ::1, localhost). */
export function isAllowedApiBaseUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

/** Loopback names; URL.hostname keeps IPv6 in brackets. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

const apiBaseUrlSchema = z.string().refine(isAllowedApiBaseUrl, {
  message: 'must be an https address (plain http only for this computer: 127.0.0.1, ::1, localhost)',
});
const languageSchema = z.enum(['pt-BR', 'en']);
/** A printer id per document kind (the printing service defines the ids); null = ask/default. */
const printerRoutingShape = {
  label: z.string().max(300).nullable(),
  daceThermal: z.string().max(300).nullable(),
  dacePdf: z.string().max(300).nullable(),
};

export const settingsSchema = z.object({
  /** null = training mode: the embedded sandbox, no real money. */
  apiBaseUrl: apiBaseUrlSchema.nullable().default(null),
  /** The loja (X-Tenant-Id) chosen last. */
  tenantId: anyUuid().nullable().default(null),
  /** Prefills the login and names the keychain entry; never the password. */
  lastEmail: z.email().nullable().default(null),
  language: languageSchema.default('pt-BR'),
  /** Check the label printer answers before buying a label (on by default). */
  strictMode: z.boolean().default(true),
  printers: z.object(printerRoutingShape).default({ label: null, daceThermal: null, dacePdf: null }),
  workstationName: z.string().max(100).default(''),
  /** One-key ship stops after the pick and asks before buying (this desk's habit; off by default). */
  confirmOneKey: z.boolean().default(false),
  /** The desk scale (./scale): none, a serial port with its protocol and baud, or a USB HID scale. */
  scale: scaleConfigSchema.default({ kind: 'none' }),
  /**
   * Weigh on scan: a scanned new order on the ship screen waits for a stable reading of the desk
   * scale (up to weighTimeoutS), quotes with it and ships by the loja's rule without a key.
   */
  weighOnScan: z.boolean().default(false),
  weighTimeoutS: z.number().int().min(3).max(120).default(15),
  /** Warehouse mode: the PostgreSQL the desks of this warehouse share (./warehouse); null = a single desk. */
  warehouse: warehouseConfigSchema.nullable().default(null),
});
export type Settings = z.infer<typeof settingsSchema>;
export type Language = z.infer<typeof languageSchema>;

/** What the operator may change from the settings screen (loja and e-mail change by session). */
export const settingsPatchSchema = z.strictObject({
  apiBaseUrl: apiBaseUrlSchema.nullable().optional(),
  language: languageSchema.optional(),
  strictMode: z.boolean().optional(),
  printers: z.strictObject(printerRoutingShape).partial().optional(),
  // The audit log and the CSV carry it on every row: nothing hidden may ride along.
  workstationName: typed().max(100).optional(),
  confirmOneKey: z.boolean().optional(),
  weighOnScan: z.boolean().optional(),
  weighTimeoutS: z.number().int().min(3).max(120).optional(),
});
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export interface SettingsView {
  settings: Settings;
  /** The API this run talks to (the sandbox's loopback address in training mode). */
  activeApiBaseUrl: string;
  training: boolean;
  /** The saved apiBaseUrl differs from the running one: it takes effect at the next start. */
  restartRequired: boolean;
  /** What the operator must know about this start (a damaged database moved aside and what came back). */
  notices: Said[];
}

// ---------------------------------------------------------------------------------------------
// Session (tokens never appear here: they stay in main)

export interface SessionState {
  status: 'logged-out' | 'logged-in';
  email: string | null;
  userId: string | null;
  lojas: StoreSummary[];
  /** The chosen loja, sent as X-Tenant-Id; null until one is chosen. */
  tenantId: string | null;
  /** 'memory': no OS keychain answered; the operator logs in again at the next start. */
  tokenStorage: 'keychain' | 'memory';
  /** Why tokens are kept in memory only, in words for the operator; null with a keychain. */
  tokenStorageNotice: Said | null;
  /**
   * The system's own words behind that notice (no session bus, keytar's message, an exit code):
   * for support, shown under "Detalhes", never in the notice's sentence. Absent when none.
   */
  tokenStorageDetail?: string;
  training: boolean;
  /** Offered by the login screen in training mode only. */
  demoAccount: { email: string; senha: string } | null;
}

// ---------------------------------------------------------------------------------------------
// Channels

export type { ChannelDef } from './channel';

const none = noInput;
// Ids the server hands out, in any UUID syntax (the tolerant reader's rule, contract/tolerant.ts).
const id = anyUuid();

const sessionChannels = {
  'session:login': channel(loginDtoSchema).returns<SessionState>(),
  'session:logout': channel(none).returns<SessionState>(),
  /** Restores the stored session by a refresh (at most once per start; later calls share it). */
  'session:restore': channel(none).returns<SessionState>(),
  'session:state': channel(none).returns<SessionState>(),
  'session:select-loja': channel(z.strictObject({ tenantId: id })).returns<SessionState>(),
};

const settingsChannels = {
  'settings:get': channel(none).returns<SettingsView>(),
  'settings:update': channel(settingsPatchSchema).returns<SettingsView>(),
};

/**
 * The groups the map is joined from, one per domain of main and named as main's combineHandlers
 * names them (each domain answers exactly its group; the compiler checks it, see
 * electron/main/ipc/registry.ts). A spread keeps the last of two equal keys without a
 * word, so test/unit/core/station-api-has-one-named-method-per-channel.test.ts checks that no
 * channel is declared by two groups.
 */
export const channelGroups = {
  session: sessionChannels,
  settings: settingsChannels,
  api: apiChannels,
  printing: printingChannels,
  workflow: workflowChannels,
  addressbook: addressBookChannels,
  desk: deskChannels,
  scale: scaleChannels,
  warehouse: warehouseChannels,
};
export type ChannelGroups = typeof channelGroups;

export const channels = {
  ...sessionChannels,
  ...settingsChannels,
  // One call to the server each: senders, recipients, quotes, shipments, the label file, the DACE, tracking.
  ...apiChannels,
  // The desk's printers, their profiles and the print jobs (printers:*).
  ...printingChannels,
  // Emission workflow (labels:emit-and-print, resume, reprint, …) and the DACE printed.
  ...workflowChannels,
  // The offline-tolerant address book (addressbook:list, search, create-*, outbox, …).
  ...addressBookChannels,
  // Desk speed: scan-to-print, presets, rate rules, one-key ship, batches, day summary, audit (desk:*).
  ...deskChannels,
  // The desk scale: devices, configure, detect, the current reading (scale:*).
  ...scaleChannels,
  // The warehouse journal the desks share (warehouse:*).
  ...warehouseChannels,
} satisfies Record<string, ChannelDef>;

export type ChannelMap = typeof channels;
export type Channel = keyof ChannelMap;
/** What the renderer passes (defaults not yet applied). */
export type ChannelInput<C extends Channel> = z.input<ChannelMap[C]['input']>;
/** What the handler receives after parsing (defaults applied). */
export type ChannelParsed<C extends Channel> = z.output<ChannelMap[C]['input']>;
export type ChannelOutput<C extends Channel> = ChannelMap[C]['output'];

export const channelNames = Object.keys(channels) as Channel[];

// ---------------------------------------------------------------------------------------------
// Events (main → renderer)

export interface SessionEnded {
  /** refresh-refused: the server would not renew the session (expired, revoked, reused). */
  reason: 'refresh-refused';
  said: Said;
  /** The server's own words about it. */
  quoted?: Quoted;
}

/** Address book sync: last complete sync, running, offline since, outbox counts (./addressbook). */
export type SyncStatus = AddressBookStatus;

// A print job changed (PrintJobUpdate) and a label emission moved on (EmissionProgress): their
// shapes belong to the printers (./printing) and the emission workflow (./workflow).
export type { EmissionProgress, OwedDaceChange } from './workflow';
export type { PrintJobUpdate } from './printing';

export interface StationEvents {
  'session-ended': SessionEnded;
  /** Any change of SessionState (login, loja switch, keychain lost, …). */
  'session-state': SessionState;
  'sync-status': SyncStatus;
  'print-job': PrintJobUpdate;
  'emission-progress': EmissionProgress;
  /** A purchase's owed DACE was settled or is (still) owed: the owed list is read again (./workflow). */
  'owed-dace': OwedDaceChange;
  /** A batch row or the batch changed (./desk). */
  'batch-progress': BatchProgress;
  /** The scale's latest reading or problem, at every frame (./scale). */
  'scale-reading': ScaleState;
  /** The warehouse journal answers, or not since when (./warehouse). */
  'warehouse-status': WarehouseStatus;
}
export type EventName = keyof StationEvents;
