// Main's events, routed once into the store: session changes, a session that ended by itself,
// the address book's sync status, print jobs, emission progress, owed DACEs, batch progress, the
// scale's readings and the warehouse journal's status. When the events come again after a drop
// (the browser host's stream reopened), all of that is read again: what was sent meanwhile is lost.
import { station } from '../bridge/station';
import { useStore } from './store';
import { say } from '../i18n';
import { keepDrafts } from '../features/shipment';
import { quoteAheadForOneKey } from '../features/oneKey';
import { isOwnRequest } from '../features/purchase';
import type { EmissionPhase } from '../../../electron/shared/workflow';

/** The phases of a purchase whose label is bought (its file on the way to, or at, the printer). */
const BOUGHT_PHASES: ReadonlySet<EmissionPhase> = new Set(['printing', 'printed']);

export function listenToStation(): () => void {
  const api = station();
  const stops = [
    api.on('session-state', (session) => useStore.getState().applySession(session)),
    api.on('session-ended', (ended) => {
      const store = useStore.getState();
      store.endSession(ended);
      store.announce((t) => say(ended.said, t), 'assertive');
    }),
    api.on('sync-status', (status) => useStore.getState().applyBookStatus(status)),
    api.on('print-job', (job) => useStore.getState().applyPrintJob(job)),
    api.on('emission-progress', (event) => {
      const store = useStore.getState();
      // Any purchase that moves may settle (or unsettle) one: the lists follow, the warehouse's too.
      store.refreshUnsettledSoon();
      store.refreshWarehouseSoon();
      // A label bought by another window of this station (or a batch, a resume) shows in this
      // window's lists as it happens; this window's own purchases it records itself.
      if (BOUGHT_PHASES.has(event.phase) && !isOwnRequest(event.requestId)) store.refreshLabelsSoon();
    }),
    // An owed DACE printed by a resume (or from the DACE panel, another window) leaves its line, and
    // one newly owed or failed again shows with its reason, without a reload.
    api.on('owed-dace', () => useStore.getState().refreshUnsettledSoon()),
    api.on('batch-progress', (progress) => useStore.getState().applyBatchProgress(progress)),
    api.on('scale-reading', (state) => useStore.getState().applyScaleState(state)),
    api.on('warehouse-status', (status) => {
      const store = useStore.getState();
      store.applyWarehouseStatus(status);
      store.refreshWarehouseSoon();
    }),
    api.onReconnect(() => void readAgain()),
  ];
  return () => stops.forEach((stop) => stop());
}

/** The scale's state now (the events bring every later one). */
async function readScale(): Promise<void> {
  const scale = await station().scale.current();
  if (scale.ok) useStore.getState().applyScaleState(scale.value);
}

/**
 * Everything the page otherwise learns only from main's events, read again. Each status carries
 * its stamp and the slices keep the newest, so an answer older than an event that came meanwhile
 * changes nothing.
 */
export async function readAgain(): Promise<void> {
  const store = useStore.getState();
  const reads: Array<Promise<unknown>> = [store.loadWarehouseStatus(), readScale()];
  const session = await station().session.state();
  // A session changed meanwhile (logged out, another loja) is applied as the event would have.
  if (session.ok) store.applySession(session.value);
  if (session.ok && session.value.status === 'logged-in' && session.value.tenantId !== null) {
    reads.push(store.loadBookStatus(), store.loadPrintJobs(), store.readBatchesAgain());
    // Purchases that moved, owed DACEs and labels bought elsewhere: their lists are read again.
    store.refreshUnsettledSoon();
    store.refreshWarehouseSoon();
    store.refreshLabelsSoon();
  }
  await Promise.all(reads);
}

/** First things at start: settings (language), events, then the session (restored or login). */
export async function bootStation(): Promise<void> {
  listenToStation();
  keepDrafts();
  quoteAheadForOneKey();
  const store = useStore.getState();
  await Promise.all([store.loadSettings(), store.bootSession(), store.loadWarehouseStatus()]);
  await readScale();
}
