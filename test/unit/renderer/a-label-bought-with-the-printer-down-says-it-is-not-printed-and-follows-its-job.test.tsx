// Strict mode, the label printer down (127.0.0.1:9100, nothing listening): the purchase is
// refused before any money is spent, and "Buy anyway (print later)" buys it. The buy panel then
// said "Sent to printer…" for as long as it stood, while the job waited for the printer (an
// operator walkthrough found it; only the labels screen said the printer refused). It now says
// the label is bought and NOT printed yet, waiting for the printer, with the queue's reason when
// it has one, and follows the job to printed, including a refusal whose print-job event came
// before main's answer to the purchase. The whole shell, main's answers and events scripted at
// window.station (the print queue and the network printer are main's, tested there).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsSchema, type SettingsView } from '../../../electron/shared/ipc';
import type { PrintJobView } from '../../../electron/shared/printing';
import type { EmissionView } from '../../../electron/shared/workflow';
import { Shell } from '../../../renderer/src/app/Shell';
import { listenToStation } from '../../../renderer/src/app/stationEvents';
import { emptyInvoice } from '../../../renderer/src/features/purchase/invoice';
import { LOGGED_IN, NFE_KEY, printJobView, RECIPIENT, SENDER, BOX_1_2KG } from './support/fixtures';
import { renderDesk } from './support/render';
import { quoteBenchWithPac } from './support/bench';
import { installStation, type FakeStation } from './support/station';

const PRINTER = 'network:127.0.0.1:9100';
const SHIPMENT = '00000000-0000-4000-8000-000000000001';

const settings = (): SettingsView => {
  const base = settingsSchema.parse({});
  return {
    settings: { ...base, strictMode: true, printers: { ...base.printers, label: PRINTER } },
    activeApiBaseUrl: 'http://127.0.0.1:4000',
    training: true,
    restartRequired: false,
    notices: [],
  };
};

const refused = { key: 'printing.tcpRefused', params: { where: '127.0.0.1:9100', port: 9100 } } as const;

const job = (extra: Partial<PrintJobView> = {}): PrintJobView =>
  printJobView({ shipmentId: SHIPMENT, labelId: 'label-1', ...extra });

const emission = (printJob: PrintJobView): EmissionView => ({
  shipmentId: SHIPMENT,
  labelId: 'label-1',
  trackingCode: 'PX307654924BR',
  transactionId: 'tx-1',
  priceCents: 2990,
  chargeAlreadyCaptured: false,
  possibleDoubleCharge: false,
  contentType: 'application/pdf',
  printJob,
  newlyQueued: true,
});

const WORDS = {
  'pt-BR': {
    buyAnyway: 'Comprar mesmo assim (imprimir depois)',
    waiting: 'Comprada, ainda NÃO impressa: aguardando a impressora 127.0.0.1:9100.',
    reason: 'A impressora em 127.0.0.1:9100 recusou a conexão. Confira também se a porta (9100) está certa.',
    then: 'Ela imprime sozinha quando a impressora responder.',
    sent: 'Enviada para a impressora',
    printed: 'Impressa em 127.0.0.1:9100',
  },
  en: {
    buyAnyway: 'Buy anyway (print later)',
    waiting: 'Bought, NOT printed yet: waiting for printer 127.0.0.1:9100.',
    reason: 'The printer at 127.0.0.1:9100 refused the connection. Check also that the port (9100) is right.',
    then: 'It prints by itself once the printer answers.',
    sent: 'Sent to printer',
    printed: 'Printed on 127.0.0.1:9100',
  },
} as const;

let stopListening: (() => void) | undefined;
afterEach(() => stopListening?.());

/** The bench quoted with the printer down; `bought` answers the purchase the operator confirms. */
function benchWithPrinterDown(language: 'pt-BR' | 'en', bought: (station: FakeStation) => EmissionView) {
  const station: FakeStation = installStation({
    'desk.presets': () => [],
    'desk.rule': () => ({ rule: { kind: 'cheapest' }, isDefault: true }),
    'addressbook.search': () => ({ entries: [], lastSyncAt: null, offlineSince: null }),
    'desk.checkBeforeCreate': () => ({ checked: true }),
    'shipments.create': () => ({ shipmentId: SHIPMENT }) as never,
    'labels.emitAndPrint': (input) =>
      input.confirmPrinterDown
        ? { ok: true, value: bought(station) }
        : {
            ok: false,
            error: {
              kind: 'printer-unavailable',
              said: { key: 'workflow.printerNotReady', params: { reason: refused } },
            },
          },
  });
  stopListening = listenToStation();
  renderDesk(<Shell session={LOGGED_IN} />, {
    language,
    state: {
      session: LOGGED_IN,
      settingsView: settings(),
      printers: [
        { id: PRINTER, name: '127.0.0.1:9100', description: '', isDefault: false, connection: 'network' },
      ] as never,
      senders: [SENDER],
      sender: SENDER,
      recipient: RECIPIENT,
      parcel: BOX_1_2KG,
      invoice: { ...emptyInvoice(), chave: NFE_KEY },
    },
  });
  quoteBenchWithPac();
  return station;
}

async function buyAnyway(language: 'pt-BR' | 'en', station: FakeStation) {
  const user = userEvent.setup();
  await user.click(screen.getByTestId('buy-button'));
  await user.click(await screen.findByRole('button', { name: WORDS[language].buyAnyway }));
  await waitFor(() => expect(screen.getByTestId('tracking-code').textContent).toBe('PX307654924BR'));
  expect(station.callsTo('labels.emitAndPrint')).toHaveLength(2);
  expect(station.callsTo('labels.emitAndPrint')[1]?.confirmPrinterDown).toBe(true);
}

describe('a label bought anyway with the label printer down', () => {
  it.each(['pt-BR', 'en'] as const)(
    'says it is bought and not printed yet, why, and follows its job to printed (%s)',
    async (language) => {
      const words = WORDS[language];
      const station = benchWithPrinterDown(language, () => emission(job()));
      await buyAnyway(language, station);
      // Main's answer: the job queued, its first try not yet made. Not "sent to the printer".
      const status = screen.getByTestId('print-status');
      expect(status.textContent).toContain(words.waiting);
      expect(status.textContent).not.toContain(words.sent);

      // The queue's try: the printer refused; it waits and tries again.
      act(() =>
        station.emit('print-job', job({ attempts: 1, lastError: refused, updatedAt: '2026-11-26T14:06:01.000Z' })),
      );
      expect(screen.getByTestId('print-waiting').textContent).toBe(`${words.waiting} ${words.reason} ${words.then}`);
      expect(screen.getByTestId('print-status').textContent).not.toContain(words.sent);

      // The printer came back: it printed, and the panel says so.
      act(() => station.emit('print-job', job({ status: 'done', attempts: 2, updatedAt: '2026-11-26T14:06:30.000Z' })));
      expect(screen.queryByTestId('print-waiting')).toBeNull();
      expect(screen.getByTestId('print-status').textContent).toContain(words.printed);
    },
  );

  it.each(['pt-BR', 'en'] as const)(
    'keeps the refusal the queue reported before main answered the purchase (%s)',
    async (language) => {
      const words = WORDS[language];
      const station = benchWithPrinterDown(language, (s) => {
        // The queue tried at once and the printer refused: its event goes out before the answer.
        s.emit('print-job', job({ attempts: 1, lastError: refused, updatedAt: '2026-11-26T14:06:01.000Z' }));
        return emission(job());
      });
      await buyAnyway(language, station);
      expect(screen.getByTestId('print-waiting').textContent).toBe(`${words.waiting} ${words.reason} ${words.then}`);
    },
  );
});
