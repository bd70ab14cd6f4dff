// Issue 13, item 4, the page's half: while F9 (one key) runs, the buy panel shows the stages of
// its own purchase only. A batch row's purchase (or a resume) moving at the same time sends
// emission-progress without the request's id, and another screen's purchase with another id:
// neither may take over the panel. The station is a fake window.station (no main process here);
// main's half (which events carry the id) is test/integration/workflow/progress-follows-the-request-that-started-the-purchase.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { ShipResult } from '../../../electron/shared/desk';
import type { Result } from '../../../electron/shared/ipc';
import { said } from '../../../electron/shared/messages';
import { resetStore, useStore } from '../../../renderer/src/app/store';
import { RECIPIENT, SENDER } from './support/fixtures';
import { installStation } from './support/station';

const ROW = '00000000-0000-4000-8000-0000000000b1';
const MINE = '00000000-0000-4000-8000-0000000000a1';

afterEach(() => resetStore());

describe('F9’s progress', () => {
  it('moves with its own request’s events only, never a batch row’s or another request’s', async () => {
    let answer: (result: Result<ShipResult>) => void = () => {};
    const station = installStation({
      'desk.oneKeyShip': () => new Promise<Result<ShipResult>>((resolve) => (answer = resolve)),
    });
    resetStore({ sender: SENDER, recipient: RECIPIENT });
    const form = useStore.getState().parcel;
    useStore.setState({
      parcel: { ...form, length: '20', width: '15', height: '10', weight: '1,2' },
      invoice: { ...useStore.getState().invoice, type: 'NFE', chave: '35240511222333000181550010000123451102938471' },
    });
    const shipping = useStore.getState().oneKeyShip();
    await expect.poll(() => station.callsTo('desk.oneKeyShip').length).toBe(1);
    const requestId = station.callsTo('desk.oneKeyShip')[0]!.requestId!;
    expect(useStore.getState().buy).toMatchObject({ status: 'working', stage: 'choosing', via: 'one-key' });

    const progress = (shipmentId: string, phase: 'emitting' | 'downloading' | 'printing', id?: string) =>
      station.emit('emission-progress', {
        shipmentId,
        phase,
        attempt: 1,
        message: said('workflow.printed'),
        ...(id ? { requestId: id } : {}),
      });
    progress(ROW, 'downloading');
    progress(ROW, 'printing', '00000000-0000-4000-8000-0000000000ff');
    expect(useStore.getState().buy).toMatchObject({ status: 'working', stage: 'choosing' });

    progress(MINE, 'emitting', requestId);
    expect(useStore.getState().buy).toMatchObject({ status: 'working', stage: 'emitting' });
    progress(ROW, 'printing');
    expect(useStore.getState().buy).toMatchObject({ status: 'working', stage: 'emitting' });

    answer({ ok: false, error: { kind: 'offline', said: said('workflow.printed') } });
    await shipping;
    // Once F9 has its answer, nothing follows its request any more.
    progress(MINE, 'printing', requestId);
    expect(useStore.getState().buy).toEqual({ status: 'idle' });
  });
});
