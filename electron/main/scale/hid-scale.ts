// One USB HID point-of-sale scale, kept connected through node-hid. The device boundary
// (HidBoundary) is the one seam of the scale domain: no HID device exists where the tests run,
// so they hand in a fake one (and say so in their names); the station uses node-hid.
//
// Each input report is read by ./hid-report.ts. A scale that is unplugged, or that switches
// itself off (postal scales do after a few idle minutes), ends the device with an error: that is
// 'disconnected', and the device is opened again every RECONNECT_MS until it is back.
import type * as NodeHidModule from 'node-hid';
import type { ScaleState } from '../../shared/scale';
import type { Logger } from '../log';
import { readHidReport } from './hid-report';
import type { ReadingTracker } from './readings';

export interface HidDeviceInfo {
  vendorId: number;
  productId: number;
  manufacturer?: string | undefined;
  product?: string | undefined;
  usagePage?: number | undefined;
}

/** An open HID device: its input reports, its end, and closing it. */
export interface HidHandle {
  on(event: 'data', listener: (report: Buffer) => void): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  close(): Promise<void> | void;
}

export interface HidBoundary {
  devices(): Promise<HidDeviceInfo[]>;
  open(vendorId: number, productId: number): Promise<HidHandle>;
}

type NodeHid = typeof NodeHidModule;

async function loadNodeHid(): Promise<NodeHid> {
  const module = (await import('node-hid')) as NodeHid & { default?: NodeHid };
  return module.default ?? module;
}

/** The real device boundary: node-hid (hidraw on Linux), loaded when first used. */
export const nodeHidBoundary: HidBoundary = {
  async devices() {
    return (await loadNodeHid()).devicesAsync();
  },
  async open(vendorId, productId) {
    return (await loadNodeHid()).HIDAsync.open(vendorId, productId);
  },
};

export interface HidScaleOptions {
  vendorId: number;
  productId: number;
  boundary: HidBoundary;
  tracker: ReadingTracker;
  onState(state: ScaleState): void;
  logger: Logger;
  reconnectMs?: number;
}

export class HidScale {
  private handle: HidHandle | null = null;
  private closed = false;
  private reopen: NodeJS.Timeout | null = null;

  constructor(private readonly options: HidScaleOptions) {}

  start(): void {
    void this.open();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reopen) clearTimeout(this.reopen);
    const handle = this.handle;
    this.handle = null;
    try {
      await handle?.close();
    } catch (error) {
      this.options.logger.warn('scale HID close failed', { error });
    }
  }

  private async open(): Promise<void> {
    const { vendorId, productId, tracker, boundary } = this.options;
    let handle: HidHandle;
    try {
      handle = await boundary.open(vendorId, productId);
    } catch (error) {
      if (this.closed) return;
      const message = error instanceof Error ? error.message : String(error);
      // hidapi says "could not open device" both when it is absent and when it is held or
      // forbidden: absent is the common case (not plugged in, switched off).
      const present = (await boundary.devices().catch(() => [])).some(
        (d) => d.vendorId === vendorId && d.productId === productId,
      );
      this.emit(tracker.problem(present ? 'unavailable' : 'disconnected', message));
      this.scheduleReopen();
      return;
    }
    if (this.closed) {
      await handle.close();
      return;
    }
    this.handle = handle;
    this.emit(tracker.waiting());
    handle.on('data', (report) => {
      if (this.handle !== handle) return;
      const frame = readHidReport(new Uint8Array(report));
      if (frame) this.emit(tracker.frame(frame));
    });
    handle.on('error', (error) => {
      if (this.closed || this.handle !== handle) return;
      this.handle = null;
      this.options.logger.warn('scale HID device ended', { vendorId, productId, error });
      void Promise.resolve(handle.close()).catch(() => undefined);
      this.emit(tracker.problem('disconnected', error instanceof Error ? error.message : String(error)));
      this.scheduleReopen();
    });
  }

  private emit(state: ScaleState): void {
    if (!this.closed) this.options.onState(state);
  }

  private scheduleReopen(): void {
    if (this.closed) return;
    this.reopen = setTimeout(() => {
      this.reopen = null;
      if (!this.closed) void this.open();
    }, this.options.reconnectMs ?? 1000);
  }
}
