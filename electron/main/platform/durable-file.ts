// The one way to write a small file that must survive a crash or a power cut (settings.json, the
// printing station's network-printers.json and printer-profiles.json, draft.json, a label saved
// as a file): after any crash the file holds the old content or the new one, whole, never half
// of one. Written on node:fs rather than taken from write-file-atomic (not a dependency here):
// that library fsyncs the temporary file and renames it over, but its documentation promises no
// fsync of the folder (without it the rename itself can be lost in a power cut) and it keeps no
// last good copy, so a wrapper would add both and leave the library only the few lines it saves.
//
//   temp file (0600) → write → fsync → rename over → fsync of the folder
//
// With keepBackup, the file being replaced is first copied, durably, to <file>.bak: a reader
// that finds the file damaged (a disk that lied about fsync) still has the last good one.
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';

/** The last good copy of a file written with keepBackup. */
export const backupOf = (file: string): string => `${file}.bak`;

export interface DurableWriteOptions {
  /** Copy the file being replaced to backupOf(file) first (only when it exists). */
  keepBackup?: boolean;
}

/** Writes text or bytes to file: the new content, or the old, after any crash. The file is 0600. */
export function writeFileDurably(file: string, content: string | Uint8Array, options: DurableWriteOptions = {}): void {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  if (options.keepBackup && existsSync(file)) durably(backupOf(file), (temp) => copyFileSync(file, temp));
  durably(file, (temp) => {
    const fd = openSync(temp, 'w', 0o600);
    try {
      // writeFileSync on a descriptor writes until every byte is out (one writeSync may write fewer).
      writeFileSync(fd, content);
    } finally {
      closeSync(fd);
    }
  });
  // Once, after both renames: a rename is durable only once its folder is.
  syncFolder(folder);
}

/** Fills a temporary file beside target, fsyncs it and renames it over target. */
function durably(target: string, fill: (temp: string) => void): void {
  const temp = `${target}.tmp-${process.pid}`;
  try {
    fill(temp);
    const fd = openSync(temp, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

function syncFolder(folder: string): void {
  // Windows cannot open a folder for fsync.
  if (process.platform === 'win32') return;
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
