// Issue 13, item 8: each slice owns its state. What a slice holds for one loja is declared once
// by that slice (its `…ForLoja()` factory), and a loja switch or a logout (resetDesk) calls every
// slice's own reset. Every field of every factory is dirtied here and must come back, so a slice
// that adds a field to its factory is covered without editing this test, and a reset that
// forgets its slice fails it. Every `reset…` of the store is such a loja reset (what starts the
// bench over is named `clear…` or `new…`), so resetDesk must call each one.
import { describe, expect, it } from 'vitest';
import { resetStore, useStore, type StoreState } from '../../../renderer/src/app/store';
import { auditForLoja } from '../../../renderer/src/features/audit/auditSlice';
import { bookForLoja } from '../../../renderer/src/features/addressbook/addressBookSlice';
import { batchesForLoja } from '../../../renderer/src/features/batch/batchSlice';
import { daceForLoja } from '../../../renderer/src/features/dace/daceSlice';
import { dayForLoja } from '../../../renderer/src/features/day/daySlice';
import { labelsForLoja } from '../../../renderer/src/features/label/labelSlice';
import { presetsForLoja } from '../../../renderer/src/features/presets/presetsSlice';
import { quoteForLoja } from '../../../renderer/src/features/quote/quoteSlice';
import { ruleForLoja } from '../../../renderer/src/features/rules/ruleSlice';
import { scanForLoja } from '../../../renderer/src/features/scan/scanSlice';
import { sendersForLoja } from '../../../renderer/src/features/shipment/shipmentSlice';
import { trackingForLoja } from '../../../renderer/src/features/tracking/trackingSlice';
import { warehouseForLoja } from '../../../renderer/src/features/warehouse/warehouseSlice';

const FACTORIES = {
  auditForLoja,
  bookForLoja,
  batchesForLoja,
  daceForLoja,
  dayForLoja,
  labelsForLoja,
  presetsForLoja,
  quoteForLoja,
  ruleForLoja,
  scanForLoja,
  sendersForLoja,
  trackingForLoja,
  warehouseForLoja,
};

describe('a loja switch (resetDesk)', () => {
  it.each(Object.entries(FACTORIES))('brings every field of %s back to its start', (_name, factory) => {
    resetStore();
    const fields = factory() as Record<string, unknown>;
    const dirty = Object.fromEntries(Object.keys(fields).map((key) => [key, { left: 'from the last loja' }]));
    useStore.setState(dirty as Partial<StoreState>);
    for (const key of Object.keys(fields)) expect((useStore.getState() as never)[key]).toEqual(dirty[key]);
    useStore.getState().resetDesk();
    for (const [key, start] of Object.entries(fields))
      expect([key, (useStore.getState() as never)[key]]).toEqual([key, start]);
  });

  it('calls every slice’s own reset (a new slice’s reset left out of resetDesk fails here)', () => {
    resetStore();
    const names = Object.keys(useStore.getState()).filter((key) => /^reset[A-Z]/.test(key) && key !== 'resetDesk');
    expect(names.length).toBeGreaterThanOrEqual(Object.keys(FACTORIES).length);
    const called: string[] = [];
    useStore.setState(Object.fromEntries(names.map((name) => [name, () => called.push(name)])) as Partial<StoreState>);
    useStore.getState().resetDesk();
    expect(called.sort()).toEqual(names.sort());
  });

  it('leaves what belongs to the workstation, not the loja (print jobs, the confirmation habit)', () => {
    resetStore();
    useStore.setState({ printJobs: [{ jobId: 'kept' }] as never, confirmMode: true });
    useStore.getState().resetDesk();
    expect(useStore.getState().printJobs).toEqual([{ jobId: 'kept' }]);
    expect(useStore.getState().confirmMode).toBe(true);
  });
});
