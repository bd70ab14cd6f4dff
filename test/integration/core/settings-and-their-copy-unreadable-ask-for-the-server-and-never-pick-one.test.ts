// Issue 15.7, the double fault: settings.json cut short by a power failure AND its last good copy
// unreadable. The desk used to start in training mode by itself (a real desk printing sandbox
// labels). Now the station knows its server is unknown: it starts neither training nor any
// server, no request leaves, nothing is written over the files, and the start-up notice asks the
// operator to choose. Once the operator saves the server, the next start talks to it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStation, UNKNOWN_SERVER } from '../../../electron/main/app/station';
import { createMemoryVault } from '../../../electron/main/session';
import { silentLogger } from '../../../electron/main/log';
import { backupOf, openSettings } from '../../../electron/main/settings/settings-store';
import { DEMO, IDS, startTestSandbox } from '../../support/sandbox';
import { spoken } from '../../support/said';
import { closedAfterEach } from '../../support/use';
import type { Said } from '../../../electron/shared/messages';

const keep = closedAfterEach();

describe('settings.json and its last good copy both unreadable', () => {
  it('start no server by themselves, send nothing, ask the operator, and take the server the operator saves', async () => {
    const sandbox = keep(await startTestSandbox());
    const dataDir = mkdtempSync(join(tmpdir(), 'station-settings-lost-'));
    const file = join(dataDir, 'settings.json');
    // A real desk: its server and printer saved twice (so a good copy exists), then both damaged.
    const store = openSettings(file, silentLogger());
    store.update({ apiBaseUrl: sandbox.url, printers: { label: 'network:10.0.0.9:9100' } });
    store.update({ tenantId: IDS.demoLoja });
    truncateSync(file, 17);
    writeFileSync(backupOf(file), readFileSync(backupOf(file)).subarray(0, 9));
    const walletsBefore = await sandbox.admin.wallets();

    let station = keep(await createStation({ dataDir, vault: createMemoryVault() }));
    expect(station.training).toBe(false);
    expect(station.apiBaseUrl).toBe(UNKNOWN_SERVER);
    expect(station.settings.lost()).toMatchObject({ backup: 'unreadable' });
    const view = await station.registry.invoke('settings:get', undefined);
    const notices = (view as { value: { notices: Said[] } }).value.notices.map((n) => spoken(n));
    expect(notices.some((t) => t.includes('não se sabe qual servidor') && t.includes('modo de treinamento'))).toBe(
      true,
    );
    // No request leaves: a login is refused as never sent, and the server saw nothing.
    await expect(station.session.login({ email: DEMO.email, senha: DEMO.senha })).rejects.toMatchObject({
      kind: 'offline',
    });
    expect(await sandbox.admin.wallets()).toEqual(walletsBefore);
    // Nothing was written over the damaged files while the server is unknown.
    await station.registry.invoke('settings:update', { language: 'en' });
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(dataDir).some((name) => name.startsWith('settings.json.corrupt-'))).toBe(true);

    // The operator chooses the store's server: saved, and the next start talks to it.
    const chosen = await station.registry.invoke('settings:update', { apiBaseUrl: sandbox.url });
    expect(chosen).toMatchObject({ ok: true, value: { restartRequired: true } });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ apiBaseUrl: sandbox.url, language: 'en' });
    await station.close();
    station = keep(await createStation({ dataDir, vault: createMemoryVault() }));
    expect(station.training).toBe(false);
    expect(station.apiBaseUrl).toBe(sandbox.url);
    await station.session.login({ email: DEMO.email, senha: DEMO.senha });
  });
});
