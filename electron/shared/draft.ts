// The shipment being typed, kept by main so a reload of the window (or a restart of the app) gives
// it back: what work.ts in the renderer carries over a loja switch or an ended session, saved as
// it is typed. Main stores it for the account and server that typed it and never reads inside it;
// it holds what the operator typed (a recipient's CPF/CNPJ among it) and nothing secret (no token,
// no password). The schema bounds its shape and size, not its meaning: the page that wrote it is
// the one that reads it back.
import { z } from 'zod';
import { channel, noInput } from './channel';
import { tipoDaceSchema } from './contract/dace';
import { rule } from './contract/rules';

/** More than any typed shipment (a recipient, a parcel, an invoice with its DC-e items). */
export const MAX_DRAFT_CHARS = 64_000;

const text = z.string().max(2_000);
const object = z.looseObject({});

export const draftWorkSchema = z
  .strictObject({
    recipient: object.nullable(),
    parcel: object,
    invoice: object,
    externalRef: text,
    daceWithLabel: tipoDaceSchema.nullable(),
    weightSource: object.nullable(),
    /** A quote had been asked: it is asked again when the work comes back. */
    requote: z.boolean(),
    screen: z.string().max(40),
  })
  .refine((work) => JSON.stringify(work).length <= MAX_DRAFT_CHARS, { error: rule('draftTooLarge') });
export type DraftWork = z.infer<typeof draftWorkSchema>;

export interface DraftView {
  work: DraftWork;
  /** When it was last saved (ISO 8601). */
  savedAt: string;
}

export const draftChannels = {
  /** The draft this account left on this desk (for this server), or null. */
  'desk:draft-get': channel(noInput).returns<DraftView | null>(),
  /** Keeps the shipment being typed, replacing the one kept before. */
  'desk:draft-save': channel(z.strictObject({ work: draftWorkSchema })).returns<{ savedAt: string }>(),
  /** Forgets the draft (bought, cleared for the next parcel, or discarded). */
  'desk:draft-clear': channel(noInput).returns<{ cleared: boolean }>(),
};
