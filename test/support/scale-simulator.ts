// A desk scale on a real serial line: socat makes a pseudo-terminal pair (`socat -d -d
// pty,raw,echo=0 pty,raw,echo=0`), this simulator opens one end with serialport and speaks a
// scale's protocol on it, and the station's real serial code opens the other end (`appPath`).
//
//   - toledo: answers each ENQ (05h) with [STX] PPPPP | IIIII | NNNNN | SSSSS [ETX], and like
//     Toledo's Prt5 stays silent while the pan reads zero (PRIX 3 Plus manual §2.7.4);
//   - continuous: sends the display every `intervalMs`, as Filizola frames ([STX] PPPPP [ETX]),
//     Mettler Toledo continuous output ([STX] SWA SWB SWC wwwwww tttttt [CR] [CHK]), status lines ("ST,GS,   1.234,kg"), Urano lines ("* PESO: 1,234kg") or generic lines
//     ("P  1,234kg").
// It can also write raw bytes (garbage, half a frame), and be unplugged (socat is killed, so
// the app's port vanishes as when a USB-serial adapter is pulled) and plugged back.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerialPort } from 'serialport';

export type SimDisplay =
  { grams: number; stable?: boolean } | { status: 'unstable' | 'negative' | 'overload' | 'zero' };

export type ContinuousFormat = 'filizola' | 'mettler' | 'status-line' | 'urano' | 'generic';

export interface ScaleSimulatorOptions {
  protocol: 'toledo' | 'continuous';
  format?: ContinuousFormat;
  intervalMs?: number;
  display?: SimDisplay;
}

export interface ScaleSimulator {
  /** The end of the line the station opens (a link socat makes to the pty, stable across a replug). */
  readonly appPath: string;
  /**
   * The pty itself (/dev/pts/N), what the page may send through scale:configure and scale:detect,
   * which accept serial device paths only. It may change after plugBack().
   */
  readonly devicePath: string;
  /** What the scale shows from now on (sent at the next ENQ or the next stream tick). */
  show(display: SimDisplay): void;
  /** Writes bytes on the line as they are, and resolves once they are handed to the pty. */
  writeRaw(bytes: string | Buffer): Promise<void>;
  /** Sends one frame of the display now (continuous), and resolves when it is written. */
  sendNow(display?: SimDisplay): Promise<void>;
  /** Writes each frame in two halves, `ms` apart (a scale whose UART pauses mid-frame); null: whole. */
  splitFrames(ms: number | null): void;
  /** Continuous: stops or starts the periodic frames. */
  pauseStream(): void;
  resumeStream(): void;
  /** How many ENQ bytes the scale received. */
  readonly enquiries: number;
  /** Called with the time (performance.now) just before each answer or frame is written. */
  onWrite?: ((at: number, frame: string) => void) | undefined;
  /** Called once the first half of a split frame is on the line (the rest follows after the pause). */
  onHalfWritten?: (() => void) | undefined;
  /** Kills socat: the app's end of the line disappears. */
  unplug(): Promise<void>;
  /** A new pair under the same names: the scale is back. */
  plugBack(): Promise<void>;
  close(): Promise<void>;
}

const STX = '\x02';
const ETX = '\x03';

const kg = (grams: number, comma: boolean) => {
  const text = (grams / 1000).toFixed(3);
  return comma ? text.replace('.', ',') : text;
};

/** The bytes of one frame showing `display`, or null when the scale says nothing (Toledo at zero). */
export function frameFor(
  protocol: 'toledo' | 'continuous',
  format: ContinuousFormat,
  display: SimDisplay,
): string | null {
  const status = 'status' in display ? display.status : null;
  const grams = 'grams' in display ? display.grams : 0;
  if (protocol === 'toledo' || format === 'filizola') {
    if (status === 'zero') return protocol === 'toledo' ? null : `${STX}00000${ETX}`;
    const body =
      status === 'unstable' || (status === null && display && 'stable' in display && display.stable === false)
        ? 'IIIII'
        : status === 'negative'
          ? 'NNNNN'
          : status === 'overload'
            ? 'SSSSS'
            : String(grams).padStart(5, '0');
    return `${STX}${body}${ETX}`;
  }
  const stable = status === null && !('stable' in display && display.stable === false);
  switch (format) {
    case 'mettler': {
      // SWA: bit 5, x1 divisions (bits 3–4 = 01), three decimals (code 5); SWB: bit 5, kg (bit 4),
      // motion (bit 3), over capacity (bit 2), negative (bit 1); SWC: bit 5.
      const swa = String.fromCharCode(0x20 | 0x08 | 5);
      const swb = String.fromCharCode(
        0x20 | 0x10 | (stable ? 0 : 0x08) | (status === 'overload' ? 0x04 : 0) | (status === 'negative' ? 0x02 : 0),
      );
      const shown = status === 'zero' || status === 'overload' ? 0 : status === 'negative' ? 5 : grams || 1234;
      const body = `${STX}${swa}${swb} ${String(shown).padStart(6, '0')}000000\r`;
      // The checksum: two's complement of the 7-bit sum of every character, STX and CR included.
      const sum = [...body].reduce((total, c) => total + c.charCodeAt(0), 0);
      return body + String.fromCharCode(-sum & 0x7f);
    }
    case 'status-line':
      if (status === 'overload') return 'OL,GS,        ,kg\r\n';
      if (status === 'negative') return 'UL,GS,  -0.005,kg\r\n';
      if (status === 'zero') return 'ST,GS,   0.000,kg\r\n';
      if (status === 'unstable') return `US,GS,${kg(1234, false).padStart(8)},kg\r\n`;
      return `${stable ? 'ST' : 'US'},GS,${kg(grams, false).padStart(8)},kg\r\n`;
    case 'urano':
      if (status === 'negative') return ' PESO: -0,005kg\r\n';
      if (status === 'zero') return '* PESO: 0,000kg\r\n';
      return `${stable ? '*' : ' '} PESO: ${kg(grams, true)}kg\r\n`;
    case 'generic':
      if (status === 'negative') return 'P -0,005kg\r\n';
      if (status === 'zero') return 'P  0,000kg\r\n';
      return `P  ${kg(grams, true)}kg\r\n`;
  }
  return null;
}

export async function startScaleSimulator(options: ScaleSimulatorOptions): Promise<ScaleSimulator> {
  const dir = await mkdtemp(join(tmpdir(), 'scale-pty-'));
  const appPath = join(dir, 'scale');
  const simPath = join(dir, 'simulator');
  const format = options.format ?? 'filizola';
  const intervalMs = options.intervalMs ?? 100;
  let display: SimDisplay = options.display ?? { grams: 1234 };
  let socat: ChildProcess | null = null;
  let port: SerialPort | null = null;
  let streaming = options.protocol === 'continuous';
  let ticker: NodeJS.Timeout | null = null;
  let enquiries = 0;
  let splitMs: number | null = null;
  let devicePath = '';

  const write = (bytes: string | Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (!port?.isOpen) return resolve();
      port.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes, (error) => {
        if (error) return reject(error);
        port?.drain(() => resolve());
      });
    });

  const sendFrame = async (shown: SimDisplay) => {
    const frame = frameFor(options.protocol, format, shown);
    if (frame === null) return;
    simulator.onWrite?.(performance.now(), frame);
    if (splitMs !== null) {
      const half = Math.ceil(frame.length / 2);
      await write(frame.slice(0, half));
      simulator.onHalfWritten?.();
      // The pause is the device's behaviour being simulated (a UART that stalls mid-frame), not
      // a test waiting for something: the app must read the first half alone.
      await new Promise((resolve) => setTimeout(resolve, splitMs ?? 0));
      await write(frame.slice(half));
    } else await write(frame);
  };

  async function plug(): Promise<void> {
    await rm(appPath, { force: true });
    await rm(simPath, { force: true });
    const child = spawn('socat', ['-d', '-d', `pty,raw,echo=0,link=${appPath}`, `pty,raw,echo=0,link=${simPath}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    socat = child;
    // A test that fails before close() must not leave socat running (nor keep its worker alive).
    const kill = () => child.kill('SIGKILL');
    process.once('exit', kill);
    child.once('exit', () => process.off('exit', kill));
    await new Promise<void>((resolve, reject) => {
      let log = '';
      const timer = setTimeout(() => reject(new Error(`socat did not start: ${log}`)), 5_000);
      child.stderr?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('starting data transfer loop') && existsSync(appPath) && existsSync(simPath)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`socat exited (${code}): ${log}`));
      });
    });
    const opened = new SerialPort({ path: simPath, baudRate: 9600, autoOpen: false });
    await new Promise<void>((resolve, reject) => opened.open((error) => (error ? reject(error) : resolve())));
    opened.on('error', () => undefined);
    opened.on('data', (chunk: Buffer) => {
      for (const byte of chunk) {
        if (byte !== 0x05) continue;
        enquiries++;
        if (options.protocol === 'toledo') void sendFrame(display).catch(() => undefined);
      }
    });
    port = opened;
    devicePath = await realpath(appPath);
  }

  async function unplug(): Promise<void> {
    const child = socat;
    socat = null;
    const closing = port;
    port = null;
    if (closing?.isOpen) await new Promise<void>((resolve) => closing.close(() => resolve()));
    if (child && child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
  }

  const tick = () => {
    if (streaming && port) void sendFrame(display).catch(() => undefined);
  };

  await plug();
  if (options.protocol === 'continuous') ticker = setInterval(tick, intervalMs);

  const simulator: ScaleSimulator = {
    appPath,
    get devicePath() {
      return devicePath;
    },
    show(next) {
      display = next;
    },
    writeRaw: write,
    splitFrames(ms) {
      splitMs = ms;
    },
    sendNow: (shown) => sendFrame(shown ?? display),
    pauseStream() {
      streaming = false;
    },
    resumeStream() {
      streaming = true;
    },
    get enquiries() {
      return enquiries;
    },
    onWrite: undefined,
    onHalfWritten: undefined,
    unplug,
    plugBack: plug,
    async close() {
      if (ticker) clearInterval(ticker);
      await unplug();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return simulator;
}
