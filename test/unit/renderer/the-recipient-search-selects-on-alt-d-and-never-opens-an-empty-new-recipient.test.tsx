// The recipient search on the ship screen, by keyboard. Alt+D selects what is already in the
// search, as a browser's address bar does, so typing replaces it. ↓ then Enter with nothing typed
// and nothing found highlights nothing and opens no empty "Novo destinatário" (Alt+C still opens
// it); with a search that found nothing, ↓ reaches "Cadastrar …" and Enter opens the form with
// what was typed in it: a name as the name, a CPF as the CPF.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Shell } from '../../../renderer/src/app/Shell';
import { LOGGED_IN, SENDER } from './support/fixtures';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

function desk() {
  const station = installStation({
    'desk.presets': () => [],
    'desk.rule': () => ({ rule: { kind: 'cheapest' }, isDefault: true }),
    'addressbook.search': () => ({ entries: [], lastSyncAt: null, offlineSince: null }),
  });
  renderDesk(<Shell session={LOGGED_IN} />, { state: { session: LOGGED_IN, senders: [SENDER], sender: SENDER } });
  return { station, search: screen.getByRole<HTMLInputElement>('combobox', { name: /Buscar destinatário/ }) };
}

/** Types `text` in the search and waits for the address book's answer to it. */
async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  const { station, search } = desk();
  await user.click(search);
  if (text) await user.type(search, text);
  await waitFor(() =>
    expect(station.callsTo('addressbook.search').some((call) => (call as { q: string }).q === text)).toBe(true),
  );
  // The answer is applied in the same task as the call's promise settles.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return search;
}

describe('the recipient search by keyboard', () => {
  it('Alt+D selects what is in the search, so typing replaces it', async () => {
    const user = userEvent.setup();
    const search = await searchFor(user, 'Maria');
    await user.keyboard('{Alt>}d{/Alt}');
    expect(document.activeElement).toBe(search);
    expect([search.selectionStart, search.selectionEnd]).toEqual([0, 'Maria'.length]);
    await user.keyboard('João');
    expect(search.value).toBe('João');
  });

  it('↓ then Enter with nothing typed and nothing found opens no empty form', async () => {
    const user = userEvent.setup();
    const search = await searchFor(user, '');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(search.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryByTestId('recipient-form')).toBeNull();
    // Alt+C is the deliberate way to a new recipient with nothing typed.
    await user.keyboard('{Alt>}c{/Alt}');
    expect(await screen.findByTestId('recipient-form')).not.toBeNull();
  });

  it('↓ then Enter on a search that found nothing opens "Cadastrar" with the name typed', async () => {
    const user = userEvent.setup();
    await searchFor(user, 'Maria Nova');
    await user.keyboard('{ArrowDown}{Enter}');
    const form = await screen.findByTestId('recipient-form');
    expect(within(form).getByLabelText<HTMLInputElement>('Nome').value).toBe('Maria Nova');
  });

  it('↓ then Enter on a CPF that found nothing opens "Cadastrar" with the CPF typed', async () => {
    const user = userEvent.setup();
    await searchFor(user, '123.456.789-09');
    await user.keyboard('{ArrowDown}{Enter}');
    const form = await screen.findByTestId('recipient-form');
    expect(within(form).getByLabelText<HTMLInputElement>(/CPF ou CNPJ/).value).toBe('123.456.789-09');
  });
});
