// The sandbox clock: real time plus an offset that POST /__sandbox/clock moves forward. The
// offset is stored in the data dir, so a restarted sandbox keeps the time its quotes, tokens,
// pending jobs, download URLs and tracking timelines were made in.
import { readMeta, writeMeta } from './db/meta';
import type { Sql } from './db/sql';

export class SandboxClock {
  private offsetMs: number;

  constructor(private readonly sql: Sql) {
    this.offsetMs = Number(readMeta(sql, 'clock_offset_ms') ?? 0);
  }

  /** Milliseconds since the epoch, on the sandbox clock. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(seconds: number): void {
    this.offsetMs += Math.round(seconds * 1000);
    writeMeta(this.sql, 'clock_offset_ms', String(this.offsetMs));
  }

  /** Back to real time (a reset). */
  reload(): void {
    this.offsetMs = Number(readMeta(this.sql, 'clock_offset_ms') ?? 0);
  }

  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }
}

export const iso = (ms: number): string => new Date(ms).toISOString();
