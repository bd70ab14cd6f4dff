// Issue 15.5 on the buy panel (main's answers scripted): a label main holds because another desk
// bought it shows when that purchase was confirmed and asks "imprimir mesmo assim?"; only the
// operator's click calls labels:print-anyway, once, and the panel then shows the label printing.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmissionView } from '../../../electron/shared/workflow';
import type { StationError } from '../../../electron/shared/ipc';
import { BuyPanel } from '../../../renderer/src/features/shipment/BuyPanel';
import { renderDesk } from './support/render';
import { installStation } from './support/station';
import { printJobView } from './support/fixtures';

const held: StationError = {
  kind: 'bought-elsewhere',
  said: { key: 'workflow.boughtElsewhere', params: { tracking: 'AA123456785BR', at: '14:05' } },
};

const job = printJobView();

const printed: EmissionView = {
  shipmentId: 'ship-1',
  labelId: 'label-1',
  trackingCode: 'AA123456785BR',
  transactionId: 'tx-1',
  priceCents: 3400,
  chargeAlreadyCaptured: true,
  possibleDoubleCharge: false,
  contentType: 'application/pdf',
  printJob: job,
  newlyQueued: true,
};

const noop = () => undefined;

describe('a label held as bought on another desk', () => {
  it.each([
    ['pt-BR', 'Comprada em outra estação às 14:05; imprimir mesmo assim?'],
    ['en', 'Bought on another desk at 14:05; print anyway?'],
  ] as const)('asks in %s with the time and prints once on the answer', async (language, text) => {
    const station = installStation({
      'labels.printAnyway': () => printed,
      'labels.unfinished': () => [],
    });
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, {
      language,
      state: { buy: { status: 'error', error: held, shipmentId: 'ship-1' } },
    });
    const button = screen.getByTestId('print-anyway');
    expect(button.textContent).toBe(text);
    expect(station.callsTo('labels.printAnyway')).toEqual([]);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('tracking-code').textContent).toBe('AA123456785BR'));
    expect(station.callsTo('labels.printAnyway')).toEqual([{ shipmentId: 'ship-1' }]);
    expect(screen.queryByTestId('print-anyway')).toBeNull();
  });

  it('offers no such button for any other refusal', () => {
    installStation({});
    renderDesk(<BuyPanel onBuy={noop} onNext={noop} onRequote={noop} onOneKey={noop} />, {
      state: {
        buy: {
          status: 'error',
          error: { kind: 'server', said: { key: 'workflow.unconfirmed', params: { reason: '' } } },
          shipmentId: 'ship-1',
        },
      },
    });
    expect(screen.queryByTestId('print-anyway')).toBeNull();
  });
});
