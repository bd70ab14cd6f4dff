// Saving the bench to main (desk:save-draft) a moment after it changes, for as long as the station
// runs (app/stationEvents.ts starts it). Apart from the draft slice, which only types the store:
// what the store joins never imports the store itself.
import { station } from '../../bridge/station';
import { useStore, type StoreState } from '../../app/store';
import { draftOf } from './draftSlice';
import { workOnBench } from './work';

const SAVE_AFTER_MS = 400;
/** What a draft is made of (work.ts): the page saves when one of them changes. */
const BENCH = [
  'recipient',
  'parcel',
  'invoice',
  'externalRef',
  'daceWithLabel',
  'weightSource',
  'quote',
  'buy',
] as const;

const working = (state: StoreState) =>
  state.session?.status === 'logged-in' && state.session.tenantId !== null && state.draftChecked && !state.draftOffer;

/**
 * Saves the bench to main a moment after it changes (and clears main's copy once the bench is
 * clear). Nothing is written before this account's kept draft was asked for, or while it is offered.
 */
export function keepDrafts(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** What main holds now for that owner, as this page last wrote it (undefined: not known yet). */
  let written: string | null | undefined;
  /** Whose draft that is: main keeps one per account and loja. */
  let owner: string | null = null;
  const flush = () => {
    const state = useStore.getState();
    if (!working(state)) return;
    const now = `${state.session?.email ?? ''} ${state.session?.tenantId ?? ''}`;
    if (now !== owner) {
      owner = now;
      written = undefined;
    }
    const work = workOnBench(state);
    const draft = work ? draftOf(work) : null;
    const text = draft ? JSON.stringify(draft) : null;
    if (text === written) return;
    written = text;
    if (draft) void station().desk.saveDraft({ work: draft });
    else void station().desk.clearDraft();
  };
  const stop = useStore.subscribe((state, before) => {
    if (!working(state)) return;
    if (working(before) && BENCH.every((field) => state[field] === before[field])) return;
    clearTimeout(timer);
    timer = setTimeout(flush, SAVE_AFTER_MS);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}
