// Issue 14, point 6: the log is rotated by size while the station runs, not only at start. A
// page without the key (a foreign local program) may call the browser host as often as it
// likes, and each refusal is logged: the real host, over real HTTP, with a real log file kept
// small here (maxBytes 4 KiB), refuses 120 calls; the file never grows far past the limit, the
// older lines are in station.log.1, and the newest refusal is in station.log.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserHost } from '../../../electron/main/host/server';
import { createLogger } from '../../../electron/main/log';
import { startEmptyHost, type EmptyHost } from './support/empty-host';

const MAX_BYTES = 4096;
let empty: EmptyHost | undefined;
let host: BrowserHost;
let file: string;

beforeAll(async () => {
  empty = await startEmptyHost('log-rotate-', (dir) => {
    file = join(dir, 'logs', 'station.log');
    return createLogger({ file, maxBytes: MAX_BYTES });
  });
  host = empty.host;
});
afterAll(() => empty?.close());

describe('the log of refused calls', () => {
  it('is rotated by size while running, keeping the newest lines in station.log', async () => {
    let largest = 0;
    for (let i = 0; i < 120; i++) {
      const response = await fetch(`${host.origin}/rpc/session:state?call=${i}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(403);
      largest = Math.max(largest, statSync(file).size);
    }
    const lines = (path: string) => readFileSync(path, 'utf8').trim().split('\n');
    const last = lines(file).map((line) => JSON.parse(line) as { msg: string; reason?: string });
    // One line past the limit at most before it turns over (each line is well under 1 KiB).
    expect(largest).toBeLessThan(MAX_BYTES + 1024);
    expect(existsSync(`${file}.1`)).toBe(true);
    expect(lines(`${file}.1`).length).toBeGreaterThan(5);
    expect(last.at(-1)).toMatchObject({ msg: 'call refused', reason: 'missing key' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
