// Issue 27, items 1 and 2 of the page (main's answers scripted): Settings → Armazém refuses, in
// words and before anything is sent, what the shared schema refuses (TLS off for a database on
// another computer, verify-full without its CA file, a port that is not one); a good setting goes
// to warehouse:configure with the password typed, which is then gone from the page (never in the
// store, never shown again); the desk's name is saved as the station's name; the answer's status
// is shown; "Desligar" sends null. The header follows the warehouse-status event: nothing for a
// desk alone, "Armazém conectado", or since when the journal has not answered and what is pending.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SettingsView } from '../../../electron/shared/ipc';
import { settingsSchema } from '../../../electron/shared/ipc';
import type { WarehouseConfig, WarehouseStatus } from '../../../electron/shared/warehouse';
import { listenToStation } from '../../../renderer/src/app/stationEvents';
import { useStore } from '../../../renderer/src/app/store';
import { WarehouseBadge } from '../../../renderer/src/features/warehouse/WarehouseBadge';
import { WarehouseSettings } from '../../../renderer/src/features/warehouse/WarehouseSettings';
import { formatTime } from '../../../renderer/src/lib/format';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

const SECRET = 's3nha-do-armazém';

const view = (warehouse: WarehouseConfig | null = null, workstationName = 'Bancada 1'): SettingsView => ({
  settings: { ...settingsSchema.parse({}), warehouse, workstationName },
  activeApiBaseUrl: 'https://api.example.com',
  training: false,
  restartRequired: false,
  notices: [],
});

/** Each status made later is a later change of main's (its stamp grows). */
let stamped = 0;
const status = (patch: Partial<WarehouseStatus> = {}): WarehouseStatus => ({
  changedAt: ++stamped,
  mode: 'online',
  desk: 'Bancada 3',
  where: 'estacao@db.armazem.example:5432/armazem',
  lastContactAt: new Date().toISOString(),
  pending: 0,
  problem: null,
  ...patch,
});

const CONFIG: WarehouseConfig = {
  host: 'db.armazem.example',
  port: 5432,
  database: 'armazem',
  user: 'estacao',
  tls: 'verify-full',
  caFile: '/etc/ssl/armazem-ca.crt',
  whenDown: 'lenient',
};

/** A field as the operator fills it: what it held cleared, then `value` typed key by key. */
async function fill(panel: HTMLElement, label: string, value: string): Promise<void> {
  const user = userEvent.setup();
  const field = within(panel).getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

describe('Settings → Armazém', () => {
  it('refuses in words what the schema refuses, and sends nothing', async () => {
    const station = installStation({});
    renderDesk(<WarehouseSettings />, { state: { settingsView: view(), warehouseStatus: status({ mode: 'off' }) } });
    const panel = screen.getByTestId('warehouse-settings');
    expect(within(panel).getByTestId('warehouse-status').textContent).toBe(
      'Esta estação trabalha sozinha: nenhum armazém configurado.',
    );
    await fill(panel, 'Servidor (nome ou IP)', 'db.armazem.example');
    await fill(panel, 'Porta', 'cinco');
    await fill(panel, 'Banco de dados', 'armazem');
    await fill(panel, 'Usuário', 'estacao');
    fireEvent.click(within(panel).getByText('Sem TLS'));
    fireEvent.click(within(panel).getByTestId('warehouse-save'));
    expect(panel.textContent).toContain('Uma porta de 1 a 65535 (o PostgreSQL usa 5432).');

    await fill(panel, 'Porta', '5432');
    fireEvent.click(within(panel).getByTestId('warehouse-save'));
    expect(within(panel).getByTestId('warehouse-tls-error').textContent).toBe(
      'Sem TLS só para um banco neste computador (localhost ou 127.0.0.1). Para outro servidor, verifique o certificado.',
    );

    fireEvent.click(within(panel).getByText('Verificar o certificado'));
    fireEvent.click(within(panel).getByTestId('warehouse-save'));
    expect(panel.textContent).toContain(
      'Informe o arquivo da autoridade certificadora que assinou o certificado do servidor.',
    );
    expect(station.calls).toEqual([]);
  });

  it('sends the setting and the password once, forgets the password, saves the desk name and shows the status', async () => {
    const station = installStation({
      'settings.update': (patch) => view(null, patch.workstationName ?? ''),
      'warehouse.configure': () => status(),
      'settings.get': () => view(CONFIG, 'Bancada 3'),
    });
    renderDesk(<WarehouseSettings />, { state: { settingsView: view(), warehouseStatus: status({ mode: 'off' }) } });
    const panel = screen.getByTestId('warehouse-settings');
    await fill(panel, 'Servidor (nome ou IP)', CONFIG.host);
    await fill(panel, 'Banco de dados', CONFIG.database);
    await fill(panel, 'Usuário', CONFIG.user);
    await fill(panel, 'Senha', SECRET);
    await fill(panel, 'Arquivo da autoridade certificadora (CA)', CONFIG.caFile!);
    fireEvent.click(within(panel).getByText('Perguntar ao operador'));
    await fill(panel, 'Nome desta bancada', 'Bancada 3');
    fireEvent.click(within(panel).getByTestId('warehouse-save'));

    await waitFor(() =>
      expect(within(panel).getByTestId('warehouse-status').textContent).toContain(
        'Conectado ao diário do armazém como Bancada 3.',
      ),
    );
    expect(station.callsTo('settings.update')).toEqual([{ workstationName: 'Bancada 3' }]);
    expect(station.callsTo('warehouse.configure')).toEqual([{ config: CONFIG, password: SECRET }]);
    // Write-only: the field is empty again and the page keeps the password nowhere. The field is
    // emptied once the save has read the settings back, a few ticks after the status shows.
    await waitFor(() => expect((within(panel).getByLabelText('Senha') as HTMLInputElement).value).toBe(''));
    expect(JSON.stringify(useStore.getState())).not.toContain(SECRET);
    expect(panel.textContent).not.toContain(SECRET);
    expect(within(panel).getByTestId('warehouse-saved').textContent).toBe('Armazém salvo; a situação está acima.');
  });

  it('says a refused connection in words and keeps PostgreSQL\'s own text folded under "Detalhes"', () => {
    installStation({});
    const offline = status({
      mode: 'offline',
      problem: { key: 'warehouse.lost' },
      quoted: { source: 'system', lines: ['connect ECONNREFUSED 10.0.0.5:5432'] },
    });
    renderDesk(<WarehouseSettings />, { state: { settingsView: view(CONFIG), warehouseStatus: offline } });
    const line = within(screen.getByTestId('warehouse-settings')).getByTestId('warehouse-status');
    expect(within(line).getByTestId('warehouse-problem').textContent).toBe(
      'Esta bancada não consegue falar com o banco do armazém (PostgreSQL). Confira se ele está ligado, se a rede chega até ele e se o certificado e a senha configurados são os dele.',
    );
    const details = within(line).getByTestId('warehouse-problem-details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Detalhes');
    expect(details.textContent).toContain('connect ECONNREFUSED 10.0.0.5:5432');
    // Outside the fold, nothing of the driver's words.
    const folded = line.cloneNode(true) as HTMLElement;
    folded.querySelector('details')?.remove();
    expect(folded.textContent).not.toContain('ECONNREFUSED');
  });

  it('"Desligar" makes the desk work alone (config null), and an empty password keeps the stored one', async () => {
    let saved: WarehouseConfig | null = CONFIG;
    const station = installStation({
      'warehouse.configure': ({ config }) => {
        saved = config ? CONFIG : null;
        return status(config ? {} : { mode: 'off', where: null });
      },
      'settings.get': () => view(saved),
    });
    renderDesk(<WarehouseSettings />, { state: { settingsView: view(CONFIG), warehouseStatus: status() } });
    const panel = screen.getByTestId('warehouse-settings');
    expect((within(panel).getByLabelText('Servidor (nome ou IP)') as HTMLInputElement).value).toBe(CONFIG.host);
    fireEvent.click(within(panel).getByTestId('warehouse-save'));
    await waitFor(() => expect(station.callsTo('warehouse.configure')).toHaveLength(1));
    expect(station.callsTo('warehouse.configure')[0]).toEqual({ config: CONFIG });
    fireEvent.click(within(panel).getByTestId('warehouse-off'));
    await waitFor(() => expect(station.callsTo('warehouse.configure')).toHaveLength(2));
    expect(station.callsTo('warehouse.configure')[1]).toEqual({ config: null });
    await waitFor(() =>
      expect(within(panel).getByTestId('warehouse-status').textContent).toBe(
        'Esta estação trabalha sozinha: nenhum armazém configurado.',
      ),
    );
  });
});

describe('the header', () => {
  it('follows the warehouse-status event: nothing alone, online, then offline since HH:MM with what is pending', () => {
    const station = installStation({});
    renderDesk(<WarehouseBadge />);
    const stop = listenToStation();
    try {
      act(() => station.emit('warehouse-status', status({ mode: 'off', where: null })));
      expect(screen.queryByTestId('warehouse-badge')).toBeNull();
      act(() => station.emit('warehouse-status', status()));
      expect(screen.getByTestId('warehouse-badge').textContent).toBe('Armazém conectado');
      const since = '2026-12-06T14:32:00.000Z';
      const at = formatTime(since);
      act(() =>
        station.emit(
          'warehouse-status',
          status({
            mode: 'offline',
            lastContactAt: since,
            pending: 3,
            problem: { key: 'warehouse.lost' },
            quoted: { source: 'system', lines: ['connect ECONNREFUSED 10.0.0.5:5432'] },
          }),
        ),
      );
      const badge = screen.getByTestId('warehouse-badge');
      // A day other than today says its date too; the time is the desk's own clock either way.
      expect(badge.textContent).toMatch(new RegExp(`^Armazém sem conexão desde .*${at} — 3 pendentes$`));
      expect(badge.getAttribute('title')).toContain(
        'Esta bancada não consegue falar com o banco do armazém (PostgreSQL).',
      );
      expect(badge.getAttribute('title')).not.toContain('ECONNREFUSED');
      act(() => station.emit('warehouse-status', status({ mode: 'offline', lastContactAt: new Date().toISOString() })));
      expect(screen.getByTestId('warehouse-badge').textContent).toMatch(/^Armazém sem conexão desde \d\d:\d\d$/);
    } finally {
      stop();
    }
  });

  it('keeps "connected" when a status read while the journal was lost arrives after the event that it is back', async () => {
    // Read at the start while main was still connecting; the journal answered (its event came on
    // the event stream) before this answer did. On the old code the header said "sem conexão" again.
    const lost = status({ mode: 'offline', problem: { key: 'warehouse.lost' } });
    const back = status();
    const station = installStation({
      'warehouse.status': () => {
        station.emit('warehouse-status', back);
        return lost;
      },
    });
    renderDesk(<WarehouseBadge />);
    const stop = listenToStation();
    try {
      await act(() => useStore.getState().loadWarehouseStatus());
      expect(useStore.getState().warehouseStatus).toEqual(back);
      expect(screen.getByTestId('warehouse-badge').textContent).toBe('Armazém conectado');
    } finally {
      stop();
    }
  });
});
