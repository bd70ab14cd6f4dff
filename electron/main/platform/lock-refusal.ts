// A refused data folder (instance-lock.ts) in words, loaded only when a start is refused: with the
// catalogues and zod it brings, it is not loaded before the browser host serves its page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { said, translate } from '../../shared/messages';
import { DatabaseRefused } from './db/open';
import { OWNER_FILE, type LockHolder, type LockRefusal } from './instance-lock';

const holderSchema: z.ZodType<LockHolder> = z.object({
  pid: z.number().int(),
  host: z.string(),
  shell: z.string(),
  startedAt: z.string(),
});

/**
 * The refusal in both languages (it is said before any setting, and so any language, is read): who
 * holds the folder, from the note it wrote (a note that does not parse says "?"); or, for a folder
 * this user cannot write, the storage layer's own words for it, on one line.
 */
export function lockRefusalInWords(refused: LockRefusal): string {
  if (refused.reason === 'not-writable')
    return new DatabaseRefused('not-writable', refused.file, null, refused.detail).message;
  const holder = readHolder(join(refused.dataDir, OWNER_FILE));
  const who = holder ? `${holder.shell} pid ${holder.pid} @ ${holder.host}, ${holder.startedAt}` : '?';
  const message = said('station.folderInUse', { dataDir: refused.dataDir, who });
  return [translate(message, 'pt-BR'), translate(message, 'en')].join('\n');
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = holderSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
