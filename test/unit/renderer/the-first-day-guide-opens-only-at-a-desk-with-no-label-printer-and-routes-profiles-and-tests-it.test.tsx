// Issue 29.6 in the renderer (main's answers scripted): the first-day guide opens only at a desk
// with no label printer routed and only once the settings say so; an operator who skips it, ends
// it or goes to another screen is not walked through it again in this window (another operator
// is); and its steps route the label printer, wait for its profile, print a test label on it and
// end on the shortcuts, in pt-BR and in English.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingsSchema, type SettingsView, type SessionState } from '../../../electron/shared/ipc';
import { FirstDayGuide } from '../../../renderer/src/features/firstDay/FirstDayGuide';
import { firstDayFor } from '../../../renderer/src/features/firstDay/firstDaySlice';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';
import { printJobView } from './support/fixtures';

const PRINTER = 'cups:Zebra_ZD220';

const view = (label: string | null = null): SettingsView => {
  const settings = settingsSchema.parse({});
  return {
    settings: { ...settings, printers: { ...settings.printers, label } },
    activeApiBaseUrl: 'http://127.0.0.1:4000',
    training: true,
    restartRequired: false,
    notices: [],
  };
};

const session = (email: string): SessionState =>
  ({
    status: 'logged-in',
    email,
    userId: 'ac000000-0000-4000-8000-000000000001',
    lojas: [{ id: 'a0000000-0000-4000-8000-000000000001', name: 'Loja Demo Paulista' }],
    tenantId: 'a0000000-0000-4000-8000-000000000001',
    training: true,
    tokenStorage: 'memory',
    tokenStorageNotice: null,
    demoAccount: null,
  }) as unknown as SessionState;

beforeEach(() => window.sessionStorage.clear());

describe('whether the first-day guide opens', () => {
  it('waits for the settings, opens without a label printer, and not with one or once this operator ended it', () => {
    expect(firstDayFor(null, false)).toBe('undecided');
    expect(firstDayFor(null, false, true)).toBe('closed'); // settings unreadable: the desk as it is
    expect(firstDayFor(view(null), false)).toBe('open');
    expect(firstDayFor(view(PRINTER), false)).toBe('closed');
    expect(firstDayFor(view(null), true)).toBe('closed');
  });

  it('stays open while the printer is routed, ends when the operator goes to another screen, and stays ended for them only', () => {
    renderDesk(<p />, { state: { settingsView: view(null), session: session('ana@loja.test') } });
    const store = () => useStore.getState();
    store().decideFirstDay();
    expect(store().firstDay).toBe('open');
    // The routing the guide makes does not close it under the operator.
    useStore.setState({ settingsView: view(PRINTER) });
    store().decideFirstDay();
    expect(store().firstDay).toBe('open');

    store().go('labels');
    expect(store().firstDay).toBe('closed');

    // A reload (the store starts again, the window's storage stays): not again for Ana…
    renderDesk(<p />, { state: { settingsView: view(null), session: session('Ana@Loja.test') } });
    store().decideFirstDay();
    expect(store().firstDay).toBe('closed');
    // …but the next operator at this desk gets it.
    renderDesk(<p />, { state: { settingsView: view(null), session: session('bruno@loja.test') } });
    store().decideFirstDay();
    expect(store().firstDay).toBe('open');
  });
});

describe('the first-day guide', () => {
  it('routes the label printer, waits for its profile, prints a test label on it and ends on the shortcuts', async () => {
    let routed: string | null = null;
    const station = installStation({
      'printers.list': () => [
        { id: PRINTER, name: 'Zebra_ZD220', description: 'Zebra ZD220', isDefault: false, connection: 'cups' },
      ],
      'settings.update': (patch) => {
        routed = patch.printers?.label ?? null;
        return view(routed);
      },
      'printers.profile': () => ({ printerId: PRINTER, profile: null, needsProfile: false }),
      'printers.detect': () => ({
        ok: false,
        error: { kind: 'printer-unavailable', said: { key: 'common.verbatim', params: { text: 'off' } } },
      }),
      // The queue handed it to CUPS at once (the test label followed through its job: its own test file).
      'printers.test': () =>
        printJobView({ jobId: 't', kind: 'test', status: 'done', printerId: PRINTER, printer: 'Zebra_ZD220' }),
    });
    renderDesk(<FirstDayGuide />, {
      state: { settingsView: view(null), session: session('ana@loja.test'), firstDay: 'open' },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Primeiro dia na bancada');
    expect(document.activeElement?.textContent).toBe('Escolha a impressora de etiquetas');
    const next = screen.getByTestId('first-day-next') as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    const select = (await screen.findByLabelText('Impressora de etiquetas')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    await userEvent.setup().selectOptions(select, PRINTER);
    await screen.findByText('As etiquetas vão para Zebra_ZD220.');
    expect(station.callsTo('settings.update')).toEqual([{ printers: { label: PRINTER } }]);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);

    // A driver printer needs no profile: ready at once (its panel offers to set one all the same).
    expect(document.activeElement?.textContent).toBe('Confirme o perfil da impressora');
    await screen.findByText('Perfil pronto: a impressora sabe o tamanho da etiqueta.');
    fireEvent.click(screen.getByTestId('first-day-next'));

    const goOn = screen.getByTestId('first-day-next') as HTMLButtonElement;
    expect(goOn.disabled).toBe(true); // not before the test label went out
    fireEvent.click(screen.getByTestId('first-day-test-print'));
    await screen.findByText('A impressora Zebra_ZD220 recebeu a etiqueta de teste.');
    expect(station.callsTo('printers.test')).toEqual([{ printerId: PRINTER, kind: 'label' }]);
    // Nothing but the printer and its routing was asked of main: nothing bought.
    expect(
      station.calls.map((c) => c.method).filter((m) => !m.startsWith('printers.') && m !== 'settings.update'),
    ).toEqual([]);
    fireEvent.click(goOn);

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Onde ficam os atalhos');
    const keys = Array.from(document.querySelectorAll('.first-day-shortcuts kbd')).map((k) => k.textContent);
    expect(keys).toEqual(['? · F1', 'F2 · /', 'Alt+1 … Alt+8', '1 … 9', 'Ctrl+Enter', 'F9', 'Alt+N']);
    fireEvent.click(screen.getByTestId('first-day-start'));
    expect(useStore.getState().firstDay).toBe('closed');
  });

  it('speaks English with the desk, and "Skip for now" ends it without routing anything', async () => {
    const station = installStation({ 'printers.list': () => [] });
    renderDesk(<FirstDayGuide />, {
      state: { settingsView: view(null), session: session('ana@loja.test'), firstDay: 'open' },
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('First day at the desk');
    await screen.findByText(/No printer showed up on this computer/);
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(useStore.getState().firstDay).toBe('closed');
    expect(station.callsTo('settings.update')).toEqual([]);
  });
});
