// The station's databases checked before anything opens them (PRAGMA quick_check). A damaged
// file is moved aside, never deleted, and the start goes on with a fresh one; then:
//   - the address book is rebuilt from the server by its next sync (it is only a local copy);
//   - the purchase journal (workflow.db), the print queue and the desk's journal and audit log
//     are NEVER silently replaced: what the damaged file still holds is copied into the fresh
//     one (salvage), and the operator is told which file, where it went, and what came back.
import { accessSync, constants, existsSync } from 'node:fs';
import { said, type Said } from '../../shared/messages';
import { join } from 'node:path';
import { checkIntegrity, DatabaseRefused, isNotWritable, moveAside, type Salvaged } from '../platform';
import type { Logger } from '../log';
import type { RecoveredCharge } from '../workflow';

export interface StorageNotice {
  file: string;
  movedTo: string;
  problem: string;
  /** The address book: rebuilt from the server, nothing to salvage. */
  rebuilt: boolean;
  recovered: Salvaged[];
}

export const STATION_FILES = [
  { name: 'addressbook.db', rebuildable: true },
  { name: 'desk.db', rebuildable: false },
  { name: 'workflow.db', rebuildable: false },
  { name: 'print-queue.sqlite', rebuildable: false },
  { name: 'warehouse.db', rebuildable: false },
] as const;
export type StationFile = (typeof STATION_FILES)[number]['name'];

/** Moves every damaged station database aside; answers what moved where (salvage comes after the services open). */
export function setAsideDamaged(dataDir: string, logger: Logger): Map<StationFile, StorageNotice> {
  const moved = new Map<StationFile, StorageNotice>();
  for (const { name, rebuildable } of STATION_FILES) {
    const file = join(dataDir, name);
    const integrity = checkIntegrity(file);
    if (integrity.ok) continue;
    const movedTo = moveAside(file);
    logger.error('damaged database moved aside', {
      file,
      movedTo,
      problem: integrity.error.problem,
      detail: integrity.error.detail,
    });
    moved.set(name, { file, movedTo, problem: integrity.error.detail, rebuilt: rebuildable, recovered: [] });
  }
  return moved;
}

/**
 * A file or folder of the station this user cannot write, met while the station is made but
 * outside the storage layer's open (a store's first write, a damaged file moved aside, the
 * settings saved): the storage layer's refusal, naming the file (the system error's path, or the
 * first of the data folder and its databases this user cannot write), the system's words as its
 * detail. Null for any other error (a socket's EACCES names no file), and for a refusal already
 * in words.
 */
export function notWritableRefusal(error: unknown, dataDir: string): DatabaseRefused | null {
  if (error instanceof DatabaseRefused || !isNotWritable(error)) return null;
  const { code, path } = error as Error & { code?: string; path?: unknown };
  if (code !== 'ERR_SQLITE_ERROR' && typeof path !== 'string') return null;
  const file = typeof path === 'string' ? path : firstUnwritable(dataDir);
  return new DatabaseRefused('not-writable', file, null, (error as Error).message);
}

function firstUnwritable(dataDir: string): string {
  const files = STATION_FILES.flatMap(({ name }) => ['', '-wal', '-shm'].map((suffix) => join(dataDir, name + suffix)));
  return [dataDir, ...files].find((path) => existsSync(path) && !writable(path)) ?? dataDir;
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The notice as the station says it (the page translates it). */
export function describeStorageNotice(notice: StorageNotice): Said {
  if (notice.rebuilt) return said('station.addressBookRebuilt', { file: notice.file, movedTo: notice.movedTo });
  const rows = notice.recovered.reduce((sum, t) => sum + t.rows, 0);
  const lost = notice.recovered.some((t) => t.lost);
  return said(lost ? 'station.salvagedSome' : 'station.salvaged', {
    file: notice.file,
    movedTo: notice.movedTo,
    count: rows,
  });
}

/**
 * What start-up brought back from the audit log: the charges (printed once at the resume) with
 * their tracking codes, and the purchases whose answer was lost (held until the operator tries
 * again) with their shipments.
 */
export function describeRecoveredCharges(recovered: readonly RecoveredCharge[]): Said[] {
  const charged = recovered.filter((r) => r.state === 'ready');
  const unknown = recovered.filter((r) => r.state === 'unknown');
  return [
    ...(charged.length
      ? [
          said('station.recoveredCharges', {
            count: charged.length,
            tracking: charged.map((r) => r.trackingCode ?? r.labelId ?? r.shipmentId).join(', '),
          }),
        ]
      : []),
    ...(unknown.length
      ? [
          said('station.recoveredUnknown', {
            count: unknown.length,
            shipments: unknown.map((r) => r.shipmentId.slice(0, 8)).join(', '),
          }),
        ]
      : []),
  ];
}
