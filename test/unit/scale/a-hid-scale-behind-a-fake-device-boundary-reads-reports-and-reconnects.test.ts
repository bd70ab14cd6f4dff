// A USB HID POS scale through the scale service, with a FAKE device boundary: no HID device
// exists where the tests run, so the boundary (list devices, open one, its reports and its end)
// is the one thing faked here; the report parser, the readings, the reconnects and the settings
// file are the real ones. The report bytes are a Dymo M10's.
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../electron/main/log';
import {
  createScaleService,
  type HidBoundary,
  type HidDeviceInfo,
  type ScaleService,
} from '../../../electron/main/scale';
import { openSettings } from '../../../electron/main/settings';
import { FAST, isProblem, isReading, watch } from '../../support/scale-watch';

const DYMO: HidDeviceInfo = {
  vendorId: 0x0922,
  productId: 0x8003,
  manufacturer: 'DYMO',
  product: 'M10 10 kg Digital Postal Scale',
  usagePage: 0x8d,
};
const KEYBOARD: HidDeviceInfo = {
  vendorId: 0x046d,
  productId: 0xc31c,
  manufacturer: 'Logitech',
  product: 'USB Keyboard',
  usagePage: 0x01,
};

class FakeHidDevice extends EventEmitter {
  closed = false;
  close() {
    this.closed = true;
  }
  report(...bytes: number[]) {
    this.emit('data', Buffer.from(bytes));
  }
}

/** The fake boundary: what is plugged in, and whether opening it is refused (held by another program). */
function fakeBoundary() {
  const state = { plugged: true, refused: false, opened: [] as FakeHidDevice[] };
  const boundary: HidBoundary = {
    devices: async () => (state.plugged ? [KEYBOARD, DYMO, { ...DYMO, usagePage: 0xff00 }] : [KEYBOARD]),
    async open(vendorId, productId) {
      if (!state.plugged || state.refused || vendorId !== DYMO.vendorId || productId !== DYMO.productId)
        throw new Error('could not open device');
      const device = new FakeHidDevice();
      state.opened.push(device);
      return device;
    },
  };
  const last = () => state.opened.at(-1)!;
  return { state, boundary, last };
}

let dir: string;
let scale: ScaleService;
let fake: ReturnType<typeof fakeBoundary>;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scale-hid-'));
  fake = fakeBoundary();
  scale = createScaleService({
    settings: openSettings(join(dir, 'settings.json'), silentLogger()),
    logger: silentLogger(),
    hid: fake.boundary,
    timing: FAST,
  });
});
afterEach(async () => {
  await scale.close();
  await rm(dir, { recursive: true, force: true });
});

const dymo = { kind: 'hid' as const, vendorId: 0x0922, productId: 0x8003 };

describe('a USB HID scale (fake device boundary)', () => {
  it('is listed once with its maker, and a keyboard is not', async () => {
    const hid = (await scale.devices()).filter((d) => d.kind === 'hid');
    expect(hid).toEqual([
      {
        kind: 'hid',
        vendorId: 0x0922,
        productId: 0x8003,
        manufacturer: 'DYMO',
        product: 'M10 10 kg Digital Postal Scale',
      },
    ]);
  });

  it('turns its reports into named readings, in motion and under zero included', async () => {
    const log = watch(scale);
    const status = await scale.configure(dymo);
    expect(status).toMatchObject({ config: dymo, state: { kind: 'waiting' } });
    await log.until((s) => s.kind === 'waiting');
    fake.last().report(0x03, 0x04, 0x02, 0x00, 0x14, 0x00);
    expect(await log.until(isReading(20))).toMatchObject({
      device: { id: 'hid:0922:8003', name: 'DYMO M10 10 kg Digital Postal Scale' },
    });
    fake.last().report(0x03, 0x03, 0x0b, 0xff, 0x34, 0x19);
    await log.until(isReading(18_291, false));
    fake.last().report(0x03, 0x05, 0x02, 0x00, 0x0a, 0x00);
    expect(await log.until(isProblem('negative'))).toMatchObject({ messageKey: 'scale.negative' });
    fake.last().report(0x03, 0x04, 0x04, 0x00, 0x64, 0x00);
    expect(await log.until(isProblem('unknown-unit'))).toMatchObject({ messageKey: 'scale.unknown-unit' });
  });

  it('says disconnected when the device ends (unplugged, or switched itself off) and reads again once it is back', async () => {
    const log = watch(scale);
    await scale.configure(dymo);
    await log.until((s) => s.kind === 'waiting');
    fake.last().report(0x03, 0x04, 0x02, 0x00, 0xe8, 0x03);
    await log.until(isReading(1000));

    fake.state.plugged = false;
    const gone = fake.last();
    gone.emit('error', new Error('could not read from device'));
    await log.until(isProblem('disconnected'));
    expect(gone.closed).toBe(true);
    // Reports of a device that ended are not readings any more.
    gone.report(0x03, 0x04, 0x02, 0x00, 0x01, 0x00);
    expect(log.grams()).not.toContain(1);

    fake.state.plugged = true;
    await log.until((s) => s.kind === 'waiting');
    fake.last().report(0x03, 0x04, 0x02, 0x00, 0xd0, 0x07);
    await log.until(isReading(2000));
    expect(fake.state.opened.length).toBe(2);
  });

  it('says disconnected for a scale not plugged in, and unavailable for one another program holds', async () => {
    const log = watch(scale);
    fake.state.plugged = false;
    await scale.configure(dymo);
    await log.until(isProblem('disconnected'));
    fake.state.plugged = true;
    fake.state.refused = true;
    expect(await log.until(isProblem('unavailable'))).toMatchObject({ messageKey: 'scale.unavailable' });
    fake.state.refused = false;
    await log.until((s) => s.kind === 'waiting');
  });

  it('is no scale at all once configured to none: a normal state', async () => {
    await scale.configure(dymo);
    const status = await scale.configure({ kind: 'none' });
    expect(status).toEqual({ config: { kind: 'none' }, state: { kind: 'none', messageKey: 'scale.none' } });
    expect(fake.last().closed).toBe(true);
  });
});
