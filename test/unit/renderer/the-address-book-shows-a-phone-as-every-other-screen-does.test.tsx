// The address book's table shows a Brazilian phone masked, "(21) 98765-4321", as the recipient
// picker on the ship screen does (one helper, showPhone), not the stored digits "21987654321".
// The station is a fake window.station (component test: no main process, no Electron here).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressBookScreen } from '../../../renderer/src/features/addressbook/AddressBookScreen';
import { RECIPIENT } from './support/fixtures';
import { renderDesk } from './support/render';
import { installStation } from './support/station';

describe('the address book', () => {
  it.each(['pt-BR', 'en'] as const)('shows a phone masked, as the ship screen does (%s)', async (language) => {
    installStation({
      'addressbook.list': () => ({
        entries: [RECIPIENT],
        total: 1,
        page: 1,
        pageSize: 25,
        lastSyncAt: null,
        offlineSince: null,
      }),
      'addressbook.outbox': () => [],
    });
    renderDesk(<AddressBookScreen />, { language });
    const row = (await screen.findByText('Maria Souza')).closest('tr')!;
    expect(RECIPIENT.summary.phone).toBe('21987654321');
    expect(within(row).getByText('(21) 98765-4321')).toBeTruthy();
    expect(row.textContent).not.toContain('21987654321');
  });
});
