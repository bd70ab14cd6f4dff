// Issue 15.8 on the buy panel (main's answers scripted): while the server answers busy, the
// panel says which try comes next and in how many seconds, and "Parar de esperar" calls
// labels:stop-waiting for that purchase, once.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyPanel } from '../../../renderer/src/features/shipment/BuyPanel';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const noop = () => undefined;

describe('a buy waiting for a busy server', () => {
  it.each([
    ['pt-BR', /Servidor ocupado: tentativa 3 em (9|10) s/, 'Parar de esperar'],
    ['en', /Server busy: attempt 3 in (9|10) s/, 'Stop waiting'],
  ] as const)('shows the try and the seconds in %s, and stops on the operator click', (language, wait, stop) => {
    const station = installStation({ 'labels.stopWaiting': () => ({ stopped: true }) });
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, {
      language,
      state: {
        buy: {
          status: 'working',
          stage: 'emitting',
          startedAt: Date.now(),
          shipmentId: 'ship-1',
          wait: { attempt: 3, retryAt: Date.now() + 10_000 },
        },
      },
    });
    expect(screen.getByTestId('server-wait').textContent).toMatch(wait);
    const button = screen.getByTestId('stop-waiting');
    expect(button.textContent).toBe(stop);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(station.callsTo('labels.stopWaiting')).toEqual([{ shipmentId: 'ship-1' }]);
  });
});
