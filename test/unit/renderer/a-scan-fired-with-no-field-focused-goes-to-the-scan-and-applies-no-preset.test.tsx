// Issue 29, item 2, "a scanner that fires into whatever has focus": on the ship screen with the
// focus on no field, the digits 1–9 are the presets. A keyboard-wedge scanner fired there types
// its code at 5 ms a key and presses Enter: the code goes to the scan, as any other scanner's
// burst, and the parcel keeps the preset it had (none here), its Enter pressing nothing. A person
// pressing "2" there still gets preset 2 at once. Typed with user-event on the real Shell, on the
// page's clock held by the test (support/clock: the burst is 5 ms a key however loaded the
// machine is, and the preset's wait is measured on the clock the page reads). A desk that stalls
// past the wait lets the code's first digit through as a preset: the keys' own times take it
// back (keydowns stamped by hand, as a stalled desk gets them).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PresetView } from '../../../electron/shared/desk';
import { Shell } from '../../../renderer/src/app/Shell';
import { useWedgeGuard } from '../../../renderer/src/app/wedgeGuard';
import { WEDGE } from '../../../renderer/src/lib/wedge';
import { keysEvery, pass, holdThePagesClock } from './support/clock';
import { LOGGED_IN, RECIPIENT, SENDER } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const preset = (key: number, name: string, lengthCm: number): PresetView => ({
  id: `00000000-0000-4000-8000-00000000020${key}`,
  key,
  name,
  format: '2',
  lengthCm,
  widthCm: 15,
  heightCm: 10,
  thicknessCm: null,
  diameterCm: null,
  weightKg: 1.2,
  updatedAt: '2026-11-21T12:00:00.000Z',
});
const PRESETS = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((key) => preset(key, `Caixa ${key}`, 20 + key));

/** The station as App has it: the guard installed ahead of the Shell's own keys. */
function Station() {
  useWedgeGuard();
  return <Shell session={LOGGED_IN} />;
}

function desk() {
  const station = installStation({
    'desk.presets': () => PRESETS,
    'desk.rule': () => ({ rule: { kind: 'cheapest' }, isDefault: true }),
    'addressbook.search': () => ({ entries: [], lastSyncAt: null, offlineSince: null }),
    'desk.scan': ({ text }) => ({ kind: 'new-order', externalRef: text, looksLikeTrackingCode: false }),
  });
  renderDesk(<Station />, {
    state: { session: LOGGED_IN, senders: [SENDER], sender: SENDER, recipient: RECIPIENT, presets: PRESETS },
  });
  return station;
}

/**
 * A keydown the system stamped at `time` (event.timeStamp), to whatever has the focus: what a
 * stalled desk gets, the key handled later than it was pressed. No text goes into a field.
 * By hand, not user-event: user-event stamps a key when it sends it, not earlier.
 */
function pressAt(key: string, time: number) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: time });
  (document.activeElement ?? document.body).dispatchEvent(event);
}

holdThePagesClock();
const scanner = () => keysEvery(5);
const person = () => keysEvery(80);

describe('a scanner fired with the focus on no field of the ship screen', () => {
  it('sends its code to the scan and leaves the parcel with the preset it had', async () => {
    const station = desk();
    // Preset 3 is on the parcel, put there by a person before the scan.
    await person().keyboard('3');
    await waitFor(() => expect(useStore.getState().appliedPresetId).toBe(PRESETS[2]!.id));
    const parcel = useStore.getState().parcel;
    const undo = useStore.getState().presetUndo;
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await pass(600); // the scanner is picked up

    await scanner().keyboard('7891234567895{Enter}');
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: '7891234567895' }]));
    // Well past the wait of a person's key: no digit of the code became a preset.
    await pass(WEDGE.maxGapMs * 3);
    expect(useStore.getState().appliedPresetId).toBe(PRESETS[2]!.id);
    expect(useStore.getState().parcel).toEqual(parcel);
    expect(useStore.getState().presetUndo).toBe(undo);
    expect(screen.queryByTestId('preset-changed')?.textContent ?? '').toContain('Caixa 3');
    await waitFor(() => expect(useStore.getState().externalRef).toBe('7891234567895'));
  });

  it('leaves a person alone: "2" pressed there is preset 2, within what a person notices', async () => {
    const station = desk();
    expect(document.activeElement).toBe(document.body);
    // Pressed with no wait before it: the key's event.timeStamp is now, on the page's clock.
    await keysEvery(0).keyboard('2');
    expect(useStore.getState().appliedPresetId).toBeNull(); // a scanner's next key may yet come
    // The wait for a scanner's next key (80 ms of the page's clock), no more.
    await pass(WEDGE.maxGapMs);
    expect(useStore.getState().appliedPresetId).toBe(PRESETS[1]!.id);
    expect(useStore.getState().parcel.length).toBe('22');
    expect(station.callsTo('desk.scan')).toEqual([]);
  });

  it("takes back the preset a stalled desk let the code's first digit through as, and scans the whole code", async () => {
    const station = desk();
    const parcel = useStore.getState().parcel;
    expect(useStore.getState().appliedPresetId).toBeNull();
    expect(document.activeElement).toBe(document.body);
    const sent = performance.now();
    // The scanner's first digit; then the desk stalls past the wait, and preset 1 goes on the parcel
    // (the focus moves to the weight)…
    pressAt('1', sent);
    await waitFor(() => expect(useStore.getState().appliedPresetId).toBe(PRESETS[0]!.id));
    expect(document.activeElement).toBeInstanceOf(HTMLInputElement);
    // …before the rest of the code is handled, stamped when the scanner sent it: 5 ms a key.
    [...'789100031550', 'Enter'].forEach((key, i) => pressAt(key, sent + 5 * (i + 1)));
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: '1789100031550' }]));
    expect(useStore.getState().appliedPresetId).toBeNull();
    expect(useStore.getState().parcel).toEqual(parcel);
  });

  it("keeps a person's preset when a scan into the weight began well after the key", async () => {
    const station = desk();
    const pressed = performance.now();
    pressAt('1', pressed);
    await waitFor(() => expect(useStore.getState().appliedPresetId).toBe(PRESETS[0]!.id));
    const withPreset = useStore.getState().parcel;
    // The scanner fired into the weight the preset left focused, 300 ms after the person's 1.
    [...'789100031550', 'Enter'].forEach((key, i) => pressAt(key, pressed + 300 + 5 * i));
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: '789100031550' }]));
    expect(useStore.getState().appliedPresetId).toBe(PRESETS[0]!.id);
    expect(useStore.getState().parcel).toEqual(withPreset);
  });
});
