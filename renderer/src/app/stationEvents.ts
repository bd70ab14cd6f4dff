// Main's events, routed once into the store: session changes, a session that ended by itself,
// the address book's sync status, print jobs, emission progress and batch progress.
import { station } from './station';
import { useStore } from './store';
import { say } from '../i18n';
import { keepDrafts } from '../features/shipment/draftSlice';

export function listenToStation(): () => void {
  const api = station();
  const stops = [
    api.on('session-state', (session) => useStore.getState().applySession(session)),
    api.on('session-ended', (ended) => {
      const store = useStore.getState();
      store.endSession(ended);
      store.announce(say(ended.said), 'assertive');
    }),
    api.on('sync-status', (status) => useStore.getState().applyBookStatus(status)),
    api.on('print-job', (job) => useStore.getState().applyPrintJob(job)),
    // Any purchase that moves may settle (or unsettle) one: the list follows.
    api.on('emission-progress', () => useStore.getState().refreshUnsettledSoon()),
    api.on('batch-progress', (progress) => useStore.getState().applyBatchProgress(progress)),
    api.on('scale-reading', (state) => useStore.getState().applyScaleState(state)),
  ];
  return () => stops.forEach((stop) => stop());
}

/** First things at start: settings (language), events, then the session (restored or login). */
export async function bootStation(): Promise<void> {
  listenToStation();
  keepDrafts();
  const store = useStore.getState();
  await Promise.all([store.loadSettings(), store.bootSession()]);
  // The scale's state now (the events bring every later one).
  const scale = await station().scale.current();
  if (scale.ok) useStore.getState().applyScaleState(scale.value);
}
