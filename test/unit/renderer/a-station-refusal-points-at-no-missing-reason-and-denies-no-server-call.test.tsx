// A purchase the station refused for an order that already has a label (desk.alreadyLabelled,
// kind station-refused) after its shipment was created on the server read "Veja o motivo abaixo:
// é uma regra desta estação, nada foi pedido ao servidor." right above "O envio c9610b59 foi
// criado e será reaproveitado ao tentar de novo." (operator walkthrough, 60-pedido-ctrl-enter-
// again.png): it pointed at a reason below that was not there (the reason is the station's
// sentence above it) and denied the shipment creation the server did get. The kind's line now says
// only whose rule it is. Rendered as the buy panel shows them, by the real ErrorNotice and
// ShipmentKept, in pt-BR and en (component test, no station needed).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../../../electron/shared/messages';
import { ShipmentKept } from '../../../renderer/src/features/purchase/PurchaseFixes';
import { ErrorNotice } from '../../../renderer/src/ui/ErrorNotice';
import { renderDesk } from './support/render';

const refusal = said('desk.alreadyLabelled', { ref: 'PED-2001', tracking: 'PX816349970BR' });

describe('a station refusal after the shipment was created', () => {
  it.each([
    ['pt-BR', /abaixo/i, /nada foi pedido ao servidor/i, 'O envio c9610b59 foi criado'],
    ['en', /below/i, /nothing was asked of the server/i, 'Shipment c9610b59 was created'],
  ] as const)('points at no reason below and does not deny the server call (%s)', (language, below, denied, kept) => {
    const { container } = renderDesk(
      <>
        <ErrorNotice error={{ kind: 'station-refused', said: refusal }} />
        <ShipmentKept shipmentId="c9610b59-0000-4000-8000-000000000001" />
      </>,
      { language },
    );
    const text = container.textContent ?? '';
    expect(text).toContain(kept);
    expect(screen.getByRole('alert').textContent).toContain('PED-2001');
    expect(text).not.toMatch(below);
    expect(text).not.toMatch(denied);
  });
});
