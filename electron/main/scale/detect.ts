// "Detect": which protocol and baud the scale on a port speaks. For each baud (9600 first, the
// factory setting of most scales, then 4800 and 2400, Toledo's range, then the rarer 19200 and
// 1200) the port is first listened to, since a continuous scale speaks on its own; if it says
// nothing readable, ENQ is sent, and a Toledo scale answers. A wrong baud shows as garbled
// bytes or silence, and the next one is tried. The first valid frame wins. Its weight is read
// with three implied decimals: the screen shows it so the operator can compare it with the
// scale's display (a scale set to two decimals is then configured with `decimals: 2`).
import type { SerialPort } from 'serialport';
import type { ScaleBaud, ScaleDetectAttempt, ScaleDetectResult, ScaleProblem, ScaleProtocol } from '../../shared/scale';
import { ENQ, readContinuousFrame, readToledoFrame, type ScaleFrame } from './frames';
import { ScaleFramer } from './framer';
import { ReadingTracker, serialDevice } from './readings';
import { openProblem, openSerialPort } from './serial-scale';

export const DETECT_BAUDS: ScaleBaud[] = [9600, 4800, 2400, 19200, 1200];

export interface DetectTiming {
  /** How long to listen for a continuous scale at each baud. */
  listenMs?: number;
  /** How long a Toledo scale may take to answer ENQ. */
  answerMs?: number;
}

export async function detectScale(
  path: string,
  bauds: readonly ScaleBaud[] = DETECT_BAUDS,
  timing: DetectTiming = {},
): Promise<ScaleDetectResult> {
  const listenMs = timing.listenMs ?? 800;
  const answerMs = timing.answerMs ?? 600;
  const tried: ScaleDetectAttempt[] = [];
  for (const baud of bauds) {
    let port: SerialPort;
    try {
      port = await openSerialPort(path, baud);
    } catch (error) {
      const tracker = new ReadingTracker(serialDevice(path, 'toledo'));
      const problem: ScaleProblem = tracker.problem(openProblem(error), error instanceof Error ? error.message : '');
      return { path, found: null, tried, problem };
    }
    try {
      const frames: string[] = [];
      let arrived: (() => void) | null = null;
      port.pipe(new ScaleFramer()).on('data', (raw: string) => {
        frames.push(raw);
        arrived?.();
      });
      const listen = async (protocol: ScaleProtocol, ms: number) => {
        const read = (raw: string) => (protocol === 'toledo' ? readToledoFrame(raw) : readContinuousFrame(raw));
        const deadline = Date.now() + ms;
        for (;;) {
          const valid = frames.map(read).filter(isValid);
          if (valid.length > 0) return { heard: 'answered' as const, frame: valid[valid.length - 1]! };
          const left = deadline - Date.now();
          if (left <= 0) return { heard: frames.length > 0 ? ('garbled' as const) : ('nothing' as const), frame: null };
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, left);
            arrived = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          arrived = null;
        }
      };

      const heardStream = await listen('continuous', listenMs);
      tried.push({ protocol: 'continuous', baud, heard: heardStream.heard });
      if (heardStream.frame) return foundIn(path, 'continuous', baud, heardStream.frame, tried);

      frames.length = 0;
      port.write(Buffer.from([ENQ]));
      const heardAnswer = await listen('toledo', answerMs);
      tried.push({ protocol: 'toledo', baud, heard: heardAnswer.heard });
      if (heardAnswer.frame) return foundIn(path, 'toledo', baud, heardAnswer.frame, tried);
    } finally {
      if (port.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
    }
  }
  return { path, found: null, tried, problem: null };
}

/** A frame that shows the protocol is right: anything that read, even "unstable" or "zero". */
function isValid(frame: ScaleFrame | null): frame is ScaleFrame {
  return frame !== null && !(frame.kind === 'problem' && frame.problem === 'garbled');
}

function foundIn(
  path: string,
  protocol: ScaleProtocol,
  baud: ScaleBaud,
  frame: ScaleFrame,
  tried: ScaleDetectAttempt[],
): ScaleDetectResult {
  const state = new ReadingTracker(serialDevice(path, protocol)).frame(frame);
  return { path, found: { protocol, baud, state }, tried, problem: null };
}
