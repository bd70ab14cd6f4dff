// Issue 15: an unreadable settings.json switched a real desk to training mode and lost its
// printer routes. Saves now keep the last good copy; a damaged file is set aside and that copy
// restored, so the server, the loja and the routes survive.
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../electron/main/log';
import { backupOf, openSettings } from '../../../electron/main/settings/settings-store';

const REAL = {
  apiBaseUrl: 'https://api.transportadora.example',
  printers: { label: 'network:10.0.0.9:9100' },
  tenantId: 'a0000000-0000-4000-8000-000000000001',
};

function desk() {
  const dir = mkdtempSync(join(tmpdir(), 'settings-'));
  const file = join(dir, 'settings.json');
  const store = openSettings(file, silentLogger());
  store.update({ apiBaseUrl: REAL.apiBaseUrl, printers: REAL.printers });
  store.update({ tenantId: REAL.tenantId });
  return { dir, file };
}

describe('a damaged settings file', () => {
  it('is written atomically, 0600, with the previous good copy kept beside it', () => {
    const { dir, file } = desk();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ tenantId: REAL.tenantId });
    expect(JSON.parse(readFileSync(backupOf(file), 'utf8'))).toMatchObject({ apiBaseUrl: REAL.apiBaseUrl });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('cut short by a power failure is set aside and the last good copy restored: same server and printers', () => {
    const { dir, file } = desk();
    truncateSync(file, 17);
    const settings = openSettings(file, silentLogger()).get();
    expect(settings.apiBaseUrl).toBe(REAL.apiBaseUrl);
    expect(settings.printers.label).toBe(REAL.printers.label);
    expect(readdirSync(dir).some((name) => name.startsWith('settings.json.corrupt-'))).toBe(true);
    // The restored file is in place again for the next start.
    expect(JSON.parse(readFileSync(file, 'utf8')).apiBaseUrl).toBe(REAL.apiBaseUrl);
  });

  it('emptied, or not an object, restores the copy too', () => {
    for (const content of ['', '[]', 'null']) {
      const { file } = desk();
      writeFileSync(file, content);
      expect(openSettings(file, silentLogger()).get().apiBaseUrl).toBe(REAL.apiBaseUrl);
    }
  });

  it('with a damaged API address takes the address from the last good copy, not training mode', () => {
    const { file } = desk();
    const current = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...current, apiBaseUrl: 'ht!tp://' }));
    const settings = openSettings(file, silentLogger()).get();
    expect(settings.apiBaseUrl).toBe(REAL.apiBaseUrl);
    expect(settings.tenantId).toBe(REAL.tenantId);
  });

  it('with no good copy left says the server is lost, and writes nothing until the operator chooses one', () => {
    const { file } = desk();
    writeFileSync(file, '{');
    writeFileSync(backupOf(file), '{');
    const store = openSettings(file, silentLogger());
    expect(store.lost()).toMatchObject({ backup: 'unreadable' });
    expect(store.lost()?.movedTo).toContain('settings.json.corrupt-');
    store.update({ language: 'en' });
    expect(existsSync(file)).toBe(false); // defaults saved now would mean training at the next start
    store.update({ apiBaseUrl: REAL.apiBaseUrl });
    expect(store.lost()).toBeNull();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ apiBaseUrl: REAL.apiBaseUrl, language: 'en' });
  });

  it('with a damaged API address and no good copy says the server is lost instead of picking training', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-'));
    const file = join(dir, 'settings.json');
    writeFileSync(file, JSON.stringify({ apiBaseUrl: 'ht!tp://', language: 'pt-BR' }));
    expect(openSettings(file, silentLogger()).lost()).toMatchObject({ backup: 'missing' });
  });
});
