// A reviewer as a new operator: Enviar, Alt+N, Peso 7, Pedido PED-LOGOUT, then "Sair" at once,
// log in again, the same loja: no "Retomar o envio digitado?", and draft.json did not hold it.
// The draft is written a moment after the last change (keepDrafts), and a logout in that moment
// ended the session first. Now "Sair" keeps the typed shipment as this account's draft in this
// loja before the session ends, as a loja switch does; nothing of it stays on the page.
// The real Shell and store, "Sair" clicked; main's answers are scripted at window.station.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../renderer/src/bridge';
import { Shell } from '../../../renderer/src/app/Shell';
import { emptyParcel } from '../../../renderer/src/features/quote/state';
import { LOGGED_IN, SENDER } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const LOGGED_OUT: SessionState = {
  ...LOGGED_IN,
  status: 'logged-out',
  email: null,
  userId: null,
  lojas: [],
  tenantId: null,
};

function Desk() {
  const session = useStore((s) => s.session);
  return session?.status === 'logged-in' ? <Shell session={session} /> : null;
}

describe('logging out with a shipment typed and not bought', () => {
  it("keeps it as the loja's draft before the session ends, and leaves nothing of it on the page", async () => {
    const station = installStation({
      'desk.presets': () => [],
      'desk.rule': () => ({ rule: { kind: 'cheapest' }, isDefault: true }),
      'desk.draft': () => null,
      'desk.saveDraft': () => ({ savedAt: new Date().toISOString() }),
      'desk.clearDraft': () => ({ cleared: false }),
      'addressbook.search': () => ({ entries: [], lastSyncAt: null, offlineSince: null }),
      'session.logout': () => LOGGED_OUT,
    });
    renderDesk(<Desk />, {
      state: {
        session: LOGGED_IN,
        draftChecked: true,
        senders: [SENDER],
        sender: SENDER,
        parcel: { ...emptyParcel, weight: '7' },
        externalRef: 'PED-LOGOUT',
      },
    });
    // "Sair" right after the last key: keepDrafts has not written the draft yet.
    await userEvent.click(screen.getByTestId('logout'));
    await waitFor(() => expect(useStore.getState().session?.status).toBe('logged-out'));
    const order = station.calls.map((c) => c.method).filter((m) => m === 'desk.saveDraft' || m === 'session.logout');
    expect(order).toEqual(['desk.saveDraft', 'session.logout']);
    expect(station.callsTo('desk.saveDraft')[0]?.work).toMatchObject({
      externalRef: 'PED-LOGOUT',
      parcel: { weight: '7' },
    });
    expect(useStore.getState().externalRef).toBe('');
    expect(useStore.getState().heldWork).toBeNull();
  });
});
