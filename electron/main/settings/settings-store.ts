// Non-secret settings in <dataDir>/settings.json. Read with the shared zod schema: a field that
// fails keeps its default and the rest survive; an unreadable file is set aside (never silently
// overwritten, so a support person can still look at it) and the station starts on defaults.
// Writes go to a temporary file first and are renamed over, so a crash never leaves half a file.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { settingsSchema, type Settings, type SettingsPatch } from '../../shared/ipc';
import type { Logger } from '../log';

export interface SettingsStore {
  get(): Settings;
  /** Applies a change and saves it; returns the new settings. */
  update(change: SettingsPatch | Partial<Settings>): Settings;
  readonly file: string;
}

export function openSettings(file: string, logger: Logger): SettingsStore {
  let current = read(file, logger);
  if (!current.workstationName) current = { ...current, workstationName: hostname().slice(0, 100) };

  return {
    file,
    get: () => current,
    update(change) {
      const printers = { ...current.printers, ...(change.printers ?? {}) };
      const next = settingsSchema.parse({ ...current, ...change, printers });
      save(file, next);
      current = next;
      return current;
    },
  };
}

function read(file: string, logger: Logger): Settings {
  const defaults = settingsSchema.parse({});
  if (!existsSync(file)) return defaults;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    setAside(file, logger, 'settings file is not JSON; starting with defaults', error);
    return defaults;
  }
  const whole = settingsSchema.safeParse(raw);
  if (whole.success) return whole.data;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    setAside(file, logger, 'settings file is not an object; starting with defaults');
    return defaults;
  }
  // Keep what is still good field by field: a bad printer name must not cost the loja choice.
  const salvaged: Record<string, unknown> = {};
  const rejected: string[] = [];
  for (const [key, schema] of Object.entries(settingsSchema.shape)) {
    const field = schema.safeParse((raw as Record<string, unknown>)[key]);
    if (field.success) salvaged[key] = field.data;
    else rejected.push(key);
  }
  logger.warn('settings file has invalid fields; they take their defaults', { fields: rejected });
  return settingsSchema.parse(salvaged);
}

function setAside(file: string, logger: Logger, msg: string, error?: unknown): void {
  const aside = `${file}.corrupt-${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch {
    // Could not move it; the next save replaces it.
  }
  logger.warn(msg, { file, movedTo: aside, error });
}

function save(file: string, settings: Settings): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}`;
  writeFileSync(temp, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
}
