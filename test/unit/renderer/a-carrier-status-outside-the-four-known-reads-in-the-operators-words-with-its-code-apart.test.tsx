// Tracking: a status outside the four the desk names (POSTED, IN_TRANSIT, OUT_FOR_DELIVERY,
// DELIVERED) is the carrier's own. It reads as "the carrier's status" in the operator's language,
// with the carrier's description as the words of the event and its code apart, small, under it;
// the code is never the heading. The four known statuses show no code.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TrackingScreen } from '../../../renderer/src/features/tracking/TrackingScreen';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const events = [
  { code: 'POSTED', description: 'Objeto postado', location: 'São Paulo - SP', occurredAt: '2026-11-20T12:00:00.000Z' },
  {
    code: 'AWAITING_PICKUP',
    description: 'Objeto aguardando retirada na agência',
    location: 'Campinas - SP',
    occurredAt: '2026-11-22T09:00:00.000Z',
  },
];

describe("a carrier's own tracking status", () => {
  it.each([
    ['pt-BR', 'Código de rastreio', 'Status da transportadora', 'Código da transportadora: AWAITING_PICKUP', 'Postado'],
    ['en', 'Tracking code', 'Carrier status', 'Carrier code: AWAITING_PICKUP', 'Posted'],
  ] as const)(
    'in %s: a plain phrase as its heading and badge, its code under the event',
    async (language, field, phrase, code, posted) => {
      installStation({
        'tracking.byCode': () => ({
          trackingCode: 'PX123456785BR',
          shipmentId: '00000000-0000-4000-8000-0000000000aa',
          status: 'AWAITING_PICKUP',
          events,
        }),
      });
      const user = userEvent.setup();
      renderDesk(<TrackingScreen />, { language });
      await user.type(screen.getByLabelText(field), 'PX123456785BR{Enter}');
      await screen.findByTestId('tracking-by-code');

      const badge = screen.getByTestId('tracking-status');
      expect(badge.textContent).toBe(phrase);
      expect(badge.getAttribute('title')).toBe('AWAITING_PICKUP');

      const [latest, first] = screen.getByTestId('timeline').querySelectorAll('li');
      expect(latest!.querySelector('strong')!.textContent).toBe(phrase);
      expect(within(latest as HTMLElement).queryByText('Objeto aguardando retirada na agência')).not.toBeNull();
      expect(within(latest as HTMLElement).getByTestId('carrier-code').textContent).toBe(code);
      // A known status: the desk's own words, no code.
      expect(first!.querySelector('strong')!.textContent).toBe(posted);
      expect(within(first as HTMLElement).queryByTestId('carrier-code')).toBeNull();
    },
  );
});
