import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../electron/main/log/logger';
import { openSettings } from '../../../electron/main/settings/settings-store';

const setup = (content?: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'settings-'));
  const file = join(dir, 'settings.json');
  if (content !== undefined) writeFileSync(file, content);
  const logFile = join(dir, 'station.log');
  const logger = createLogger({ file: logFile });
  return { dir, file, logger, logText: () => readFileSync(logFile, 'utf8') };
};

describe('settings file', () => {
  it('starts on defaults: training mode, pt-BR, strict mode on', () => {
    const { file, logger } = setup();
    const settings = openSettings(file, logger).get();
    expect(settings).toMatchObject({
      apiBaseUrl: null,
      tenantId: null,
      lastEmail: null,
      language: 'pt-BR',
      strictMode: true,
    });
    expect(settings.printers).toEqual({ label: null, daceThermal: null, dacePdf: null });
    expect(settings.workstationName.length).toBeGreaterThan(0);
  });

  it('a file that is not JSON gives defaults, a warning, and is set aside, not lost', () => {
    const { dir, file, logger, logText } = setup('{ not json');
    expect(openSettings(file, logger).get().language).toBe('pt-BR');
    expect(logText()).toContain('settings file is not JSON');
    expect(readdirSync(dir).some((name) => name.startsWith('settings.json.corrupt-'))).toBe(true);
    expect(existsSync(file)).toBe(false);
  });

  it('a bad field takes its default and the good ones survive', () => {
    const { file, logger, logText } = setup(
      JSON.stringify({
        apiBaseUrl: 'http://example.com',
        language: 'en',
        strictMode: 'yes',
        tenantId: 'a0000000-0000-4000-8000-000000000001',
      }),
    );
    const settings = openSettings(file, logger).get();
    expect(settings.apiBaseUrl).toBeNull(); // plain http to another host is never accepted
    expect(settings.strictMode).toBe(true);
    expect(settings.language).toBe('en');
    expect(settings.tenantId).toBe('a0000000-0000-4000-8000-000000000001');
    expect(logText()).toMatch(/invalid fields.*apiBaseUrl.*strictMode/);
  });

  it('updates are saved, validated, and hold no secret fields', () => {
    const { file, logger } = setup();
    const store = openSettings(file, logger);
    store.update({ language: 'en', printers: { label: 'cups:Label' } });
    expect(() => store.update({ apiBaseUrl: 'http://10.0.0.5:8080' })).toThrow();
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({
      language: 'en',
      printers: { label: 'cups:Label', daceThermal: null, dacePdf: null },
    });
    expect(Object.keys(saved).sort()).toEqual([
      'apiBaseUrl',
      'confirmOneKey',
      'language',
      'lastEmail',
      'printers',
      'scale',
      'strictMode',
      'tenantId',
      // The warehouse's address, never its password (that one is in the keychain).
      'warehouse',
      'weighOnScan',
      'weighTimeoutS',
      'workstationName',
    ]);
    expect(openSettings(file, logger).get().language).toBe('en');
  });
});
