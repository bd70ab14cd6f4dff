// Each address book channel, driven as the IPC registry drives it: the input parsed with the
// channel's schema, then the plain async handler; failures reach the renderer as StationErrors
// with their kind (not "internal").
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseOrIssues } from '../../../electron/shared/contract';
import { addressBookChannels, type AddressBookChannel } from '../../../electron/shared/addressbook';
import { createAddressBookHandlers, type AddressBookHandlers } from '../../../electron/main/addressbook';
import { toStationError } from '../../../electron/main/ipc/failure';
import { recipientBody } from '../../integration/addressbook/support/bodies';
import { recipient } from './support/brazilian-records';
import { LOJA, localBook, type LocalBook } from './support/local-book';

let local: LocalBook;
let handlers: AddressBookHandlers;
beforeAll(async () => {
  local = await localBook();
  local.load({ recipients: [recipient(LOJA, 1, { name: 'Benedita Canal' })] });
  handlers = createAddressBookHandlers(local.service);
});
afterAll(() => local.close());

async function invoke(channel: AddressBookChannel, input: unknown) {
  const parsed = parseOrIssues(addressBookChannels[channel].input, input);
  if (!parsed.ok) return { ok: false as const, error: { kind: 'validation', messages: parsed.error.issues } };
  try {
    const handler = handlers[channel] as (input: unknown) => Promise<unknown>;
    return { ok: true as const, value: await handler(parsed.value) };
  } catch (error) {
    return { ok: false as const, error: toStationError(error) };
  }
}

it('has a handler for every channel', () => {
  expect(Object.keys(handlers).sort()).toEqual(Object.keys(addressBookChannels).sort());
});

it('lists, searches, gets and marks as used', async () => {
  const page = await invoke('addressbook:list', { kind: 'recipient' });
  expect(page).toMatchObject({ ok: true, value: { total: 1, page: 1, pageSize: 50 } });
  const found = await invoke('addressbook:search', { kind: 'recipient', q: 'benedita' });
  expect(found).toMatchObject({ ok: true, value: { entries: [{ summary: { name: 'Benedita Canal' } }] } });
  const key = (found.ok && (found.value as { entries: Array<{ key: string }> }).entries[0]?.key) || '';
  expect(await invoke('addressbook:get', { kind: 'recipient', key })).toMatchObject({ ok: true, value: { key } });
  expect(await invoke('addressbook:use', { kind: 'recipient', key })).toMatchObject({
    ok: true,
    value: { usedAt: expect.any(String) },
  });
});

it('creates offline, lists the outbox, retries and discards', async () => {
  const created = await invoke('addressbook:create-recipient', recipientBody('Canal Pendente'));
  expect(created).toMatchObject({ ok: true, value: { queued: true, entry: { state: 'pending' } } });
  const outbox = await invoke('addressbook:outbox', undefined);
  expect(outbox).toMatchObject({ ok: true, value: [{ kind: 'recipient', state: 'queued' }] });
  const id = (outbox.ok && (outbox.value as Array<{ id: number }>)[0]?.id) || 0;
  expect(await invoke('addressbook:retry', { id })).toMatchObject({ ok: true, value: { state: 'pending' } });
  expect(await invoke('addressbook:discard', { id })).toEqual({ ok: true, value: [] });
  expect(await invoke('addressbook:sync-now', undefined)).toMatchObject({
    ok: true,
    value: { state: 'offline', outboxCount: 0 },
  });
  expect(await invoke('addressbook:status', undefined)).toMatchObject({ ok: true, value: { tenantId: LOJA } });
});

it('refuses bad input at the schema and reports the address book errors by kind', async () => {
  expect(await invoke('addressbook:search', { kind: 'recipient', q: 'x', limit: 500 })).toMatchObject({
    ok: false,
    error: { kind: 'validation' },
  });
  expect(
    await invoke('addressbook:create-recipient', { ...recipientBody('Sem Telefone'), phone: 'abc' }),
  ).toMatchObject({
    ok: false,
    error: { kind: 'validation' },
  });
  expect(await invoke('addressbook:get', { kind: 'sender', key: 'nobody' })).toMatchObject({
    ok: false,
    error: { kind: 'not-found' },
  });
  expect(await invoke('addressbook:discard', { id: 999 })).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  local.service.select(null);
  expect(await invoke('addressbook:list', { kind: 'sender' })).toMatchObject({
    ok: false,
    error: { kind: 'loja-required' },
  });
});
