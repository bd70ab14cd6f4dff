import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../electron/main/api/errors';
import { Failure } from '../../../electron/main/ipc/failure';
import { createRegistry, type HandlerMap } from '../../../electron/main/ipc/registry';
import { silentLogger } from '../../../electron/main/log/logger';
import { channels, type Channel } from '../../../electron/shared/ipc';
import { verbatim } from '../../../electron/shared/messages';

/** Every channel answers with a spy; tests pick the ones they care about. */
function registryWith(overrides: Partial<Record<Channel, (input: unknown) => Promise<unknown>>> = {}) {
  const spies = Object.fromEntries(
    Object.keys(channels).map((name) => [name, vi.fn(overrides[name as Channel] ?? (async () => 'ok'))]),
  ) as Record<Channel, ReturnType<typeof vi.fn>>;
  const registry = createRegistry(spies as unknown as HandlerMap, { logger: silentLogger(), locale: () => 'en' });
  return { registry, spies };
}

describe('IPC registry', () => {
  it('refuses an input that breaks its schema with readable messages, and the service is never called', async () => {
    const { registry, spies } = registryWith();
    const result = await registry.invoke('quotes:simulate', {
      originCep: '01310100',
      peso: 'heavy',
      format: '9',
      extra: 1,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('validation');
    expect(result.error.field).toBe('peso');
    expect(result.error.quoted?.lines).toEqual(
      expect.arrayContaining([
        'peso: must be a number',
        'comprimento: is required',
        'destinationCep: send destinationCep or destinationPostalCode',
      ]),
    );
    expect(spies['quotes:simulate']).not.toHaveBeenCalled();
  });

  it('uses the settings language for the messages', async () => {
    const spies = Object.fromEntries(Object.keys(channels).map((name) => [name, vi.fn()]));
    const registry = createRegistry(spies as unknown as HandlerMap, { logger: silentLogger(), locale: () => 'pt-BR' });
    const result = await registry.invoke('session:select-loja', { tenantId: 'nope' });
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        field: 'tenantId',
        said: { key: 'common.invalidInput' },
        quoted: { source: 'checks', lines: ['tenantId: deve ser um UUID'] },
      },
    });
  });

  it('refuses unknown properties on strict inputs and garbage of any type', async () => {
    const { registry, spies } = registryWith();
    for (const input of [null, 42, 'x', [], { shipmentId: 'a0000000-0000-4000-8000-000000000001', hack: true }]) {
      const result = await registry.invoke('dace:get', input);
      expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } });
    }
    expect(spies['dace:get']).not.toHaveBeenCalled();
  });

  it('hands the parsed value (defaults applied) to the handler', async () => {
    const { registry, spies } = registryWith();
    const result = await registry.invoke('tracking:by-code', { trackingCode: ' AA123456789BR ' });
    expect(result).toEqual({ ok: true, value: 'ok' });
    expect(spies['tracking:by-code']).toHaveBeenCalledWith({ trackingCode: 'AA123456789BR', refresh: false });
  });

  it('refuses unknown channels, including prototype names', async () => {
    const { registry } = registryWith();
    for (const name of ['session:hack', 'toString', '__proto__', 'constructor']) {
      expect(await registry.invoke(name, undefined)).toMatchObject({ ok: false, error: { kind: 'validation' } });
    }
  });

  it('turns thrown errors into values: kinds kept, bugs hidden', async () => {
    const { registry } = registryWith({
      'session:state': async () => {
        throw new Failure('loja-required', verbatim('Choose the loja first'), { field: 'tenantId' });
      },
      'settings:get': async () => {
        throw new ApiError('insufficient-balance', verbatim('Saldo insuficiente'), {
          status: 402,
          quoted: { source: 'server', lines: ['Saldo insuficiente'] },
          delivery: 'answered',
          method: 'POST',
          path: '/x',
        });
      },
      'session:logout': async () => {
        throw new Error('secret internals at /home/op/file.ts:12');
      },
    });
    expect(await registry.invoke('session:state', undefined)).toEqual({
      ok: false,
      error: { kind: 'loja-required', said: verbatim('Choose the loja first'), field: 'tenantId' },
    });
    expect(await registry.invoke('settings:get', undefined)).toEqual({
      ok: false,
      error: {
        kind: 'insufficient-balance',
        said: verbatim('Saldo insuficiente'),
        quoted: { source: 'server', lines: ['Saldo insuficiente'] },
      },
    });
    const bug = await registry.invoke('session:logout', undefined);
    expect(bug).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(bug)).not.toContain('secret internals');
  });
});
