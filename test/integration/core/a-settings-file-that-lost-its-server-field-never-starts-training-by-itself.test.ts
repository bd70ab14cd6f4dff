// Found by the faults bench (damaged-settings-file): settings.json overwritten with an object that
// has no server address (`{}`) read as valid, every field its default, so the desk started in
// training mode by itself and forgot its printers. The station writes every field, so a missing
// server address is a damaged one: the last good copy gives it back, and without a good copy the
// server is unknown and the operator is asked (never training by itself).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStation, UNKNOWN_SERVER } from '../../../electron/main/app/station';
import { createMemoryVault } from '../../../electron/main/session';
import { silentLogger } from '../../../electron/main/log';
import { backupOf, openSettings } from '../../../electron/main/settings/settings-store';
import { IDS, startTestSandbox } from '../../support/sandbox';
import { closedAfterEach } from '../../support/use';

const keep = closedAfterEach();

describe('a settings.json with no server address', () => {
  it('takes the server and the printers back from the last good copy', async () => {
    const sandbox = keep(await startTestSandbox());
    const dataDir = mkdtempSync(join(tmpdir(), 'station-settings-empty-'));
    const file = join(dataDir, 'settings.json');
    const store = openSettings(file, silentLogger());
    store.update({ apiBaseUrl: sandbox.url, printers: { label: 'network:10.0.0.9:9100' } });
    store.update({ tenantId: IDS.demoLoja });
    writeFileSync(file, '{}');
    const station = keep(await createStation({ dataDir, vault: createMemoryVault() }));
    expect(station.training).toBe(false);
    expect(station.apiBaseUrl).toBe(sandbox.url);
    expect(station.settings.get().printers.label).toBe('network:10.0.0.9:9100');
  });

  it('without a good copy, starts no server and asks, as with any lost server address', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'station-settings-empty-nocopy-'));
    const file = join(dataDir, 'settings.json');
    const store = openSettings(file, silentLogger());
    store.update({ apiBaseUrl: 'https://api.loja.example' });
    store.update({ language: 'en' });
    writeFileSync(file, '{}');
    writeFileSync(backupOf(file), readFileSync(backupOf(file)).subarray(0, 5));
    const station = keep(await createStation({ dataDir, vault: createMemoryVault() }));
    expect(station.training).toBe(false);
    expect(station.apiBaseUrl).toBe(UNKNOWN_SERVER);
    expect(station.settings.lost()).not.toBeNull();
  });
});
