// Issue 30, item 5: every slice that calls main sets its busy flag and error through one helper
// (lib/busyCall.ts). A call the operator waits on raises its flag and clears the old error at once;
// a quiet load (presets, printers, the rule, the settings, the outbox, the warehouse's unsettled
// purchases) has no flag and keeps a refusal on screen until main answers again, then clears it.
// The store and its slices are the real ones; window.station is a fake (no Electron here).
import { beforeEach, describe, expect, it } from 'vitest';
import type { StationError } from '../../../electron/shared/ipc';
import { verbatim } from '../../../electron/shared/messages';
import { resetStore, useStore } from '../../../renderer/src/app/store';
import { installStation } from './support/station';

const refused = (words: string): StationError => ({ kind: 'internal', said: verbatim(words) });

/** A call main answers only when the test says so. */
function gate<T>() {
  let open!: (value: T) => void;
  const answer = new Promise<T>((resolve) => (open = resolve));
  return { answer, open };
}

beforeEach(() => resetStore());

describe('a quiet load (no busy flag)', () => {
  it('keeps the last refusal on screen while it asks again, and clears it when main answers', async () => {
    const earlier = refused('a lista de impressoras não respondeu');
    useStore.setState({ printersError: earlier });
    const printers = gate<[]>();
    installStation({ 'printers.list': () => printers.answer });
    const loading = useStore.getState().loadPrinters();
    await Promise.resolve();
    expect(useStore.getState().printersError).toBe(earlier);
    printers.open([]);
    await loading;
    expect(useStore.getState()).toMatchObject({ printersError: null, printersLoaded: true, printers: [] });
  });

  it('shows a new refusal in place of the old one and keeps what it had loaded', async () => {
    useStore.setState({ presetsError: refused('antes') });
    const kept = useStore.getState().presets;
    installStation({ 'desk.presets': () => ({ ok: false, error: refused('agora') }) });
    await useStore.getState().loadPresets();
    expect(useStore.getState().presetsError?.said).toEqual(verbatim('agora'));
    expect(useStore.getState().presets).toBe(kept);
  });
});

describe('a call the operator waits on (busy flag)', () => {
  it('raises its flag and clears the old error at once, and lowers it with main’s refusal', async () => {
    useStore.setState({ warehouseError: refused('antes') });
    const saved = gate<{ ok: false; error: StationError }>();
    installStation({ 'warehouse.configure': () => saved.answer });
    const saving = useStore.getState().configureWarehouse(null);
    await Promise.resolve();
    expect(useStore.getState()).toMatchObject({ warehouseBusy: true, warehouseError: null });
    saved.open({ ok: false, error: refused('agora') });
    await saving;
    expect(useStore.getState().warehouseBusy).toBe(false);
    expect(useStore.getState().warehouseError?.said).toEqual(verbatim('agora'));
  });
});

describe('resuming the purchases left unsettled', () => {
  it('says why main refused on the list, lowers its flag and reads the lists again', async () => {
    const station = installStation({
      'labels.resume': () => ({ ok: false, error: refused('a sessão terminou') }),
      'labels.unfinished': () => [],
      'labels.unsettled': () => [],
      'printers.jobs': () => [],
    });
    await useStore.getState().resumeEmissions();
    expect(useStore.getState().resuming).toBe(false);
    expect(useStore.getState().unsettledError?.said).toEqual(verbatim('a sessão terminou'));
    expect(station.callsTo('labels.unfinished')).toHaveLength(1);
  });
});

describe('a flag and an error inside one panel’s state (the DACE on screen)', () => {
  it('raises the panel’s flag and clears its error at once, and lowers it with main’s refusal', async () => {
    const asked = gate<{ ok: false; error: StationError }>();
    installStation({ 'dace.get': () => asked.answer });
    const loading = useStore.getState().loadDace('S-1');
    await Promise.resolve();
    expect(useStore.getState().dace).toMatchObject({ shipmentId: 'S-1', loading: true, error: null });
    asked.open({ ok: false, error: refused('o DACE não respondeu') });
    await loading;
    expect(useStore.getState().dace).toMatchObject({ shipmentId: 'S-1', loading: false, response: null });
    expect(useStore.getState().dace?.error?.said).toEqual(verbatim('o DACE não respondeu'));
  });

  it('leaves the panel alone when the operator moved to another shipment meanwhile', async () => {
    const asked = gate<{ ok: false; error: StationError }>();
    installStation({ 'dace.get': () => asked.answer });
    const first = useStore.getState().loadDace('S-1');
    useStore.setState({ dace: { ...useStore.getState().dace!, shipmentId: 'S-2' } });
    asked.open({ ok: false, error: refused('antigo') });
    await first;
    expect(useStore.getState().dace).toMatchObject({ shipmentId: 'S-2', loading: true, error: null });
  });
});
