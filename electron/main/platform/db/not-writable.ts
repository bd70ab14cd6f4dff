// Whether an error of the file system or of SQLite says a file (or its folder) cannot be written
// by this computer's user. Apart from open.ts, which says it in words, so the data folder's lock
// (instance-lock.ts), the first file a start writes, tells it without loading the catalogues.

/** File-system codes of a file or folder this user may not write (its mode, a read-only disk). */
const NOT_WRITABLE_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);
/** SQLite's primary result codes for the same: SQLITE_READONLY (8), SQLITE_CANTOPEN (14). */
const NOT_WRITABLE_SQLITE = new Set([8, 14]);

/** Whether `error` says the file (or its folder, where SQLite puts its WAL) cannot be written. */
export function isNotWritable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errcode } = error as Error & { code?: string; errcode?: number };
  if (code !== undefined && NOT_WRITABLE_CODES.has(code)) return true;
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && NOT_WRITABLE_SQLITE.has(errcode & 0xff);
}
