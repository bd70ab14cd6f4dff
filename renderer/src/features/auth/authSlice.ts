// The session as main reports it (tokens never come here), login and the loja choice.
import type { SessionState, StationError } from '../../bridge';
import type { SessionEnded } from '../../../../electron/shared/ipc';
import { busyCall } from '../../lib/busyCall';
import { station } from '../../bridge/station';
import type { SliceCreator, StoreState } from '../../app/store';
import { draftOf, workOnBench } from '../shipment/state';

/**
 * The bench as the draft of the loja it was typed for (main keeps one per account and loja), when
 * there is typed work and this page may write it: not before main was asked for its own, nor
 * while that one is offered.
 */
function benchDraft(state: StoreState) {
  const work = state.session?.tenantId ? workOnBench(state) : null;
  return work && state.draftChecked && !state.draftOffer ? draftOf(work) : null;
}

export interface AuthSlice {
  /** null until main has answered once (the splash shows meanwhile). */
  session: SessionState | null;
  /** Why the session ended, with the server's words: shown on the login screen. */
  sessionEnded: StationError | null;
  /** The e-mail of the last session, offered again by the login screen after it ended. */
  lastSessionEmail: string | null;
  loginBusy: boolean;
  loginError: StationError | null;
  lojaBusy: boolean;
  lojaError: StationError | null;
  /** Restores a stored session (main refreshes it) or shows the login. */
  bootSession(): Promise<void>;
  login(email: string, senha: string): Promise<boolean>;
  logout(): Promise<void>;
  selectLoja(tenantId: string): Promise<boolean>;
  applySession(session: SessionState): void;
  endSession(ended: SessionEnded): void;
}

/** The loja a session acts for, when one is chosen. */
export function activeLoja(session: SessionState | null) {
  if (!session?.tenantId) return null;
  return session.lojas.find((loja) => loja.id === session.tenantId) ?? null;
}

export const createAuthSlice: SliceCreator<AuthSlice> = (set, get) => ({
  session: null,
  sessionEnded: null,
  lastSessionEmail: null,
  loginBusy: false,
  loginError: null,
  lojaBusy: false,
  lojaError: null,

  async bootSession() {
    const restored = await station().session.restore();
    if (restored.ok) return get().applySession(restored.value);
    // A failed restore is not fatal: the login is shown with the current (logged-out) state.
    const state = await station().session.state();
    if (state.ok) get().applySession(state.value);
  },

  async login(email, senha) {
    const session = await busyCall(set, { busy: 'loginBusy', error: 'loginError' }, () =>
      station().session.login({ email, senha }),
    );
    if (!session) return false;
    set({ sessionEnded: null });
    get().applySession(session);
    return true;
  },

  async logout() {
    // Logging out on purpose: the shipment typed is kept first as this account's draft in this
    // loja, offered back when it logs in there again (as after a loja switch or a reload), whether
    // or not keepDrafts wrote it yet; keepDrafts writes nothing while the session ends.
    const before = get();
    const keep = benchDraft(before);
    set({ draftChecked: false });
    if (keep) await station().desk.saveDraft({ work: keep });
    const result = await station().session.logout();
    if (!result.ok) {
      set({ draftChecked: before.draftChecked });
      return;
    }
    get().applySession(result.value);
    // Nothing of this operator's work stays in this page for the next one.
    set({ heldWork: null });
  },

  async selectLoja(tenantId) {
    const before = get();
    // Typed work is asked about before this (LojaSwitcher): the bench is cleared for the new loja,
    // its work kept first as the draft of the loja it was typed for (main keeps one per loja).
    // keepDrafts writes nothing while the switch runs: main's loja changes under it.
    const keep = benchDraft(before);
    set({ draftChecked: false });
    const session = await busyCall(set, { busy: 'lojaBusy', error: 'lojaError' }, async () => {
      if (keep) {
        const saved = await station().desk.saveDraft({ work: keep });
        if (!saved.ok) return saved;
      }
      return station().session.selectLoja({ tenantId });
    });
    if (!session) {
      set({ draftChecked: before.draftChecked });
      return false;
    }
    set({ lojaMenuOpen: false });
    get().applySession(session);
    // The same loja again: no draft was asked anew, so keepDrafts goes on as before.
    if (session.tenantId === before.session?.tenantId) set({ draftChecked: before.draftChecked });
    return true;
  },

  applySession(session) {
    const before = get().session;
    set({ session });
    if (session.email) set({ lastSessionEmail: session.email });
    const lojaChanged = before?.tenantId !== session.tenantId || before?.status !== session.status;
    if (!lojaChanged) return;
    const wasIn = before?.status === 'logged-in' && before.tenantId !== null;
    const isIn = session.status === 'logged-in' && session.tenantId !== null;
    const work = wasIn ? workOnBench(get()) : null;
    // Another loja (or no session) means other senders, wallet, presets, address book and orders:
    // nothing typed, quoted or created for the last one may be bought under this one. A loja switch
    // clears the bench (the operator was asked; the work is that loja's draft in main, offered when
    // it comes back); a session that ended by itself keeps it for the same account in the same loja.
    get().resetDesk();
    if (work && !isIn && before?.email && before.tenantId)
      set({ heldWork: { email: before.email, tenantId: before.tenantId, work } });
    if (!isIn) {
      set({ draftChecked: false, draftOffer: null });
      return;
    }
    const held = get().heldWork;
    const back =
      held && held.email.toLowerCase() === session.email?.toLowerCase() && held.tenantId === session.tenantId
        ? held.work
        : null;
    if (held && session.status === 'logged-in') set({ heldWork: null });
    // Work held here is this account's draft in this loja; otherwise main may keep one from before a reload.
    if (back) {
      set({ draftChecked: true, draftOffer: null });
      void get().putWorkBack(back);
    } else void get().checkDraft();
    void get().loadDesk();
  },

  endSession(ended) {
    set({
      sessionEnded: { kind: 'unauthorized', said: ended.said, ...(ended.quoted ? { quoted: ended.quoted } : {}) },
    });
  },
});
