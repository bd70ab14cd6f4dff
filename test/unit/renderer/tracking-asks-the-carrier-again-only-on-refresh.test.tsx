// Tracking by code: Enter looks up what the server has (refresh=false); only the refresh button
// asks the carrier again (refresh=true). By shipment, the events come one page at a time.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TrackingScreen } from '../../../renderer/src/features/tracking/TrackingScreen';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const events = [
  { code: 'POSTED', description: 'Objeto postado', location: 'São Paulo - SP', occurredAt: '2026-11-20T12:00:00.000Z' },
  {
    code: 'IN_TRANSIT',
    description: 'Objeto em trânsito',
    location: 'Curitiba - PR',
    occurredAt: '2026-11-20T18:00:00.000Z',
  },
];
const SHIPMENT = '00000000-0000-4000-8000-0000000000aa';

describe('tracking', () => {
  it('looks up without refresh, refreshes only when asked, and shows the newest event first', async () => {
    const station = installStation({
      'tracking.byCode': () => ({ trackingCode: 'PX123456785BR', shipmentId: SHIPMENT, status: 'IN_TRANSIT', events }),
    });
    const user = userEvent.setup();
    renderDesk(<TrackingScreen />);
    // Typed in lower case, as a person might, and sent with Enter.
    await user.type(screen.getByLabelText('Código de rastreio'), 'px123456785br{Enter}');
    await screen.findByTestId('tracking-by-code');
    await user.click(screen.getByTestId('tracking-refresh'));
    await screen.findByText('Objeto em trânsito');
    expect(station.callsTo('tracking.byCode')).toEqual([
      { trackingCode: 'PX123456785BR', refresh: false },
      { trackingCode: 'PX123456785BR', refresh: true },
    ]);
    const items = screen.getByTestId('timeline').querySelectorAll('li');
    expect(items[0]!.getAttribute('data-code')).toBe('IN_TRANSIT');
    expect(items[1]!.getAttribute('data-code')).toBe('POSTED');
    expect(screen.getByTestId('tracking-status').textContent).toBe('Em trânsito');
  });

  it('pages through a shipment events', async () => {
    const station = installStation({
      'tracking.byShipment': (input) => {
        const page = Number(input.page);
        return { data: [page === 1 ? events[1]! : events[0]!], page, limit: 10, total: 11 };
      },
    });
    const user = userEvent.setup();
    renderDesk(<TrackingScreen />);
    await user.type(screen.getByLabelText('Envio'), SHIPMENT);
    await user.click(screen.getByRole('button', { name: 'Ver eventos' }));
    await waitFor(() => expect(screen.queryByText('Página 1 de 2')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(screen.queryByText('Página 2 de 2')).not.toBeNull());
    expect(station.callsTo('tracking.byShipment')).toEqual([
      { shipmentId: SHIPMENT, page: 1, limit: 10 },
      { shipmentId: SHIPMENT, page: 2, limit: 10 },
    ]);
  });
});
