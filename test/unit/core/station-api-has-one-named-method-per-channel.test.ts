import { describe, expect, it, vi } from 'vitest';
import {
  createStationApi,
  stationEventNames,
  stationMethods,
  type StationTransport,
} from '../../../electron/preload/api';
import { channelGroups, channels } from '../../../electron/shared/ipc';

const fakeTransport = () => {
  const invoke = vi.fn(async (channel: string, input: unknown) => ({ ok: true as const, value: { channel, input } }));
  const unsubscribe = vi.fn();
  const on = vi.fn((_event: string, _listener: (payload: unknown) => void) => unsubscribe);
  return { transport: { invoke, on } as unknown as StationTransport, invoke, on, unsubscribe };
};

describe('window.station', () => {
  it('exposes exactly one named method per channel, grouped by domain', () => {
    const exposed = Object.values(stationMethods).flatMap((group) => Object.values(group));
    expect(exposed.sort()).toEqual(Object.keys(channels).sort());
    for (const [domain, methods] of Object.entries(stationMethods)) {
      for (const channel of Object.values(methods)) expect(channel.startsWith(`${domain}:`)).toBe(true);
    }
  });

  it('is joined from groups that never declare one channel twice (a spread would keep the last silently)', () => {
    const declared = Object.entries(channelGroups).flatMap(([group, map]) =>
      Object.keys(map).map((name) => ({ name, group })),
    );
    const twice = declared.filter(({ name }, i) => declared.findIndex((d) => d.name === name) !== i);
    expect(twice).toEqual([]);
    expect(declared.map(({ name }) => name).sort()).toEqual(Object.keys(channels).sort());
  });

  it('each method calls its own channel with the input, and nothing generic exists', async () => {
    const { transport, invoke } = fakeTransport();
    const station = createStationApi(transport);
    await station.session.login({ email: 'a@b.co', senha: 'x' });
    await station.quotes.simulateInternational({ peso: 1, comprimento: 2 });
    await station.session.state();
    expect(invoke.mock.calls).toEqual([
      ['session:login', { email: 'a@b.co', senha: 'x' }],
      ['quotes:simulate-international', { peso: 1, comprimento: 2 }],
      ['session:state', undefined],
    ]);
    expect(Object.keys(station).sort()).toEqual([...Object.keys(stationMethods), 'on', 'onReconnect'].sort());
    expect('invoke' in station).toBe(false);
    expect(Object.isFrozen(station)).toBe(true);
    expect(Object.isFrozen(station.session)).toBe(true);
  });

  it('listens to known events only and returns the unsubscribe', () => {
    const { transport, on, unsubscribe } = fakeTransport();
    const station = createStationApi(transport);
    const stop = station.on('session-ended', () => undefined);
    stop();
    expect(on).toHaveBeenCalledWith('session-ended', expect.any(Function));
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(() => station.on('not-an-event' as 'session-ended', () => undefined)).toThrow(/unknown station event/);
    expect(stationEventNames).toContain('emission-progress');
  });
});
