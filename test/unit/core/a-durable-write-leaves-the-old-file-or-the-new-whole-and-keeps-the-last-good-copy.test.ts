// Issue 30, item 1: settings, the printing station's files and the draft are written by one
// writer (platform/durable-file.ts). On a real file system: the new content whole, 0600, the
// replaced file kept as .bak when asked, and no temporary file left behind, even when the
// rename fails.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupOf, writeFileDurably } from '../../../electron/main/platform';

const folder = () => mkdtempSync(join(tmpdir(), 'durable-'));

describe('a durable write', () => {
  it('puts the new content in place whole, 0600, in a folder it creates', () => {
    const file = join(folder(), 'nested', 'settings.json');
    writeFileDurably(file, '{"a":1}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps the file it replaces as .bak when asked, and only then', () => {
    const dir = folder();
    const kept = join(dir, 'kept.json');
    writeFileDurably(kept, 'first', { keepBackup: true });
    expect(existsSync(backupOf(kept))).toBe(false); // nothing was replaced yet
    writeFileDurably(kept, 'second', { keepBackup: true });
    expect(readFileSync(kept, 'utf8')).toBe('second');
    expect(readFileSync(backupOf(kept), 'utf8')).toBe('first');

    const plain = join(dir, 'draft.json');
    writeFileDurably(plain, 'first');
    writeFileDurably(plain, 'second');
    expect(existsSync(backupOf(plain))).toBe(false);
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('that cannot rename leaves the old file and no temporary file behind', () => {
    const dir = folder();
    const target = join(dir, 'blocked');
    mkdirSync(target);
    writeFileSync(join(target, 'inside'), 'x'); // a non-empty folder: rename over it fails
    expect(() => writeFileDurably(target, 'new')).toThrow();
    expect(readdirSync(dir)).toEqual(['blocked']);
  });
});
