// A real full disk for the tests: a small tmpfs on a fresh folder (mounting needs root, as on the
// desk-like CI machine; elsewhere `mounted` is false and the test says it skipped), filled to the
// last byte and emptied again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SmallDisk {
  path: string;
  mounted: boolean;
  /** Unmounts it (if it was mounted) and removes its folder. */
  remove(): void;
}

/** A tmpfs of `size` (as mount takes it: '1m', '16m') on a fresh temp folder named from `prefix`. */
export function mountSmallDisk(prefix: string, size: string): SmallDisk {
  const path = mkdtempSync(join(tmpdir(), prefix));
  let mounted = false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', path], { stdio: 'ignore' });
    mounted = true;
  } catch {
    mounted = false;
  }
  return {
    path,
    mounted,
    remove() {
      if (mounted) execFileSync('umount', ['-l', path]);
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/** Fills the file system under `dir` to the last byte: files of `chunkBytes`, then up to `crumbs` of 256 bytes. */
export function fillDisk(dir: string, { chunkBytes = 64 * 1024, crumbs = 256 } = {}): void {
  const chunk = Buffer.alloc(chunkBytes, 1);
  for (let i = 0; ; i++) {
    try {
      writeFileSync(join(dir, `filler-${i}`), chunk);
    } catch {
      for (let j = 0; j < crumbs; j++)
        try {
          writeFileSync(join(dir, `crumb-${i}-${j}`), Buffer.alloc(256, 1));
        } catch {
          return;
        }
      return;
    }
  }
}

/** Frees what fillDisk wrote under `dir`. */
export function emptyDisk(dir: string): void {
  execFileSync('sh', ['-c', `rm -f ${dir}/filler-* ${dir}/crumb-*`]);
}
