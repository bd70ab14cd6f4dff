// The station's internal events, and the two decisions made about them in one place:
//   - which of them the page sees, and as what view (toRenderer);
//   - when a loja becomes active (login, a restored session, a loja switch), said once per
//     activation (lojaActivations): the workflow's resume and the desk's batches both follow
//     this one event, so a repeated session-state can never resume twice.
import type { BatchProgress } from '../../shared/desk';
import type { EmissionProgress, OwedDaceChange, SessionEnded, SessionState, SyncStatus } from '../../shared/ipc';
import type { ScaleState } from '../../shared/scale';
import type { WarehouseStatus } from '../../shared/warehouse';
import type { RendererEvents } from '../ipc';
import type { Bus } from '../platform';
import { toPrintJobView, type PrintJob } from '../printing';
import type { OperatorDecision } from '../workflow';

export interface StationEvents {
  /** Any change of the session (login, loja switch, keychain lost, logout, ended). */
  'session.changed': SessionState;
  /** The server refused to renew the session. */
  'session.ended': SessionEnded;
  /** The operator now works for this loja (said once per activation). */
  'loja.activated': { tenantId: string };
  /** No loja is active any more: logged out, or logged in before a loja was chosen. */
  'loja.deactivated': { loggedOut: boolean };
  /** A label purchase moved on (the workflow's phases; requestId when a page started it). */
  'emission.progress': EmissionProgress;
  /** A purchase's owed DACE was settled, or is (still) owed: the page's owed list follows. */
  'emission.owed-dace': OwedDaceChange;
  /** A bought label's file was asked for: its request is on its way (the desk notes the purchase then). */
  'emission.file-asked': { shipmentId: string; labelId: string };
  /** The operator decided about money on an unsettled purchase (audited before it is acted on). */
  'emission.decision': OperatorDecision;
  /** A print job changed (any document, any printer). */
  'print.job': PrintJob;
  'batch.progress': BatchProgress;
  'addressbook.status': SyncStatus;
  /** The desk scale's latest reading or problem (every frame). */
  'scale.reading': ScaleState;
  /** The warehouse journal answers, or stopped answering. */
  'warehouse.status': WarehouseStatus;
}

export type StationBus = Bus<StationEvents>;

/** Carries what the page may see to the renderer's events, as views. Returns the function that stops it. */
export function toRenderer(bus: StationBus, renderer: RendererEvents): () => void {
  const stops = [
    bus.on('session.changed', (state) => renderer.emit('session-state', state)),
    bus.on('session.ended', (ended) => renderer.emit('session-ended', ended)),
    bus.on('emission.progress', (progress) => renderer.emit('emission-progress', progress)),
    bus.on('emission.owed-dace', (change) => renderer.emit('owed-dace', change)),
    bus.on('print.job', (job) => renderer.emit('print-job', toPrintJobView(job))),
    bus.on('batch.progress', (progress) => renderer.emit('batch-progress', progress)),
    bus.on('addressbook.status', (status) => renderer.emit('sync-status', status)),
    bus.on('scale.reading', (state) => renderer.emit('scale-reading', state)),
    bus.on('warehouse.status', (status) => renderer.emit('warehouse-status', status)),
  ];
  return () => stops.forEach((stop) => stop());
}

/**
 * Turns session changes into loja activations: 'loja.activated' once each time the active loja
 * becomes a different one (or comes back after a logout), 'loja.deactivated' when none is.
 */
export function lojaActivations(bus: StationBus, initial: SessionState): () => void {
  let active: string | null = null;
  const follow = (state: SessionState) => {
    const tenantId = state.status === 'logged-in' ? state.tenantId : null;
    if (tenantId === active) return;
    active = tenantId;
    if (tenantId) bus.emit('loja.activated', { tenantId });
    else bus.emit('loja.deactivated', { loggedOut: state.status === 'logged-out' });
  };
  const stop = bus.on('session.changed', follow);
  follow(initial);
  return stop;
}
