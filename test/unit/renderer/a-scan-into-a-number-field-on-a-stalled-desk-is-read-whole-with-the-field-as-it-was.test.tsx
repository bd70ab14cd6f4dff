// A reviewer's scanner (keys 3 ms apart, then Enter) fired into the weight on a loaded two-core
// desk: now and then the desk held a key back long after the one before, so the keys reached the
// page with an uneven first gap. "PED" is no typing of a weight (its field dropped letters then;
// now it keeps them for its checks to refuse), yet the burst was read from after the stall
// ("ED-7777", "-5552": a wrong order number on the form, which the one-label-per-order guard does
// not know), or, handed over slower than a burst, not read at all and kept in the weight ("1,2"
// became "1,24300"). Whatever the desk's load, the scan is the exact code (or nothing) and the
// weight is left as it was.
//
// The load is reproduced exactly: each key is a keydown with its own event.timeStamp (when the
// system got it, which is what the guard reads), then what the browser does with a key no
// handler stopped (its character goes in, the field's onChange sees it).
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useWedgeGuard } from '../../../renderer/src/app/wedgeGuard';
import { ParcelPanel } from '../../../renderer/src/features/quote/ParcelPanel';
import { ScanField } from '../../../renderer/src/features/scan/ScanField';
import { ScanToast } from '../../../renderer/src/features/scan/ScanToast';
import { RECIPIENT, SENDER } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

function Desk({ children }: { children: ReactNode }) {
  useWedgeGuard();
  return (
    <>
      <ScanField />
      {children}
      <ScanToast />
    </>
  );
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * One key at `time` (event.timeStamp): the keydown, then the character, unless it was stopped.
 * By hand, not user-event: user-event stamps a key when it sends it; a stalled desk's keys carry
 * earlier times.
 */
function press(field: HTMLInputElement, key: string, time: number): void {
  act(() => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: time });
    field.dispatchEvent(event);
    if (event.defaultPrevented || key.length !== 1) return;
    setValue.call(field, field.value + key);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** `keys` pressed at the times in `at` (a person's keys, or a scanner's as the desk got them). */
function typeAt(field: HTMLInputElement, keys: string, at: readonly number[]): void {
  [...keys].forEach((key, i) => press(field, key, at[i]!));
}

/** A scanner's code 3 ms a key from `start`, with `stall` ms more before the key `stallAt`, then Enter. */
function scanAt(field: HTMLInputElement, code: string, start: number, stallAt: number, stall: number): void {
  let time = start;
  [...code].forEach((key, i) => {
    if (i === stallAt) time += stall;
    press(field, key, time);
    time += 3;
  });
  press(field, 'Enter', time);
}

function deskWithWeight(language: 'pt-BR' | 'en' = 'pt-BR') {
  const station = installStation({
    'desk.scan': ({ text }) => ({ kind: 'new-order', externalRef: text, looksLikeTrackingCode: false }),
  });
  renderDesk(
    <Desk>
      <ParcelPanel onQuote={() => undefined} />
    </Desk>,
    { state: { sender: SENDER, recipient: RECIPIENT }, language },
  );
  const weight = screen.getByTestId('parcel-panel').querySelector<HTMLInputElement>('input[name="weight"]')!;
  weight.focus();
  return { station, weight };
}

describe('a scan fired into the weight on a stalled desk', () => {
  it('held back after its first key: PED-7777 is read whole and the weight stays 2,5', async () => {
    const { station, weight } = deskWithWeight();
    typeAt(weight, '2,5', [1000, 1250, 1500]);
    scanAt(weight, 'PED-7777', 4000, 1, 700); // the "E" came 700 ms after the "P"
    expect(weight.value).toBe('2,5');
    expect(useStore.getState().parcel.weight).toBe('2,5');
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: 'PED-7777' }]));
    expect(await screen.findByTestId('scan-from-field')).toHaveProperty(
      'textContent',
      'Lido pelo leitor no campo Peso, não na caixa de leitura: o campo ficou como estava.',
    );
    await waitFor(() => expect(useStore.getState().externalRef).toBe('PED-7777'));
  });

  it('held back after "PED", in English: PED-5552 is read whole and the weight stays 2.5', async () => {
    const { station, weight } = deskWithWeight('en');
    typeAt(weight, '2.5', [1000, 1250, 1500]);
    scanAt(weight, 'PED-5552', 3000, 3, 900); // the "-" came 900 ms after the "D"
    expect(weight.value).toBe('2.5');
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: 'PED-5552' }]));
    expect(await screen.findByTestId('scan-from-field')).toHaveProperty(
      'textContent',
      'Read by the scanner into the Weight field, not the scan box: that field was left as it was.',
    );
    await waitFor(() => expect(useStore.getState().externalRef).toBe('PED-5552'));
  });

  it('handed over slower than a burst (70 ms a key): PED-4300 is read, not kept as 1,24300', async () => {
    const { station, weight } = deskWithWeight();
    typeAt(weight, '1,2', [1000, 1250, 1500]);
    typeAt(
      weight,
      'PED-4300',
      [0, 70, 140, 210, 280, 350, 420, 490].map((t) => 3000 + t),
    );
    press(weight, 'Enter', 3560);
    expect(weight.value).toBe('1,2');
    expect(useStore.getState().parcel.weight).toBe('1,2');
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: 'PED-4300' }]));
  });

  it('held back mid-code, all digits, in the length: the code is read whole and the length stays 30', async () => {
    const { station } = deskWithWeight();
    const length = screen.getByTestId('parcel-panel').querySelector<HTMLInputElement>('input[name="length"]')!;
    length.focus();
    typeAt(length, '30', [1000, 1250]);
    scanAt(length, '7891234567895', 3000, 5, 800);
    expect(length.value).toBe('30');
    expect(useStore.getState().parcel.length).toBe('30');
    await waitFor(() => expect(station.callsTo('desk.scan')).toEqual([{ text: '7891234567895' }]));
  });

  it('leaves a person alone who typed a unit after the weight and pressed Enter', () => {
    const { station, weight } = deskWithWeight();
    typeAt(weight, '2,5kg', [1000, 1200, 1400, 1600, 1800]);
    press(weight, 'Enter', 2000);
    expect(weight.value).toBe('2,5kg'); // as typed, for the parcel's checks to refuse
    expect(station.callsTo('desk.scan')).toEqual([]);
  });
});
