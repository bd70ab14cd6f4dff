// Asking a network Zebra about itself over its raw port (9100): ~HI (host identification: model,
// firmware, dots per mm) to propose a profile, and ~HS (host status) so strict mode refuses to
// buy a label the printer would not print (paper out, head open, paused, ribbon out). Both are
// documented in Zebra's ZPL II Programming Guide, "~HI Host Identification" and "~HS Host Status
// Return": each answer is framed STX (0x02) … ETX (0x03) and followed by CR LF; ~HS answers
// three such strings. Nothing is printed by either command.
import { connect } from 'node:net';
import { printError, type PrintError } from './errors';
import { failed, ok, type Result } from '../../shared/result';
import { said, type Said } from '../../shared/messages';
import type { PrinterDpi } from '../../shared/printer-profile';
import { type NetworkTarget } from './types';

export const DEFAULT_QUERY_TIMEOUT_MS = 2_000;

/**
 * What the station reads of one answer. ~HI answers about 40 characters and ~HS three strings of
 * about 30; anything at that address may answer more (a megabyte, or without end), so reading
 * stops here, and a frame still open at this point ends where reading stopped.
 */
export const MAX_ANSWER_CHARS = 4_096;

/** The most of one answer string the station keeps, stores or shows (the model a ~HI names). */
export const MAX_FRAME_CHARS = 200;

/** The printer did not answer; the socket's code is the system's word, for support under "Detalhes". */
const unanswered = (message: Said, code: string): Result<never, PrintError> =>
  failed(printError('printer-unavailable', message, code, 'system'));

/**
 * Sends a host query and collects `frames` STX…ETX answers. Fails (printer-unavailable) when the
 * connection does not open or breaks; answers no frames when the printer took the connection but
 * gave no complete answer within the timeout (a ZPL clone that ignores ~HI/~HS, or something at
 * that address that is not a Zebra): it is there, and says nothing about itself.
 */
export function askZebra(
  target: NetworkTarget,
  command: '~HI' | '~HS',
  options: { timeoutMs?: number } = {},
): Promise<Result<string[], PrintError>> {
  const frames = command === '~HS' ? 3 : 1;
  const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  return new Promise((resolve) => {
    let text = '';
    let connected = false;
    const socket = connect({ host: target.host, port: target.port });
    const done = (result: Result<string[], PrintError>) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const where = `${target.host}:${target.port}`;
    const seconds = Math.round(timeoutMs / 100) / 10;
    const timer = setTimeout(
      () => done(connected ? ok([]) : unanswered(said('printing.tcpTimeout', { where, seconds }), 'ETIMEDOUT')),
      timeoutMs,
    );
    socket.once('connect', () => {
      connected = true;
      socket.write(`${command}\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.length >= MAX_ANSWER_CHARS) {
        // Enough: what was read is the answer, an open frame ending where reading stopped.
        const cut = text.slice(0, MAX_ANSWER_CHARS);
        const open = cut.lastIndexOf(STX) > cut.lastIndexOf(ETX);
        return done(ok(framesOf(open ? cut + ETX : cut).slice(0, frames)));
      }
      const answers = framesOf(text);
      if (answers.length >= frames) done(ok(answers.slice(0, frames)));
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done(unanswered(said('printing.tcpOther', { where }), error.code ?? error.message)),
    );
    socket.once('close', () => {
      const answers = framesOf(text);
      done(answers.length >= frames ? ok(answers.slice(0, frames)) : ok([]));
    });
  });
}

const STX = '\u0002';
const ETX = '\u0003';

/** The text between each STX and its ETX, as the station keeps a printer's words (printerWords). */
function framesOf(text: string): string[] {
  const frames: string[] = [];
  let start = text.indexOf(STX);
  while (start >= 0) {
    const end = text.indexOf(ETX, start + 1);
    if (end < 0) break;
    frames.push(
      printerWords(
        text
          .slice(start + 1, end)
          .split(STX)
          .pop() ?? '',
      ),
    );
    start = text.indexOf(STX, end + 1);
  }
  return frames;
}

/**
 * A printer's answer as the station keeps it, before it is parsed, stored, logged or shown:
 * without control characters (a terminal escape, a NUL, a line break inside a model name) and at
 * most MAX_FRAME_CHARS characters. A printer's own words are data from the network.
 */
export function printerWords(text: string): string {
  return text.replace(CONTROL, '').trim().slice(0, MAX_FRAME_CHARS);
}

/** C0 and C1 control characters and DEL: what a printer's words never need. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export interface HostIdentification {
  /** e.g. "ZD420-203dpi", "ZT410", "GK420d". */
  model: string;
  firmware: string;
  dotsPerMm: number;
  /** The nominal resolution those dots per mm are (8 → 203, 12 → 300, 24 → 600), when it is one we print at. */
  dpi?: PrinterDpi;
}

const DPI_OF_DOTS: Record<number, PrinterDpi> = { 8: 203, 12: 300, 24: 600 };

/** ~HI's answer "XXXXXXX,V1.0.0,dpm,000KB,X": model, firmware, dots per mm, memory, options. */
export function parseHostIdentification(answer: string): HostIdentification | undefined {
  const [model = '', firmware = '', dpm = ''] = answer.split(',').map((part) => part.trim());
  const dotsPerMm = Number(dpm);
  if (!model || !Number.isInteger(dotsPerMm) || dotsPerMm <= 0) return undefined;
  const dpi = DPI_OF_DOTS[dotsPerMm];
  return { model, firmware, dotsPerMm, ...(dpi ? { dpi } : {}) };
}

export interface HostStatus {
  paperOut: boolean;
  paused: boolean;
  /** Label length in dots, as the printer measured or was told. */
  labelLength: number;
  formatsInBuffer: number;
  bufferFull: boolean;
  partialFormat: boolean;
  underTemperature: boolean;
  overTemperature: boolean;
  headOpen: boolean;
  ribbonOut: boolean;
  /** Thermal transfer (with ribbon) rather than direct thermal. */
  thermalTransfer: boolean;
  labelsRemaining: number;
}

/**
 * ~HS's three strings (ZPL II Programming Guide, ~HS):
 * 1: aaa,b,c,dddd,eee,f,g,h,iii,j,k,l — communication settings, paper out, pause, label length,
 *    formats in the receive buffer, buffer full, diagnostic mode, partial format, unused,
 *    corrupt RAM, under temperature, over temperature;
 * 2: mmm,n,o,p,q,r,s,t,uuuuuuuu,v,www — function settings, unused, head up, ribbon out, thermal
 *    transfer mode, print mode, print width mode, label waiting, labels remaining, format while
 *    printing, graphics stored;
 * 3: xxxx,y — password, static RAM installed.
 */
export function parseHostStatus(strings: readonly string[]): HostStatus | undefined {
  const one = (strings[0] ?? '').split(',').map((part) => part.trim());
  const two = (strings[1] ?? '').split(',').map((part) => part.trim());
  if (one.length < 12 || two.length < 11) return undefined;
  const flag = (value: string | undefined) => value === '1';
  const count = (value: string | undefined) => Number.parseInt(value ?? '', 10) || 0;
  return {
    paperOut: flag(one[1]),
    paused: flag(one[2]),
    labelLength: count(one[3]),
    formatsInBuffer: count(one[4]),
    bufferFull: flag(one[5]),
    partialFormat: flag(one[7]),
    underTemperature: flag(one[10]),
    overTemperature: flag(one[11]),
    headOpen: flag(two[2]),
    ribbonOut: flag(two[3]),
    thermalTransfer: flag(two[4]),
    labelsRemaining: count(two[8]),
  };
}

/**
 * What stops this printer printing now, most pressing first (what the operator fixes first), as
 * the station says it; undefined when it would print. Ribbon out counts only in thermal transfer
 * mode: a direct thermal printer has no ribbon, and some firmware reports its sensor as empty.
 */
export function statusProblems(status: HostStatus): Said[] {
  const problems: Said[] = [];
  if (status.headOpen) problems.push(said('printing.statusHeadOpen'));
  if (status.paperOut) problems.push(said('printing.statusPaperOut'));
  if (status.ribbonOut && status.thermalTransfer) problems.push(said('printing.statusRibbonOut'));
  if (status.paused) problems.push(said('printing.statusPaused'));
  if (status.bufferFull) problems.push(said('printing.statusBufferFull'));
  if (status.underTemperature || status.overTemperature) problems.push(said('printing.statusTemperature'));
  return problems;
}
