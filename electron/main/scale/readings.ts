// Frames become readings: each gets its device and the time it arrived, and stability is
// decided once here.
//
// A frame that says whether the scale is in motion is believed (Toledo's IIIII, a status line's
// ST/US, the HID report's status). A frame that cannot tell (a bare "P  1,234kg" line) is
// stable only once the same weight has been read for SETTLE_MS: a parcel still rocking on the
// pan gives different weights frame to frame, and is never called stable on one frame.
import {
  problemKey,
  type ScaleDeviceRef,
  type ScaleProblem,
  type ScaleProblemKind,
  type ScaleProtocol,
  type ScaleState,
} from '../../shared/scale';
import type { ScaleFrame } from './frames';

/** How long a weight without a motion flag must hold before it is called stable. */
export const SETTLE_MS = 500;

export interface ReadingTrackerOptions {
  settleMs?: number;
  now?: () => number;
}

export class ReadingTracker {
  private readonly settleMs: number;
  private readonly now: () => number;
  /** The run of identical weights the latest frame belongs to. */
  private run: { grams: number; since: number } | null = null;
  private last: ScaleState;

  constructor(
    readonly device: ScaleDeviceRef,
    options: ReadingTrackerOptions = {},
  ) {
    this.settleMs = options.settleMs ?? SETTLE_MS;
    this.now = options.now ?? Date.now;
    this.last = { kind: 'waiting', messageKey: 'scale.waiting', device, at: iso(this.now()) };
  }

  current(): ScaleState {
    return this.last;
  }

  /** The state after one frame. */
  frame(frame: ScaleFrame): ScaleState {
    if (frame.kind === 'problem') return this.problem(frame.problem, frame.detail);
    const at = this.now();
    if (!this.run || this.run.grams !== frame.grams) this.run = { grams: frame.grams, since: at };
    const stable = frame.stable ?? at - this.run.since >= this.settleMs;
    const previous = this.last;
    const stableSince = !stable
      ? null
      : previous.kind === 'reading' && previous.stable && previous.grams === frame.grams && previous.stableSince
        ? previous.stableSince
        : iso(at);
    this.last = { kind: 'reading', grams: frame.grams, stable, stableSince, device: this.device, at: iso(at) };
    return this.last;
  }

  /** A problem with the scale or its connection: the weight is gone until a good frame comes. */
  problem(kind: ScaleProblemKind, detail?: string): ScaleProblem {
    this.run = null;
    const state: ScaleProblem = {
      kind: 'problem',
      problem: kind,
      messageKey: problemKey(kind),
      device: this.device,
      at: iso(this.now()),
      ...(detail ? { detail } : {}),
    };
    this.last = state;
    return state;
  }

  /** Connected again (or for the first time), no frame yet. */
  waiting(): ScaleState {
    this.run = null;
    this.last = { kind: 'waiting', messageKey: 'scale.waiting', device: this.device, at: iso(this.now()) };
    return this.last;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

const PROTOCOL_NAMES: Record<ScaleProtocol, string> = { toledo: 'Toledo ENQ', continuous: 'contínuo' };

export function serialDevice(path: string, protocol: ScaleProtocol): ScaleDeviceRef {
  return { id: `serial:${path}:${protocol}`, name: `${path} (${PROTOCOL_NAMES[protocol]})` };
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

export function hidDevice(vendorId: number, productId: number, names?: { manufacturer?: string; product?: string }) {
  const label = [names?.manufacturer, names?.product].filter(Boolean).join(' ').trim();
  return {
    id: `hid:${hex4(vendorId)}:${hex4(productId)}`,
    name: label || `USB ${hex4(vendorId)}:${hex4(productId)}`,
  } satisfies ScaleDeviceRef;
}
