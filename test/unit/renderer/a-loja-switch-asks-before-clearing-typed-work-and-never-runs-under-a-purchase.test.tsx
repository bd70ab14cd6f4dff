// Walkthrough defect (Alt+L, "Loja Demo Saldo Baixo"): switching loja carried the bench over, so
// the recipient (Maria Silva, from the first loja's address book) and its order reference
// (PED-2001) stayed on the form and were quoted, ready to be bought from the other loja's wallet.
// Now typed work asks first, in the operator's words: staying keeps everything, switching clears
// the bench after keeping the work as the first loja's draft (main keeps one per loja); with
// nothing typed the switch is immediate. A purchase in progress cannot be switched away from.
// The whole shell routes the keys; main's answers are scripted at window.station.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../renderer/src/bridge';
import { Shell } from '../../../renderer/src/app/Shell';
import { LOGGED_IN, RECIPIENT, SENDER } from './support/fixtures';
import { renderDesk, useStore } from './support/render';
import { installStation } from './support/station';

const PAULISTA = { id: LOGGED_IN.tenantId!, name: 'Loja Demo Paulista' };
const SALDO = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Loja Demo Saldo Baixo' };
const IN_PAULISTA: SessionState = { ...LOGGED_IN, lojas: [PAULISTA, SALDO] };

function Desk() {
  const session = useStore((s) => s.session);
  return session ? <Shell session={session} /> : null;
}

function deskWithMaria(language: 'pt-BR' | 'en', buying = false) {
  const station = installStation({
    'desk.presets': () => [],
    'desk.rule': () => ({ rule: { kind: 'cheapest' }, isDefault: true }),
    'desk.draft': () => null,
    'desk.saveDraft': () => ({ savedAt: new Date().toISOString() }),
    'desk.clearDraft': () => ({ cleared: false }),
    'addressbook.search': () => ({ entries: [], lastSyncAt: null, offlineSince: null }),
    'session.selectLoja': ({ tenantId }) => ({ ...IN_PAULISTA, tenantId }),
  });
  renderDesk(<Desk />, {
    language,
    state: {
      session: IN_PAULISTA,
      draftChecked: true,
      senders: [SENDER],
      sender: SENDER,
      recipient: RECIPIENT,
      externalRef: 'PED-2001',
      ...(buying ? { buy: { status: 'working', stage: 'emitting', startedAt: Date.now() } } : {}),
    },
  });
  return station;
}

const WORDS = {
  'pt-BR': { ask: 'Trocar para Loja Demo Saldo Baixo?', stay: 'Ficar na Loja Demo Paulista', go: 'Limpar e trocar' },
  en: { ask: 'Switch to Loja Demo Saldo Baixo?', stay: 'Stay in Loja Demo Paulista', go: 'Clear and switch' },
};
const BUYING = {
  'pt-BR': 'Uma compra está em andamento: troque de loja quando ela terminar.',
  en: 'A purchase is in progress: switch store once it ends.',
};
const bench = () => ({ recipient: useStore.getState().recipient?.key ?? null, ref: useStore.getState().externalRef });

describe('a loja switch with typed work on the bench', () => {
  it.each(['pt-BR', 'en'] as const)('asks first, and clears the bench for the new loja (%s)', async (language) => {
    const station = deskWithMaria(language);
    const user = userEvent.setup();
    const words = WORDS[language];

    await user.keyboard('{Alt>}l{/Alt}');
    await user.click(screen.getByRole('menuitemradio', { name: /Saldo Baixo/ }));
    const ask = await screen.findByRole('alertdialog', { name: words.ask });
    expect(ask.textContent).toContain('Loja Demo Paulista');
    expect(station.callsTo('session.selectLoja')).toHaveLength(0);

    // Staying keeps the loja and everything typed.
    await user.click(screen.getByRole('button', { name: words.stay }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(station.callsTo('session.selectLoja')).toHaveLength(0);
    expect(bench()).toEqual({ recipient: RECIPIENT.key, ref: 'PED-2001' });

    // Switching keeps the work as the first loja's draft, then switches to a clear bench.
    await user.keyboard('{Alt>}l{/Alt}');
    await user.click(screen.getByRole('menuitemradio', { name: /Saldo Baixo/ }));
    await user.click(await screen.findByRole('button', { name: words.go }));
    await waitFor(() => expect(useStore.getState().session?.tenantId).toBe(SALDO.id));
    expect(bench()).toEqual({ recipient: null, ref: '' });
    const order = station.calls
      .map((c) => c.method)
      .filter((m) => m === 'desk.saveDraft' || m === 'session.selectLoja');
    expect(order.slice(0, 2)).toEqual(['desk.saveDraft', 'session.selectLoja']);
    expect(station.callsTo('desk.saveDraft')[0]?.work).toMatchObject({ externalRef: 'PED-2001' });
    expect(screen.getByTestId('active-loja').textContent).toContain('Loja Demo Saldo Baixo');

    // Nothing typed now: the switch back is immediate, with no question.
    await user.keyboard('{Alt>}l{/Alt}');
    await user.click(screen.getByRole('menuitemradio', { name: /Paulista/ }));
    await waitFor(() => expect(useStore.getState().session?.tenantId).toBe(PAULISTA.id));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each(['pt-BR', 'en'] as const)('is refused while a purchase is in progress, saying why (%s)', async (language) => {
    const station = deskWithMaria(language, true);
    const user = userEvent.setup();
    await user.keyboard('{Alt>}l{/Alt}');
    const other = screen.getByRole('menuitemradio', { name: /Saldo Baixo/ });
    expect(screen.getByTestId('loja-buying').textContent).toBe(BUYING[language]);
    await user.click(other);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(station.callsTo('session.selectLoja')).toHaveLength(0);
    expect(useStore.getState().session?.tenantId).toBe(PAULISTA.id);
    expect(bench()).toEqual({ recipient: RECIPIENT.key, ref: 'PED-2001' });
  });
});
