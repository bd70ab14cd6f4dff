// Issue 28, item 5, the page's half: F9's quote is asked ahead (desk:quote-ahead) a moment after
// the ship screen holds a recipient, a parcel and its weight, once per such draft, and again when
// the weight changes; never for an incomplete draft. The station is a fake window.station (no main
// process here); main's half is test/integration/desk/f9-takes-the-quote-the-ship-screen-asked-ahead-while-it-is-good.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { OneKeyShipInput } from '../../../electron/shared/desk';
import { verbatim } from '../../../electron/shared/messages';
import { resetStore, useStore } from '../../../renderer/src/app/store';
import { quoteAheadForOneKey } from '../../../renderer/src/features/oneKey/quoteAhead';
import { LOGGED_IN, RECIPIENT, SENDER } from './support/fixtures';
import { installStation } from './support/station';

const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  resetStore();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const setWeight = (weight: string) => useStore.setState({ parcel: { ...useStore.getState().parcel, weight } });

describe('the quote asked ahead for F9', () => {
  it('is asked once the draft is complete, once per draft, and again for a new weight', async () => {
    const station = installStation({
      'desk.quoteAhead': async () => ({ ok: true, value: { options: 3, validForMs: 900_000 } }),
    });
    resetStore({ session: LOGGED_IN, sender: SENDER });
    stops.push(quoteAheadForOneKey());
    useStore.setState({ parcel: { ...useStore.getState().parcel, length: '20', width: '15', height: '10' } });
    await sleep(300);
    // No recipient yet: nothing to quote.
    expect(station.callsTo('desk.quoteAhead')).toHaveLength(0);

    useStore.setState({ recipient: RECIPIENT });
    setWeight('1,2');
    await expect.poll(() => station.callsTo('desk.quoteAhead').length).toBe(1);
    const asked = station.callsTo('desk.quoteAhead')[0] as OneKeyShipInput;
    expect(asked).toMatchObject({ recipientKey: RECIPIENT.key, parcel: { weightKg: 1.2, lengthCm: 20 } });

    // The same draft again (a field touched and put back): not asked twice.
    setWeight('1,3');
    setWeight('1,2');
    await sleep(300);
    expect(station.callsTo('desk.quoteAhead')).toHaveLength(1);

    setWeight('1,25');
    await expect.poll(() => station.callsTo('desk.quoteAhead').length).toBe(2);
    expect(station.callsTo('desk.quoteAhead')[1]).toMatchObject({ parcel: { weightKg: 1.25 } });
  });

  it('asks again after main could not keep the quote (a failure is not remembered)', async () => {
    let fail = true;
    const station = installStation({
      'desk.quoteAhead': async () =>
        fail
          ? { ok: false, error: { kind: 'offline', said: verbatim('sem rede') } }
          : { ok: true, value: { options: 3, validForMs: 900_000 } },
    });
    resetStore({ session: LOGGED_IN, sender: SENDER, recipient: RECIPIENT });
    stops.push(quoteAheadForOneKey());
    useStore.setState({ parcel: { ...useStore.getState().parcel, length: '20', width: '15', height: '10' } });
    setWeight('2');
    await expect.poll(() => station.callsTo('desk.quoteAhead').length).toBe(1);
    fail = false;
    setWeight('2,0');
    await expect.poll(() => station.callsTo('desk.quoteAhead').length).toBe(2);
  });
});
