// Non-secret settings in <dataDir>/settings.json. Read with the shared zod schema: a field that
// fails keeps its default and the rest survive. Writes are atomic and durable: a temporary file,
// fsynced, renamed over, and the folder fsynced, so a crash or a power cut leaves either the old
// file or the new one, never half of one; the previous good file is kept as settings.json.bak.
// An unreadable file is set aside (never silently overwritten, so a support person can still
// look at it) and the last good copy is restored: the desk keeps its server (a lost file must
// never turn a real desk into a training one), its loja and its printer routes.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { hostname } from 'node:os';
import { settingsSchema, type Settings, type SettingsPatch } from '../../shared/ipc';
import type { Logger } from '../log';
import { backupOf, writeFileDurably } from '../platform';

export interface SettingsStore {
  get(): Settings;
  /** Applies a change and saves it; returns the new settings. */
  update(change: SettingsPatch | Partial<Settings>): Settings;
  /**
   * The double fault: settings.json unreadable (or its server address) and no good copy to take
   * it from. Which server this desk uses is then unknown: the station asks the operator and
   * never picks training or a server by itself. Cleared once the operator saves a server choice.
   */
  lost(): SettingsLoss | null;
  readonly file: string;
}

export interface SettingsLoss {
  /** Where the unreadable file was set aside (null: it could not be moved, or only a field was bad). */
  movedTo: string | null;
  /** The last good copy: none was ever written, or it is unreadable too. */
  backup: 'missing' | 'unreadable';
}

export function openSettings(file: string, logger: Logger): SettingsStore {
  const found = read(file, logger);
  let current = found.settings;
  let lost = found.lost;
  if (!current.workstationName) current = { ...current, workstationName: hostname().slice(0, 100) };

  return {
    file,
    get: () => current,
    lost: () => lost,
    update(change) {
      const printers = { ...current.printers, ...(change.printers ?? {}) };
      const next = settingsSchema.parse({ ...current, ...change, printers });
      // While the server is unknown, nothing is written until the operator chooses one: saving
      // the defaults would write apiBaseUrl null, and the next start would be in training mode.
      if (lost && !('apiBaseUrl' in change)) {
        logger.warn('settings kept in memory until the operator chooses the server', { fields: Object.keys(change) });
        current = next;
        return current;
      }
      save(file, next);
      lost = null;
      current = next;
      return current;
    },
  };
}

/** The last good settings file, kept by every save. */
export { backupOf };

function read(file: string, logger: Logger): { settings: Settings; lost: SettingsLoss | null } {
  const defaults = settingsSchema.parse({});
  // No file at all is a first start (training until the operator says otherwise), unless a good
  // copy says which server this desk used; an unreadable copy means the server is unknown.
  if (!existsSync(file)) {
    const backup = readBackup(file, logger);
    if (backup) return { settings: backup, lost: null };
    return { settings: defaults, lost: existsSync(backupOf(file)) ? { movedTo: null, backup: 'unreadable' } : null };
  }
  const unreadable = (movedTo: string | null) => {
    const restored = restore(file, logger);
    if (restored) return { settings: restored, lost: null };
    return { settings: defaults, lost: { movedTo, backup: backupState(file) } };
  };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return unreadable(setAside(file, logger, 'settings file is not JSON; the last good copy is restored', error));
  }
  // The station writes every field: a file without the server's address has lost it. Read as it
  // is, an empty object would take the default (training) and the desk would change server by
  // itself; it is a damaged server field instead (the last good copy's, or asked for).
  const serverMissing =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !Object.hasOwn(raw, 'apiBaseUrl');
  const whole = settingsSchema.safeParse(raw);
  if (whole.success && !serverMissing) return { settings: whole.data, lost: null };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return unreadable(setAside(file, logger, 'settings file is not an object; the last good copy is restored'));
  }
  // Keep what is still good field by field: a bad printer name must not cost the loja choice. A
  // bad field takes its value from the last good copy when there is one (a damaged API address
  // must not send the desk to training mode), else its default.
  const salvaged: Record<string, unknown> = {};
  const rejected: string[] = [];
  let backup: Settings | null | undefined;
  for (const [key, schema] of Object.entries(settingsSchema.shape)) {
    // With the server's address gone, every other field missing went with it (the copy has them).
    const field =
      serverMissing && !Object.hasOwn(raw, key)
        ? { success: false as const }
        : schema.safeParse((raw as Record<string, unknown>)[key]);
    if (field.success) salvaged[key] = field.data;
    else {
      rejected.push(key);
      backup ??= readBackup(file, logger);
      if (backup) salvaged[key] = backup[key as keyof Settings];
    }
  }
  logger.warn('settings file has invalid fields; they take their defaults', { fields: rejected });
  // A bad server address with no good copy: the default (training) would be a guess.
  const serverLost = rejected.includes('apiBaseUrl') && !backup;
  return {
    settings: settingsSchema.parse(salvaged),
    lost: serverLost ? { movedTo: null, backup: backupState(file) } : null,
  };
}

const backupState = (file: string): SettingsLoss['backup'] => (existsSync(backupOf(file)) ? 'unreadable' : 'missing');

/** Moves an unreadable file aside; answers where it went (null when it could not be moved). */
function setAside(file: string, logger: Logger, msg: string, error?: unknown): string | null {
  const aside = `${file}.corrupt-${Date.now()}`;
  let movedTo: string | null = aside;
  try {
    renameSync(file, aside);
  } catch {
    movedTo = null; // Could not move it; the next save replaces it.
  }
  logger.warn(msg, { file, movedTo, error });
  return movedTo;
}

/** The backup, when it reads whole; null otherwise. */
function readBackup(file: string, logger: Logger): Settings | null {
  const backup = backupOf(file);
  if (!existsSync(backup)) return null;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(readFileSync(backup, 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // unreadable too: nothing to restore from
  }
  logger.warn('the settings backup is unreadable too; starting with defaults', { backup });
  return null;
}

/** Puts the last good copy back in place of a damaged file. */
function restore(file: string, logger: Logger): Settings | null {
  const settings = readBackup(file, logger);
  if (!settings) return null;
  save(file, settings, { keepBackup: false });
  logger.warn('settings restored from the last good copy', { file, from: backupOf(file) });
  return settings;
}

function save(file: string, settings: Settings, options: { keepBackup: boolean } = { keepBackup: true }): void {
  // The file being replaced was read or written whole by this station: it becomes the backup.
  writeFileDurably(file, `${JSON.stringify(settings, null, 2)}\n`, options);
}
