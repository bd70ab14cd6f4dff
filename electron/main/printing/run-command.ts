// Every printing tool runs through execFile with an argument list: a printer name or a file
// path is one argv element and never passes through a shell, whatever characters it holds.
import { execFile } from 'node:child_process';

export interface CommandResult {
  /** The exit code; -1 when the program could not be started (e.g. lp not installed). */
  code: number;
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  /** Added to the environment (the process environment is kept). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

export type RunCommand = (file: string, args: readonly string[], options?: CommandOptions) => Promise<CommandResult>;

export const runCommand: RunCommand = (file, args, options = {}) =>
  new Promise((resolve) => {
    execFile(
      file,
      [...args],
      {
        env: { ...process.env, ...options.env },
        timeout: options.timeoutMs ?? 60_000,
        maxBuffer: 8 * 1024 * 1024,
        windowsHide: true,
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ code: 0, stdout, stderr });
        const code = typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout, stderr: stderr.trim() === '' ? error.message : stderr });
      },
    );
  });

/** CUPS tools answer in the desk's language; their output is parsed, so ask for the C locale. */
export const C_LOCALE: Record<string, string> = { LC_ALL: 'C', LANG: 'C' };
