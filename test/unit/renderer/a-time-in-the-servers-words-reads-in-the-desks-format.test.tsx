// A time inside the server's own words reads as the desk writes every other time (a walkthrough of
// the built app, training mode, found "A cotação expirou em 2026-12-07T12:00:00.000Z; peça uma nova
// cotação" under "O servidor disse"): the line stays the server's, and its ISO instant is shown in
// the desk's time zone and language (formatDateTime: pt-BR "07/12/2026, 09:00", en
// "2026-12-07, 09:00", the 24-hour clock). Shown here in ErrorNotice, every failure's notice; the
// scan toast and the login's notice write the server's lines through the same withLocalTimes.
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { StationError } from '../../../electron/shared/ipc';
import { ErrorNotice } from '../../../renderer/src/ui/ErrorNotice';
import { renderDesk } from './support/render';

// A desk in São Paulo (UTC-3 all year since 2019): Node reads TZ again when it changes.
const zone = process.env.TZ;
process.env.TZ = 'America/Sao_Paulo';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** A quote that expired, as the training server says it in each language. */
const expired = (line: string): StationError => ({
  kind: 'quote-expired',
  said: { key: 'api.refusedFor.quote-expired' },
  quoted: { source: 'server', lines: [line] },
});

describe("a time in the server's words", () => {
  it('reads dd/mm/aaaa HH:mm in pt-BR, in the desk’s time zone', () => {
    renderDesk(<ErrorNotice error={expired('A cotação expirou em 2026-12-07T12:00:00.000Z; peça uma nova cotação')} />);
    expect(screen.getByTestId('server-message').querySelector('li')!.textContent).toBe(
      'A cotação expirou em 07/12/2026, 09:00; peça uma nova cotação',
    );
  });

  it('reads on the 24-hour clock in English, the day first as the ISO day', () => {
    renderDesk(<ErrorNotice error={expired('Quote expired at 2026-12-07T18:30:00.000Z; request a new quote')} />, {
      language: 'en',
    });
    expect(screen.getByTestId('server-message').querySelector('li')!.textContent).toBe(
      'Quote expired at 2026-12-07, 15:30; request a new quote',
    );
  });
});
