// <dataDir>/draft.json (0600): the shipment each account was typing on this desk, so a reload of
// the window or a restart of the app gives it back (the page offers it; the operator decides).
// It holds what was typed, a recipient's CPF/CNPJ among it, so it stays in this file readable by
// the desk's user only and is never logged; nothing secret goes in (no token, no password). One
// draft per account and server, the few most recent kept. Written durably (platform's writer): a
// crash leaves the old draft or the new one, never half of one. No .bak: a draft the operator
// cleared must not live on in a copy (it holds a CPF), and a lost draft is only retyped.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { draftWorkSchema, type DraftView, type DraftWork } from '../../../shared/draft';
import { writeFileDurably } from '../../platform';

export const DRAFT_FILE = 'draft.json';
/** Drafts kept (accounts in lojas; the oldest goes first). */
const KEEP = 8;

/** Whose draft: the account (its e-mail, case folded) on one server ('training' or the API's URL), in one loja. */
export interface DraftOwner {
  server: string;
  email: string;
  tenantId: string;
}

const storedSchema = z.object({
  version: z.literal(1),
  drafts: z.array(
    z.object({
      server: z.string(),
      email: z.string(),
      /** Absent in a draft kept before drafts had a loja. */
      tenantId: z.string().optional(),
      savedAt: z.string(),
      work: draftWorkSchema,
    }),
  ),
});
type Stored = z.infer<typeof storedSchema>;

const same = (a: Partial<DraftOwner>, b: DraftOwner) =>
  a.server === b.server && a.tenantId === b.tenantId && a.email?.trim().toLowerCase() === b.email.trim().toLowerCase();

export class DraftFile {
  private readonly file: string;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = join(dataDir, DRAFT_FILE);
  }

  get(owner: DraftOwner): DraftView | null {
    const found = this.read().drafts.find((draft) => same(draft, owner));
    return found ? { work: found.work, savedAt: found.savedAt } : null;
  }

  save(owner: DraftOwner, work: DraftWork): { savedAt: string } {
    const savedAt = new Date(this.now()).toISOString();
    const others = this.read().drafts.filter((draft) => draft.tenantId !== undefined && !same(draft, owner));
    const { server, email, tenantId } = owner;
    const drafts = [{ server, email, tenantId, savedAt, work }, ...others].slice(0, KEEP);
    this.write({ version: 1, drafts });
    return { savedAt };
  }

  clear(owner: DraftOwner): boolean {
    const stored = this.read();
    const drafts = stored.drafts.filter((draft) => !same(draft, owner));
    if (drafts.length === stored.drafts.length) return false;
    if (drafts.length === 0) rmSync(this.file, { force: true });
    else this.write({ version: 1, drafts });
    return true;
  }

  /** What the file holds; a missing, damaged or foreign file is no draft (it is only a convenience). */
  private read(): Stored {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return { version: 1, drafts: [] };
    }
    try {
      const parsed = storedSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : { version: 1, drafts: [] };
    } catch {
      return { version: 1, drafts: [] };
    }
  }

  private write(stored: Stored): void {
    writeFileDurably(this.file, JSON.stringify(stored));
  }
}
