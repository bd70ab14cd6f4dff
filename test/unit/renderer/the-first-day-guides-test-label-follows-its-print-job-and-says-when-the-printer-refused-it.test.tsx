// The first-day guide's test label says what happened to it, following its print job as the queue
// reports it (print-job events), in pt-BR and in English (reviewer, as a new operator: a network
// printer at 127.0.0.1:19101 that nothing listens on was reported green, "Etiqueta de teste
// enviada para network:127.0.0.1:19101. Saiu inteira…?", while the queue held the job refused).
// While the job is on its way the line says it is being sent; a refusal is red with the queue's
// reason and what to do, and the guide does not go on; once the printer took it, the question
// whether it came out right. The printer is named as the operator knows it (127.0.0.1:19101), also
// while the desk's printer list does not hold it. Main's answers and events are scripted at
// window.station (the fake station support): no Electron here.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsSchema, type SettingsView } from '../../../electron/shared/ipc';
import type { PrintJobView } from '../../../electron/shared/printing';
import { listenToStation } from '../../../renderer/src/app/stationEvents';
import { FirstDayGuide } from '../../../renderer/src/features/firstDay/FirstDayGuide';
import { LOGGED_IN, printJobView } from './support/fixtures';
import { renderDesk } from './support/render';
import { installStation, type FakeStation } from './support/station';

const PRINTER = 'network:127.0.0.1:19101';
const refused = { key: 'printing.tcpRefused', params: { where: '127.0.0.1:19101', port: 19101 } } as const;

const view = (label: string | null, language: 'pt-BR' | 'en'): SettingsView => {
  const settings = settingsSchema.parse({ language });
  return {
    settings: { ...settings, printers: { ...settings.printers, label } },
    activeApiBaseUrl: 'http://127.0.0.1:4000',
    training: true,
    restartRequired: false,
    notices: [],
  };
};

const job = (extra: Partial<PrintJobView> = {}): PrintJobView =>
  printJobView({ jobId: 'test-1', kind: 'test', printerId: PRINTER, printer: '127.0.0.1:19101', ...extra });

const WORDS = {
  'pt-BR': {
    network: 'Impressora de rede',
    add: 'Adicionar',
    chosen: 'As etiquetas vão para 127.0.0.1:19101.',
    print: 'Imprimir etiqueta de teste',
    sending: 'Enviando a etiqueta de teste para 127.0.0.1:19101…',
    notTaken: 'A impressora 127.0.0.1:19101 não recebeu a etiqueta de teste.',
    reason: 'A impressora em 127.0.0.1:19101 recusou a conexão.',
    then: 'a estação tenta de novo sozinha',
    taken: 'A impressora 127.0.0.1:19101 recebeu a etiqueta de teste.',
    check: 'Saiu inteira, reta',
    sent: 'enviada',
  },
  en: {
    network: 'Network printer',
    add: 'Add',
    chosen: 'Labels go to 127.0.0.1:19101.',
    print: 'Print a test label',
    sending: 'Sending the test label to 127.0.0.1:19101…',
    notTaken: 'The printer 127.0.0.1:19101 has not taken the test label.',
    reason: 'The printer at 127.0.0.1:19101 refused the connection.',
    then: 'the station tries again by itself',
    taken: 'The printer 127.0.0.1:19101 took the test label.',
    check: 'Did it come out whole, straight',
    sent: 'sent',
  },
} as const;

let stopListening: (() => void) | undefined;
afterEach(() => stopListening?.());

/** The guide at a fresh desk whose printer list does not hold the network printer the operator adds. */
function guideAtAFreshDesk(language: 'pt-BR' | 'en', testLabel: (station: FakeStation) => PrintJobView) {
  let routed: string | null = null;
  const station: FakeStation = installStation({
    'printers.list': () => [],
    'printers.addNetwork': () => ({ id: PRINTER, name: '127.0.0.1:19101', isDefault: false, connection: 'network' }),
    'settings.update': (patch) => {
      routed = patch.printers?.label ?? null;
      return view(routed, language);
    },
    'printers.profile': () => ({ printerId: PRINTER, profile: null, needsProfile: false }),
    'printers.detect': () => ({
      ok: false,
      error: { kind: 'printer-unavailable', said: { key: 'common.verbatim', params: { text: 'off' } } },
    }),
    'printers.test': () => testLabel(station),
  });
  stopListening = listenToStation();
  renderDesk(<FirstDayGuide />, {
    language,
    state: { settingsView: view(null, language), session: LOGGED_IN, firstDay: 'open' },
  });
  return station;
}

/** Step 1: the network printer typed in and added; step 2: its profile; step 3: the test label asked for. */
async function printTheTestLabel(language: 'pt-BR' | 'en', station: FakeStation) {
  const words = WORDS[language];
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: words.network }), '127.0.0.1:19101');
  await user.click(screen.getByRole('button', { name: words.add }));
  // The printer as the operator typed it, not the station's id for it ("network:…").
  await screen.findByText(words.chosen);
  await user.click(screen.getByTestId('first-day-next'));
  await waitFor(() => expect((screen.getByTestId('first-day-next') as HTMLButtonElement).disabled).toBe(false));
  await user.click(screen.getByTestId('first-day-next'));
  await user.click(screen.getByRole('button', { name: words.print }));
  await waitFor(() => expect(station.callsTo('printers.test')).toEqual([{ printerId: PRINTER, kind: 'label' }]));
  return screen.findByTestId('first-day-test-sent');
}

const line = () => screen.getByTestId('first-day-test-sent');
const canGoOn = () => !(screen.getByTestId('first-day-next') as HTMLButtonElement).disabled;

describe("the first-day guide's test label", () => {
  it.each(['pt-BR', 'en'] as const)(
    'says it is being sent, then that the printer refused it and why, then that the printer took it (%s)',
    async (language) => {
      const words = WORDS[language];
      const station = guideAtAFreshDesk(language, () => job());
      await printTheTestLabel(language, station);

      // Main queued it; the queue has not tried yet: on its way, not "sent", no question yet.
      expect(line().textContent).toBe(words.sending);
      expect(line().textContent).not.toContain(words.check);
      expect(canGoOn()).toBe(false);

      // The queue's try: nothing listens at 127.0.0.1:19101. Red, with the reason and what to do.
      act(() =>
        station.emit('print-job', job({ attempts: 1, lastError: refused, updatedAt: '2026-11-26T14:06:01.000Z' })),
      );
      expect(line().getAttribute('role')).toBe('alert');
      expect(line().className).toContain('danger');
      expect(line().textContent).toContain(words.notTaken);
      expect(line().textContent).toContain(words.reason);
      expect(line().textContent).toContain(words.then);
      expect(line().textContent).not.toContain(words.check);
      expect(line().textContent).not.toContain(words.sent);
      expect(canGoOn()).toBe(false);

      // The printer came on and took it: now the question whether it came out right.
      act(() => station.emit('print-job', job({ status: 'done', attempts: 2, updatedAt: '2026-11-26T14:06:30.000Z' })));
      expect(line().textContent).toContain(words.taken);
      expect(line().textContent).toContain(words.check);
      expect(line().textContent).not.toContain(words.reason);
      expect(canGoOn()).toBe(true);
    },
  );

  it.each(['pt-BR', 'en'] as const)(
    'keeps a refusal the queue reported before main answered (%s)',
    async (language) => {
      const words = WORDS[language];
      const station = guideAtAFreshDesk(language, (s) => {
        // The queue tried at once and the connection was refused: its event goes out before the answer.
        s.emit('print-job', job({ attempts: 1, lastError: refused, updatedAt: '2026-11-26T14:06:01.000Z' }));
        return job();
      });
      await printTheTestLabel(language, station);
      expect(line().textContent).toContain(words.notTaken);
      expect(line().textContent).toContain(words.reason);
      expect(canGoOn()).toBe(false);
    },
  );
});
