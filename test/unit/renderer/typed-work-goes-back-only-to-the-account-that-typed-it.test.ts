// Issue 17.7/17.8 at the store: the shipment being typed waits out a session that ended by itself
// and comes back only to the same account in the same loja; another account, another loja, or a
// logout on purpose, gets a clean bench. A loja switch clears the bench (walkthrough defect: the
// recipient and order reference of one loja stayed on the bench of the other; the switcher asks
// first, and the work is kept as the first loja's draft in main). (The fake station answers nothing else: loading the
// desk fails quietly, which is all this needs.)
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionState } from '../../../renderer/src/bridge';
import { resetStore, useStore } from '../../../renderer/src/app/store';
import { emptyParcel } from '../../../renderer/src/features/quote/parcel';
import { RECIPIENT } from './support/fixtures';
import { installStation } from './support/station';

const LOJA_A = '00000000-0000-4000-8000-00000000000a';
const LOJA_B = '00000000-0000-4000-8000-00000000000b';

const session = (email: string | null, tenantId: string | null): SessionState => ({
  status: email ? 'logged-in' : 'logged-out',
  email,
  userId: email ? 'u1' : null,
  lojas: [],
  tenantId,
  tokenStorage: 'keychain',
  tokenStorageNotice: null,
  training: false,
  demoAccount: null,
});

function typeAShipment() {
  useStore.setState({
    recipient: RECIPIENT,
    parcel: { ...emptyParcel, length: '20', width: '15', height: '10', weight: '1,2' },
    externalRef: 'PED-1',
  });
}

const bench = () => {
  const s = useStore.getState();
  return { recipient: s.recipient?.key ?? null, weight: s.parcel.weight, externalRef: s.externalRef };
};
const TYPED = { recipient: RECIPIENT.key, weight: '1,2', externalRef: 'PED-1' };
const CLEAN = { recipient: null, weight: '', externalRef: '' };

beforeEach(() => {
  resetStore();
  installStation({});
  useStore.getState().applySession(session('ana@loja.test', LOJA_A));
  typeAShipment();
});

describe('the shipment being typed', () => {
  it('is cleared by a switch to another loja of the same account', () => {
    useStore.getState().applySession(session('ana@loja.test', LOJA_B));
    expect(bench()).toEqual(CLEAN);
    expect(useStore.getState().heldWork).toBeNull();
  });

  it('is not given to another loja when the same account logs in after the session ended', () => {
    useStore.getState().applySession(session(null, null));
    useStore.getState().applySession(session('ana@loja.test', null));
    expect(useStore.getState().heldWork?.tenantId).toBe(LOJA_A);
    useStore.getState().applySession(session('ana@loja.test', LOJA_B));
    expect(bench()).toEqual(CLEAN);
    expect(useStore.getState().heldWork).toBeNull();
  });

  it('is kept when the session ends by itself and comes back when the same account logs in', () => {
    useStore.getState().applySession(session(null, null));
    expect(bench()).toEqual(CLEAN);
    expect(useStore.getState().heldWork?.email).toBe('ana@loja.test');
    expect(useStore.getState().lastSessionEmail).toBe('ana@loja.test');
    useStore.getState().applySession(session('ANA@loja.test', LOJA_A));
    expect(bench()).toEqual(TYPED);
    expect(useStore.getState().heldWork).toBeNull();
  });

  it('is not given to another account that logs in after the session ended', () => {
    useStore.getState().applySession(session(null, null));
    useStore.getState().applySession(session('bruno@loja.test', LOJA_A));
    expect(bench()).toEqual(CLEAN);
    expect(useStore.getState().heldWork).toBeNull();
  });

  it('is not kept when the operator logs out on purpose', async () => {
    installStation({ 'session.logout': () => session(null, null) });
    await useStore.getState().logout();
    expect(useStore.getState().heldWork).toBeNull();
    useStore.getState().applySession(session('ana@loja.test', LOJA_A));
    expect(bench()).toEqual(CLEAN);
  });
});
