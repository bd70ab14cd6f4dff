// F9's quote, asked before the key: once the ship screen holds a recipient, a parcel and its
// weight (everything desk:one-key-ship would quote with), main is asked for that quote
// (desk:quote-ahead) a moment after the last change, and keeps it while it is good. The key then
// waits only for the shipment, the label and its file: one round trip to the server fewer. Asked
// again whenever what the quote depends on changes; nothing is shown, and a failure says nothing
// here (F9 quotes by itself and says what went wrong).
import { station } from '../../bridge/station';
import { useStore } from '../../app/store';
import type { StoreState } from '../../app/store';
import { oneKeyInput, type OneKeyInput } from './oneKeyInput';

/** After the last change: a weight settling or a digit typed moves on quickly. */
const ASK_AFTER_MS = 150;

/** What the quote depends on, out of a one-key request (the order's reference, the confirm mode and the fiscal fields do not change it). */
function quoteKey(input: OneKeyInput): string {
  const { recipientKey, senderKey, presetId, parcel, weightKg, declaredValueCents } = input;
  return JSON.stringify({ recipientKey, senderKey, presetId, parcel, weightKg, declaredValueCents });
}

const onShipScreen = (state: StoreState) =>
  state.session?.status === 'logged-in' &&
  state.session.tenantId !== null &&
  state.buy.status === 'idle' &&
  state.oneKey.status === 'idle';

/** Starts asking; returns the stop. */
export function quoteAheadForOneKey(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked: string | null = null;
  const ask = () => {
    const state = useStore.getState();
    if (!onShipScreen(state)) return;
    // The fiscal document does not change the quote (it may still be being typed): left out.
    const built = oneKeyInput({ ...state, invoice: { ...state.invoice, type: 'none' } });
    if (!built.ok) return;
    const key = `${state.session?.tenantId}|${quoteKey(built.input)}`;
    if (key === asked) return;
    asked = key;
    void station()
      .desk.quoteAhead(built.input)
      .then((answer) => {
        // Not kept by main (it failed): the next change, or F9, asks again.
        if (!answer.ok && asked === key) asked = null;
      });
  };
  const stop = useStore.subscribe((state, before) => {
    if (
      state.recipient === before.recipient &&
      state.parcel === before.parcel &&
      state.sender === before.sender &&
      state.appliedPresetId === before.appliedPresetId &&
      state.presets === before.presets &&
      state.session === before.session
    )
      return;
    clearTimeout(timer);
    timer = setTimeout(ask, ASK_AFTER_MS);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}
