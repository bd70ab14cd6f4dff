// Electron is FAKED here (vi.mock('electron')): the binary is not available on this machine.
// What is proven is our shell's logic: which senders it trusts and that refused calls never
// reach the registry. The real-binary launch test is test/e2e/electron-launch.e2e.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const handlers = new Map<string, (event: unknown, input: unknown) => Promise<unknown>>();
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, fn: (event: unknown, input: unknown) => Promise<unknown>) => handlers.set(channel, fn),
    removeHandler: (channel: string) => handlers.delete(channel),
  },
}));

const { bindRegistry, forwardEvents, isTrustedSender } = await import('../../../electron/main/shell/ipc-bridge');
const { createRendererEvents } = await import('../../../electron/main/ipc');
const { silentLogger } = await import('../../../electron/main/log/logger');

const frame = (processId: number, routingId: number, url = 'app://station/index.html') => ({
  processId,
  routingId,
  url,
});

function fakeWindow() {
  const mainFrame = frame(7, 1);
  const webContents = { mainFrame, isDestroyed: () => false, send: vi.fn() };
  return { webContents, isDestroyed: () => false };
}

function setup() {
  handlers.clear();
  const window = fakeWindow();
  const invoke = vi.fn(async () => ({ ok: true, value: 'served' }));
  const registry = { channels: ['session:state', 'labels:emit-and-print'] as const, invoke };
  const unbind = bindRegistry(registry as never, () => window as never, silentLogger());
  const call = (event: unknown, channel = 'labels:emit-and-print') =>
    handlers.get(channel)!(event, { shipmentId: 'x' });
  return { window, invoke, call, unbind };
}

describe('Electron shell (faked Electron): IPC sender check', () => {
  beforeEach(() => handlers.clear());

  it('serves our window main frame on our app:// page', async () => {
    const { window, invoke, call } = setup();
    const result = await call({ sender: window.webContents, senderFrame: frame(7, 1) });
    expect(result).toEqual({ ok: true, value: 'served' });
    expect(invoke).toHaveBeenCalledWith('labels:emit-and-print', { shipmentId: 'x' });
  });

  it.each([
    [
      'a sub-frame of our window',
      (w: ReturnType<typeof fakeWindow>) => ({ sender: w.webContents, senderFrame: frame(7, 2) }),
    ],
    [
      'a frame in another process',
      (w: ReturnType<typeof fakeWindow>) => ({ sender: w.webContents, senderFrame: frame(8, 1) }),
    ],
    ['another web contents', () => ({ sender: { other: true }, senderFrame: frame(7, 1) })],
    [
      'our frame after navigating away',
      (w: ReturnType<typeof fakeWindow>) => ({
        sender: w.webContents,
        senderFrame: frame(7, 1, 'https://evil.example/'),
      }),
    ],
    ['a destroyed frame', (w: ReturnType<typeof fakeWindow>) => ({ sender: w.webContents, senderFrame: null })],
  ])('refuses %s without calling the registry', async (_name, makeEvent) => {
    const { window, invoke, call } = setup();
    const result = await call(makeEvent(window));
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden', said: { key: 'common.notStationWindow' } } });
    expect(invoke).not.toHaveBeenCalled();
  });

  it('refuses everything when the window is gone', () => {
    const window = fakeWindow();
    expect(isTrustedSender({ sender: window.webContents, senderFrame: frame(7, 1) } as never, null)).toBe(false);
  });

  it('registers one handler per channel and removes them all', () => {
    const { unbind } = setup();
    expect([...handlers.keys()]).toEqual(['session:state', 'labels:emit-and-print']);
    unbind();
    expect(handlers.size).toBe(0);
  });

  it('forwards station events to the page on named channels', () => {
    const window = fakeWindow();
    const events = createRendererEvents();
    forwardEvents(events, () => window.webContents as never);
    events.emit('session-ended', {
      reason: 'refresh-refused',
      said: { key: 'session.ended' },
      quoted: { source: 'server', lines: ['Refresh token reused'] },
    });
    expect(window.webContents.send).toHaveBeenCalledWith('station-event:session-ended', {
      reason: 'refresh-refused',
      said: { key: 'session.ended' },
      quoted: { source: 'server', lines: ['Refresh token reused'] },
    });
  });
});
