// The typed shipment kept by main (desk:draft-*), so a reload of the window or a restart of the app
// loses nothing: saved a moment after each change while an account works in a loja, cleared once
// the bench is clear (bought, a new shipment). After a start the draft is offered back, never put
// on the bench unasked: the operator may have moved on to another parcel.
import type { DraftView, DraftWork } from '../../../../electron/shared/draft';
import { station } from '../../bridge/station';
import type { SliceCreator } from '../../app/store';
import { workOnBench, type DeskWork } from './work';

export interface DraftSlice {
  /** A draft kept from before this start, waiting for the operator's answer. */
  draftOffer: DraftView | null;
  /** Main was asked for this account's draft: until then nothing is saved over it. */
  draftChecked: boolean;
  /** Asks main for this account's draft; offers it when the bench is empty. */
  checkDraft(): Promise<void>;
  /** Puts the offered draft on the bench (and asks its quote again when one had been asked). */
  takeDraft(): void;
  /** Forgets the offered draft, here and in main. */
  dropDraft(): void;
}

/** What main keeps: a scale's weight goes as a typed one (the reading's proof lives in main's memory). */
export function draftOf(work: DeskWork): DraftWork {
  const { recipient, parcel, invoice, weightSource } = work;
  // Spread into plain objects: what main keeps is any object (it never reads inside one).
  return {
    ...work,
    recipient: recipient && { ...recipient },
    parcel: { ...parcel },
    invoice: { ...invoice },
    weightSource: weightSource && weightSource.kind !== 'scale' ? { ...weightSource } : null,
  };
}

/** A draft this page can put back: written by it, but perhaps by an older version of it. */
function deskWorkOf(work: DraftWork): DeskWork | null {
  const parcel = work.parcel as Record<string, unknown>;
  const invoice = work.invoice as Record<string, unknown>;
  if (typeof parcel.weight !== 'string' || !Array.isArray(invoice.products)) return null;
  // eslint-disable-next-line no-restricted-syntax -- main keeps the draft unread: its shape is the page's own, checked above
  return work as unknown as DeskWork;
}

export const createDraftSlice: SliceCreator<DraftSlice> = (set, get) => ({
  draftOffer: null,
  draftChecked: false,

  // Not busyCall: no error to show, a draft main cannot give is as good as none (nobody waits on it).
  async checkDraft() {
    set({ draftChecked: false, draftOffer: null });
    const kept = await station().desk.draft();
    const now = get();
    if (now.session?.status !== 'logged-in') return;
    const offer = kept.ok && kept.value && deskWorkOf(kept.value.work) && !workOnBench(now) ? kept.value : null;
    set({ draftOffer: offer, draftChecked: true });
  },

  takeDraft() {
    const offer = get().draftOffer;
    const work = offer ? deskWorkOf(offer.work) : null;
    set({ draftOffer: null });
    // A typed shipment lives on the ship screen, whichever screen it was saved from.
    if (work) void get().putWorkBack({ ...work, screen: 'ship' });
  },

  dropDraft() {
    set({ draftOffer: null });
    void station().desk.clearDraft();
  },
});
