// The desk scale as one service: which scale this desk uses (settings.scale), the connection to
// it, its latest state, and who is told of each new one. No scale configured is a normal state
// ('none'), never an error; a scale that cannot be reached is a problem state the operator sees,
// never an exception out of the station.
//
// The serial side (serialport, a native module) is loaded only when a serial scale is used,
// listed or detected: a missing native binary makes the scale 'unavailable', never the station.
import type { ScaleDetectResult, ScaleStatusView } from '../../shared/scale';
import {
  isPseudoTerminalPath,
  scaleConfigSchema,
  type ScaleBaud,
  type ScaleConfig,
  type ScaleConfigInput,
  type ScaleDeviceView,
  type ScaleState,
} from '../../shared/scale';
import { Failure } from '../ipc';
import type { Logger } from '../log';
import { said } from '../../shared/messages';
import type { SettingsStore } from '../settings';
import type { DetectTiming } from './detect';
import { listScaleDevices } from './devices';
import { HidScale, nodeHidBoundary, type HidBoundary } from './hid-scale';
import { hidDevice, ReadingTracker, serialDevice, type ReadingTrackerOptions } from './readings';
import type * as SerialScaleModule from './serial-scale';
import type { SerialTiming } from './serial-scale';

export interface ScaleService {
  /** Serial ports and USB HID scales this computer sees, with their manufacturers. */
  devices(): Promise<ScaleDeviceView[]>;
  /** The configured scale and its latest state. */
  status(): ScaleStatusView;
  /** Saves the desk's scale (or none) in settings and connects to it. */
  configure(config: ScaleConfigInput): Promise<ScaleStatusView>;
  /** Tries the known protocols and bauds on a port; the configured scale pauses meanwhile. */
  detect(input: { path: string; bauds?: ScaleBaud[] | undefined }): Promise<ScaleDetectResult>;
  /** The latest reading, problem, waiting, or none. */
  current(): ScaleState;
  /** Called at every new state (every frame); returns the function that stops it. */
  subscribe(listener: (state: ScaleState) => void): () => void;
  /** Connects to the configured scale (the station calls it once at start). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface ScaleServiceOptions {
  settings: SettingsStore;
  logger: Logger;
  /** The HID device boundary (default: node-hid). */
  hid?: HidBoundary;
  /** Serial timings and the settle time (tests shorten them). */
  timing?: SerialTiming & Pick<ReadingTrackerOptions, 'settleMs'> & DetectTiming;
  /**
   * Whether a pseudo-terminal (/dev/pts/N) may be a scale: only in a development or test build
   * (app/development.ts), where a socat pair stands in for a scale. Elsewhere a pty is another
   * program's terminal (a shell, an SSH session), and the station would write Toledo's ENQ into
   * it and read what it prints as weights. Default: refused.
   */
  pseudoTerminals?: boolean;
}

interface Connection {
  close(): Promise<void>;
}

const NONE: ScaleState = { kind: 'none', messageKey: 'scale.none' };

export function createScaleService(options: ScaleServiceOptions): ScaleService {
  const { settings, logger } = options;
  const log = logger.child('scale');
  const hid = options.hid ?? nodeHidBoundary;
  const timing = options.timing ?? {};
  const listeners = new Set<(state: ScaleState) => void>();
  let state: ScaleState = NONE;
  let connection: Connection | null = null;
  /** Bumped at every connect/disconnect: a connection started for an older config stays silent. */
  let generation = 0;
  let closed = false;

  /** A /dev/pts/N outside a development build: refused before it is opened, naming the field. */
  const refusePseudoTerminal = (path: string) => {
    if (!options.pseudoTerminals && isPseudoTerminalPath(path))
      throw new Failure('validation', said('scale.pseudoTerminalOnlyInDevelopment'), { field: 'path' });
  };

  const publish = (next: ScaleState) => {
    state = next;
    for (const listener of listeners) {
      try {
        listener(next);
      } catch (error) {
        log.warn('scale listener failed', { error });
      }
    }
  };

  async function disconnect(): Promise<void> {
    generation++;
    const open = connection;
    connection = null;
    await open?.close();
  }

  async function connect(config: ScaleConfig): Promise<void> {
    const mine = ++generation;
    const onState = (next: ScaleState) => {
      if (mine === generation && !closed) publish(next);
    };
    if (config.kind === 'none') {
      publish(NONE);
      return;
    }
    if (config.kind === 'hid') {
      // The device's own names (manufacturer, product) for the screen and the audit log.
      const names = (await hid.devices().catch(() => [])).find(
        (d) => d.vendorId === config.vendorId && d.productId === config.productId,
      );
      if (mine !== generation) return;
      const tracker = new ReadingTracker(hidDevice(config.vendorId, config.productId, names), timing);
      onState(tracker.waiting());
      const scale = new HidScale({ ...config, ...timing, boundary: hid, tracker, onState, logger: log });
      connection = scale;
      scale.start();
      return;
    }
    const tracker = new ReadingTracker(serialDevice(config.path, config.protocol), timing);
    onState(tracker.waiting());
    let serial: typeof SerialScaleModule;
    try {
      serial = await import('./serial-scale');
    } catch (error) {
      log.error('serial support could not be loaded', { error });
      onState(tracker.problem('unavailable', 'serial support (serialport) could not be loaded'));
      return;
    }
    if (mine !== generation) return;
    const scale = new serial.SerialScale({ ...config, ...timing, tracker, onState, logger: log });
    connection = scale;
    scale.start();
  }

  return {
    devices: () => listScaleDevices(hid, log),
    status: () => ({ config: settings.get().scale, state }),
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      await connect(settings.get().scale);
    },
    async configure(input) {
      const config = scaleConfigSchema.parse(input);
      if (config.kind === 'serial') refusePseudoTerminal(config.path);
      await disconnect();
      settings.update({ scale: config });
      log.info('scale configured', { config });
      await connect(config);
      return { config, state };
    },
    async detect({ path, bauds }) {
      refusePseudoTerminal(path);
      const config = settings.get().scale;
      // The port can be open once: the desk's own scale on it steps aside while it is probed.
      const paused = config.kind === 'serial' && config.path === path && connection !== null;
      if (paused) await disconnect();
      try {
        const { detectScale, DETECT_BAUDS } = await import('./detect');
        const result = await detectScale(path, bauds ?? DETECT_BAUDS, timing);
        log.info('scale detection', { path, found: result.found, tried: result.tried.length });
        return result;
      } finally {
        if (paused && !closed) await connect(settings.get().scale);
      }
    },
    async close() {
      closed = true;
      listeners.clear();
      await disconnect();
    },
  };
}
