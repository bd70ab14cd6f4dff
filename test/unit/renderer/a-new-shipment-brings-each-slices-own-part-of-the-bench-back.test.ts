// Issue 13, item 8, for a new shipment (Alt+N, or the bench cleared after a purchase): each slice
// says what its part of the bench starts as (its `…ForShipment()` factory), and newShipment puts
// them all back in one set. Every field of every factory is dirtied here and must come back, so
// a field added to a factory is covered without editing this test; what is not the shipment's
// (the chosen sender, the DACE habit, the loja's presets) stays.
import { describe, expect, it } from 'vitest';
import { resetStore, useStore, type StoreState } from '../../../renderer/src/app/store';
import { oneKeyForShipment } from '../../../renderer/src/features/oneKey/oneKeySlice';
import { presetForShipment } from '../../../renderer/src/features/presets/presetsSlice';
import { parcelForShipment } from '../../../renderer/src/features/quote/quoteSlice';
import { weightForShipment } from '../../../renderer/src/features/scale/scaleSlice';
import { benchForShipment } from '../../../renderer/src/features/shipment/shipmentSlice';

const FACTORIES = {
  benchForShipment,
  parcelForShipment: () => parcelForShipment('3'),
  presetForShipment,
  oneKeyForShipment,
  weightForShipment,
};

/** A fresh invoice row takes the next row number; which number it got is not what is compared. */
const withoutRowIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value ?? null), (key, v: unknown) =>
    key === 'id' && typeof v === 'number' ? undefined : v,
  );

describe('a new shipment', () => {
  it.each(Object.entries(FACTORIES))('brings every field of %s back to its start', (_name, factory) => {
    resetStore();
    const fields = factory() as Record<string, unknown>;
    const dirty = Object.fromEntries(Object.keys(fields).map((key) => [key, { left: 'from the last parcel' }]));
    // The parcel keeps its format from the one before: a roll stays a roll.
    useStore.setState({ ...dirty, ...('parcel' in fields ? { parcel: { format: '3' } } : {}) } as never);
    useStore.getState().newShipment();
    for (const [key, start] of Object.entries(fields))
      expect([key, withoutRowIds((useStore.getState() as never)[key])]).toEqual([key, withoutRowIds(start)]);
  });

  it('keeps what is not the shipment’s: the sender, the DACE habit and the loja’s presets', () => {
    resetStore();
    const kept = { sender: { key: 'sender-1' }, daceWithLabel: 'R', presets: [{ id: 'p1' }] };
    useStore.setState(kept as Partial<StoreState>);
    useStore.getState().newShipment();
    expect(useStore.getState()).toMatchObject(kept);
  });
});
