// Structured log: one JSON object per line in <dataDir>/logs/station.log, every field passed
// through redact() first. Writes are synchronous appends so the last lines before a crash are
// on disk, which is when a desk's log is read.
import { closeSync, fstatSync, renameSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { openPrivate, privateFile, privateFolder } from '../platform';
import { redact, redactText } from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** A logger whose lines carry `scope`. */
  child(scope: string): Logger;
  /** A value (a live token, a password) to replace wherever it would appear. */
  addSecret(value: string): void;
  close(): void;
}

export interface LoggerOptions {
  file?: string;
  level?: LogLevel;
  /** Also write lines to stderr (development). */
  echo?: boolean;
  /**
   * Rotate to station.log.1 when the file grows past this: at start, and while running (a browser
   * host refusing a flood of calls logs each one, and a desk runs for weeks without a restart).
   */
  maxBytes?: number;
}

const MAX_SECRETS = 64;

export function createLogger(options: LoggerOptions = {}): Logger {
  const threshold = ORDER[options.level ?? 'info'];
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  let fd: number | null = null;
  /** Bytes in the open file: counted as written, so no stat per line. */
  let size = 0;
  const open = (file: string) => {
    // 0600 in a 0700 folder: a log names operators, lojas and the printers' and server's words.
    fd = openPrivate(file);
    size = fstatSync(fd).size;
  };
  if (options.file) {
    privateFolder(dirname(options.file));
    rotateIfLarge(options.file, maxBytes);
    privateFile(`${options.file}.1`);
    open(options.file);
  }
  /** Past maxBytes: the file becomes station.log.1 (the older .1 goes) and a new one starts. */
  const rotateNow = (file: string) => {
    if (fd !== null) closeSync(fd);
    fd = null;
    try {
      renameSync(file, `${file}.1`);
    } catch {
      // Renamed or removed by someone else: a new file is what we want anyway.
    }
    open(file);
  };
  // Most recent last; old tokens drop out once far behind (they are dead by then anyway).
  const secrets = new Set<string>();

  const write = (level: LogLevel, scope: string | undefined, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[level] < threshold) return;
    const safe = fields ? (redact(fields, secrets) as Record<string, unknown>) : {};
    const line = JSON.stringify({
      t: new Date().toISOString(),
      level,
      ...(scope ? { scope } : {}),
      msg: redactText(msg, secrets),
      ...safe,
    });
    if (fd !== null && options.file) {
      try {
        size += writeSync(fd, `${line}\n`);
        if (size > maxBytes) rotateNow(options.file);
      } catch {
        // A full disk must not take the desk down with it.
      }
    }
    if (options.echo) process.stderr.write(`${line}\n`);
  };

  const make = (scope: string | undefined): Logger => ({
    debug: (msg, fields) => write('debug', scope, msg, fields),
    info: (msg, fields) => write('info', scope, msg, fields),
    warn: (msg, fields) => write('warn', scope, msg, fields),
    error: (msg, fields) => write('error', scope, msg, fields),
    child: (name) => make(scope ? `${scope}.${name}` : name),
    addSecret: (value) => {
      if (!value) return;
      secrets.delete(value);
      secrets.add(value);
      if (secrets.size > MAX_SECRETS) secrets.delete(secrets.values().next().value as string);
    },
    close: () => {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  });
  return make(undefined);
}

function rotateIfLarge(file: string, maxBytes: number): void {
  try {
    if (statSync(file).size > maxBytes) renameSync(file, `${file}.1`);
  } catch {
    // No file yet.
  }
}

/** For tests and tools that need a logger but no file. */
export const silentLogger = (): Logger => createLogger({ level: 'error' });
