// One serial scale, kept connected: the port opened 8N1 at the configured baud, bytes framed by
// ./framer.ts, each frame read by its protocol (./frames.ts) and turned into a reading
// (./readings.ts). Toledo is asked (ENQ) every POLL_MS; a continuous scale is listened to.
//
// What the operator would otherwise not see is said as a problem, never as a weight:
//   - the port goes away mid-read (cable or USB adapter pulled; the OS closes the port):
//     'disconnected', and the port is opened again every RECONNECT_MS until the scale is back;
//   - the port cannot be opened: 'disconnected' when it does not exist (yet), 'unavailable'
//     when another program holds it or permission is missing; tried again all the same;
//   - silence: a Toledo scale that never answered is 'no-answer'. One that answered before and
//     then stops is read as 'zero': in Toledo's Prt5 protocol the scale does not answer while
//     its pan reads 0,000 (PRIX 3 Plus manual §2.7.4). Either way there is no weight to take.
//     A continuous scale silent for SILENCE_MS is 'no-answer'.
import { existsSync } from 'node:fs';
import { SerialPort } from 'serialport';
import type { ScaleProtocol, ScaleState } from '../../shared/scale';
import type { Logger } from '../log';
import { ENQ, readContinuousFrame, readToledoFrame } from './frames';
import { ScaleFramer } from './framer';
import type { ReadingTracker } from './readings';

export interface SerialTiming {
  /** Toledo: how often the scale is asked (ENQ). */
  pollMs?: number;
  /** Toledo: how long an answer may take before the scale counts as silent. */
  answerTimeoutMs?: number;
  /** Continuous: how long without a frame before the scale counts as silent. */
  silenceMs?: number;
  /** After a disconnect or a failed open, the wait before opening again. */
  reconnectMs?: number;
}

export const POLL_MS = 200;
export const ANSWER_TIMEOUT_MS = 1000;
export const SILENCE_MS = 2000;
export const RECONNECT_MS = 1000;

export interface SerialScaleOptions extends SerialTiming {
  path: string;
  baud: number;
  protocol: ScaleProtocol;
  /** Decimals implied in digits sent without a point (./frames.ts). */
  decimals?: number;
  tracker: ReadingTracker;
  onState(state: ScaleState): void;
  logger: Logger;
}

/** Opens a port 8N1; resolves with the open port or rejects with the OS's reason. */
export function openSerialPort(path: string, baudRate: number): Promise<SerialPort> {
  const port = new SerialPort({ path, baudRate, dataBits: 8, parity: 'none', stopBits: 1, autoOpen: false });
  return new Promise((resolve, reject) => port.open((error) => (error ? reject(error) : resolve(port))));
}

/** Why a port did not open, as the problem the operator sees. */
export function openProblem(error: unknown): 'disconnected' | 'unavailable' {
  const message = error instanceof Error ? error.message : String(error);
  return /no such file|enoent|cannot find|not found|file not found/i.test(message) ? 'disconnected' : 'unavailable';
}

export class SerialScale {
  private readonly pollMs: number;
  private readonly answerTimeoutMs: number;
  private readonly silenceMs: number;
  private readonly reconnectMs: number;
  private readonly log: Logger;
  private port: SerialPort | null = null;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private reopen: NodeJS.Timeout | null = null;
  /** Toledo: when the pending ENQ was sent; null when none is pending. */
  private askedAt: number | null = null;
  /** Toledo: the scale has answered on this connection (its silence then means 0,000). */
  private answered = false;
  private lastFrameAt = 0;

  constructor(private readonly options: SerialScaleOptions) {
    this.pollMs = options.pollMs ?? POLL_MS;
    this.answerTimeoutMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
    this.silenceMs = options.silenceMs ?? SILENCE_MS;
    this.reconnectMs = options.reconnectMs ?? RECONNECT_MS;
    this.log = options.logger;
  }

  start(): void {
    void this.open();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopTimers();
    if (this.reopen) clearTimeout(this.reopen);
    const port = this.port;
    this.port = null;
    if (port?.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
  }

  private async open(): Promise<void> {
    const { path, baud, tracker } = this.options;
    let port: SerialPort;
    try {
      port = await openSerialPort(path, baud);
    } catch (error) {
      if (this.closed) return;
      const kind = openProblem(error);
      this.emit(tracker.problem(kind, error instanceof Error ? error.message : String(error)));
      this.scheduleReopen();
      return;
    }
    if (this.closed) {
      port.close();
      return;
    }
    this.port = port;
    this.answered = false;
    this.askedAt = null;
    this.lastFrameAt = Date.now();
    this.log.info('scale port open', { path, baud, protocol: this.options.protocol });
    this.emit(tracker.waiting());

    const framer = port.pipe(new ScaleFramer());
    // Frames of a port that was closed or replaced are not this scale's any more.
    framer.on('data', (raw: string) => {
      if (this.port === port) this.onFrame(raw);
    });
    port.on('error', (error) => this.log.warn('scale port error', { path, error }));
    port.on('close', (error?: Error & { disconnected?: boolean }) => {
      if (this.closed || this.port !== port) return;
      this.log.warn('scale port closed', { path, disconnected: error?.disconnected ?? false, error });
      this.unplugged(error?.message);
    });
    this.timer =
      this.options.protocol === 'toledo'
        ? setInterval(() => this.ask(), this.pollMs)
        : setInterval(() => this.watch(), Math.max(50, Math.floor(this.silenceMs / 4)));
    if (this.options.protocol === 'toledo') this.ask();
  }

  private onFrame(raw: string): void {
    const { protocol, decimals } = this.options;
    const frame = protocol === 'toledo' ? readToledoFrame(raw, decimals) : readContinuousFrame(raw, decimals);
    if (!frame) return;
    this.lastFrameAt = Date.now();
    this.askedAt = null;
    this.answered = true;
    this.emit(this.options.tracker.frame(frame));
  }

  /** Toledo: sends ENQ unless an answer is still due; a silence past the timeout is said. */
  private ask(): void {
    const port = this.port;
    if (!port) return;
    const now = Date.now();
    if (this.askedAt !== null) {
      if (now - this.askedAt < this.answerTimeoutMs) return;
      if (!this.stillThere()) return;
      const { tracker } = this.options;
      this.emit(
        this.answered
          ? tracker.problem('zero', 'no answer to ENQ (Prt5 stays silent at 0,000)')
          : tracker.problem('no-answer', `no answer to ENQ within ${this.answerTimeoutMs} ms`),
      );
    }
    this.askedAt = now;
    port.write(Buffer.from([ENQ]), (error) => {
      if (error) this.log.warn('scale ENQ not written', { path: this.options.path, error });
    });
  }

  /**
   * The port is gone (its 'close' event, or its device node vanished: a USB adapter pulled out, a
   * pty whose other end died, whose close the OS may report late or not at all): say
   * disconnected, and open it again until the scale is back.
   */
  private unplugged(detail?: string): void {
    const port = this.port;
    this.port = null;
    this.stopTimers();
    if (port?.isOpen) port.close(() => undefined);
    this.emit(this.options.tracker.problem('disconnected', detail));
    this.scheduleReopen();
  }

  /** Whether a silent port's device is still there; reports it unplugged when it is not. */
  private stillThere(): boolean {
    // Only a device node can be looked at (/dev/ttyUSB0, a pty's link); a Windows COMn is not a file.
    if (!this.options.path.startsWith('/') || existsSync(this.options.path)) return true;
    this.log.warn('scale device gone', { path: this.options.path });
    this.unplugged(`${this.options.path} is gone`);
    return false;
  }

  /** Continuous: a scale that stopped sending is said to be silent (once, until it speaks again). */
  private watch(): void {
    if (!this.port || Date.now() - this.lastFrameAt < this.silenceMs) return;
    if (!this.stillThere()) return;
    const current = this.options.tracker.current();
    if (current.kind === 'problem' && current.problem === 'no-answer') return;
    this.emit(this.options.tracker.problem('no-answer', `no frame for ${this.silenceMs} ms`));
  }

  private emit(state: ScaleState): void {
    if (!this.closed) this.options.onState(state);
  }

  private stopTimers(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private scheduleReopen(): void {
    if (this.closed) return;
    if (this.reopen) clearTimeout(this.reopen);
    this.reopen = setTimeout(() => {
      this.reopen = null;
      if (!this.closed) void this.open();
    }, this.reconnectMs);
  }
}
