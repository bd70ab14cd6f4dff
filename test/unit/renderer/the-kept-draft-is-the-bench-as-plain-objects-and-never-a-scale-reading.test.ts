// The draft main keeps (desk:draft-save) is the work on the bench as plain objects: the channel's
// schema takes it as it is, and a weight read from the scale goes as none (its proof lives in
// main's memory, not in a file the page wrote), while a typed one stays typed.
import { afterEach, describe, expect, it } from 'vitest';
import { draftWorkSchema } from '../../../electron/shared/draft';
import { resetStore, useStore } from '../../../renderer/src/app/store';
import { draftOf } from '../../../renderer/src/features/shipment/draftSlice';
import { workOnBench } from '../../../renderer/src/features/shipment/work';
import { RECIPIENT } from './support/fixtures';

afterEach(() => resetStore());

const benchWith = (weightSource: ReturnType<typeof useStore.getState>['weightSource']) => {
  resetStore({ recipient: RECIPIENT });
  useStore.setState({ parcel: { ...useStore.getState().parcel, weight: '1,2' }, weightSource });
  return workOnBench(useStore.getState())!;
};

describe('the draft of the bench', () => {
  it('is what the channel takes, the recipient and parcel as they are on the bench', () => {
    const work = benchWith({ kind: 'typed' });
    const draft = draftOf(work);
    expect(draftWorkSchema.safeParse(draft).success).toBe(true);
    expect(draft).toEqual({ ...work, weightSource: { kind: 'typed' } });
    expect(draft.recipient).toEqual(RECIPIENT);
  });

  it('keeps no scale reading', () => {
    const draft = draftOf(benchWith({ kind: 'scale', device: 'Toledo Prix', at: '2026-11-27T09:00:00.000Z' }));
    expect(draft.weightSource).toBeNull();
    expect(draft.parcel).toMatchObject({ weight: '1,2' });
    expect(draftOf(benchWith(null)).weightSource).toBeNull();
  });
});
