// Issue 29, item 2: a weight or a size no carrier of the loja takes (a scanner's code in the
// weight, 120 kg typed for 12,0) is refused before anything is asked of the server, saying the
// limit and the carrier that takes the most; F9 refuses it the same way. Before the loja's first
// quote the limit is the largest of every carrier the station knows; after it, of those its
// quotes named.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { oneKeyInput } from '../../../renderer/src/features/oneKey/oneKeyInput';
import { ParcelPanel } from '../../../renderer/src/features/quote/ParcelPanel';
import { PAC, RECIPIENT, SEDEX, SENDER, quoteResponse } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const input = (name: string) =>
  screen.getByTestId('parcel-panel').querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/** A field as the operator fills it: what it held cleared, then `value` typed key by key. */
async function type(name: string, value: string) {
  const user = userEvent.setup();
  await user.clear(input(name));
  await user.type(input(name), value);
}

async function typeBox(box: { length: string; width: string; height: string; weight: string }) {
  for (const [name, value] of Object.entries(box)) await type(name, value);
}

const parties = { sender: SENDER, recipient: RECIPIENT };

describe('a parcel beyond every carrier of the loja', () => {
  it('is refused before quoting: too heavy, naming the limit and the carrier, with an example', async () => {
    const station = installStation({ 'quotes.simulate': () => quoteResponse() });
    renderDesk(<ParcelPanel onQuote={() => undefined} />, { state: parties });
    await typeBox({ length: '30', width: '20', height: '10', weight: '60' });
    expect(await useStore.getState().requestQuote()).toBe(false);
    expect(station.callsTo('quotes.simulate')).toEqual([]);
    expect(useStore.getState().parcelErrors).toEqual({ weight: 'overWeight' });
    await waitFor(() =>
      expect(
        screen.queryByText('Mais pesado do que as transportadoras da loja levam: até 50 kg (Jadlog)'),
      ).not.toBeNull(),
    );
    expect(screen.queryByText('Ex.: 1,25')).not.toBeNull();
    expect(input('weight').getAttribute('aria-invalid')).toBe('true');
  });

  it('is refused for a side or for the sides added up, on the field to change', async () => {
    const station = installStation({});
    renderDesk(<ParcelPanel onQuote={() => undefined} />, { state: parties, language: 'en' });
    await typeBox({ length: '30', width: '130', height: '10', weight: '2' });
    expect(await useStore.getState().requestQuote()).toBe(false);
    expect(useStore.getState().parcelErrors).toEqual({ width: 'overSide' });
    await waitFor(() =>
      expect(
        screen.queryByText("Longer than the store's carriers take: a side of up to 120 cm (Jadlog)"),
      ).not.toBeNull(),
    );

    await typeBox({ length: '110', width: '100', height: '50', weight: '2' });
    expect(await useStore.getState().requestQuote()).toBe(false);
    expect(useStore.getState().parcelErrors).toEqual({ length: 'overSum' });
    await waitFor(() =>
      expect(
        screen.queryByText("The sides add up to 260 cm; the store's carriers take up to 250 cm added (Jadlog)"),
      ).not.toBeNull(),
    );
    expect(screen.queryByText('e.g. 30')).not.toBeNull();
    expect(station.calls).toEqual([]);
  });

  it("after a quote named the loja's carriers, counts only theirs (Correios: 30 kg)", async () => {
    const station = installStation({ 'quotes.simulate': () => quoteResponse([PAC, SEDEX]) });
    renderDesk(<ParcelPanel onQuote={() => undefined} />, { state: parties });
    await typeBox({ length: '30', width: '20', height: '10', weight: '40' });
    // Before any quote, 40 kg may be Jadlog's: it is asked.
    expect(await useStore.getState().requestQuote()).toBe(true);
    expect(station.callsTo('quotes.simulate')).toHaveLength(1);
    expect(useStore.getState().quoteCarriers.national).toEqual([
      { carrierId: PAC.carrierId, carrierSlug: undefined, carrierName: 'Correios' },
    ]);
    await type('weight', '35');
    expect(await useStore.getState().requestQuote()).toBe(false);
    expect(station.callsTo('quotes.simulate')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByText('Mais pesado do que as transportadoras da loja levam: até 30 kg (Correios)'),
      ).not.toBeNull(),
    );
  });

  it('is refused by F9 as by the quote, keyed on the same field', () => {
    const state = useStore.getState();
    const built = oneKeyInput({
      ...state,
      ...parties,
      parcel: { ...state.parcel, length: '30', width: '20', height: '10', weight: '7891234567895' },
    });
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.parcelErrors).toEqual({ weight: 'overWeight' });
  });
});
