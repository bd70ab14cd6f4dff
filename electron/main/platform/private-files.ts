// The data folder holds a desk's labels (names, addresses, tracking codes), its logs and the
// training server's data: readable by this user only, like every database (db/open.ts) and the
// data folder itself. A folder is 0700 and a file 0600, whoever made them and whatever the
// umask: one an older version made wider is narrowed the next time it is used. On Windows a
// mode is only the read-only flag; the profile folder's ACL is what protects the data there.
import { chmodSync, closeSync, existsSync, fchmodSync, fstatSync, mkdirSync, openSync, statSync } from 'node:fs';

/** Group and others: no bit of theirs on anything of the data folder. */
const OTHERS = 0o077;

/** The folder, created 0700 (with its missing parents) or narrowed to it. */
export function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if ((statSync(folder).mode & OTHERS) !== 0) chmodSync(folder, 0o700);
}

/** A file (when it exists) narrowed to 0600. */
export function privateFile(file: string): void {
  if (existsSync(file) && (statSync(file).mode & OTHERS) !== 0) chmodSync(file, 0o600);
}

/** Opens a file for appending, created 0600 or narrowed to it: its descriptor. */
export function openPrivate(file: string, flags = 'a'): number {
  const fd = openSync(file, flags, 0o600);
  if ((fstatSync(fd).mode & OTHERS) !== 0) fchmodSync(fd, 0o600);
  return fd;
}

/** Creates an empty file 0600 (or narrows one that exists) for a library that makes it with its own mode. */
export function touchPrivate(file: string): void {
  closeSync(openPrivate(file));
}
