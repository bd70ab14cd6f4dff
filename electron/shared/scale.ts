// The desk scale (issue 18): which scale this desk uses (kept in settings), what a reading is, the
// problems a reading can have with the words the operator sees for each, and the scale's
// channels. Spread into the channel map in ipc.ts. Imports only zod and relative files.
//
// A reading is whole grams, stable or not, from a named device at a time. Everything that is not
// a weight the desk may use (the scale in motion, below zero, empty, over its capacity, a unit
// the station cannot convert, a garbled frame, a scale that went away) is a problem with a kind
// and a message key, never a weight: nothing downstream can mistake it for one.
import { z } from 'zod';
import { channel, noInput } from './channel';
import { rule, type Locale } from './contract';
import type { StationMessageKey } from './messages';

// ---------------------------------------------------------------------------------------------
// Configuration (settings.scale)

/** 'toledo': the station asks (ENQ) and the scale answers; 'continuous': the scale sends on its own. */
export const scaleProtocolSchema = z.enum(['toledo', 'continuous']);
export type ScaleProtocol = z.infer<typeof scaleProtocolSchema>;

/** Toledo's range is 2400–9600 (8N1); a few continuous indicators also run at 1200 or 19200. */
export const SCALE_BAUDS = [1200, 2400, 4800, 9600, 19200] as const;
export const scaleBaudSchema = z.literal([...SCALE_BAUDS]);
export type ScaleBaud = (typeof SCALE_BAUDS)[number];

const usbId = z.number().int().min(0).max(0xffff);

/**
 * A path the page may ask main to open as a scale: a serial device and nothing else. The page is
 * not trusted with the file system: without this, `scale:configure` or `scale:detect` could make
 * main open (and, for Toledo, write an ENQ byte to) any file, FIFO or socket the desk's user can
 * reach. Linux serial devices (/dev/ttyUSB0, /dev/ttyACM0, /dev/ttyS0), their stable names
 * (/dev/serial/by-id/…), pseudo-terminals (/dev/pts/N: a socat pair, the tests' scale; main
 * takes one only in a development build, see isPseudoTerminalPath) and Windows COM ports; never
 * a `..` that climbs out of /dev.
 */
const PSEUDO_TERMINAL = /^\/dev\/pts\/\d{1,6}$/;
const SERIAL_DEVICE = [
  /^\/dev\/tty[A-Za-z0-9._-]+$/,
  /^\/dev\/serial\/by-id\/[A-Za-z0-9._:+-]+$/,
  PSEUDO_TERMINAL,
  /^COM[1-9]\d{0,2}$/i,
];
/**
 * A pseudo-terminal (/dev/pts/N): another program's terminal at a desk (a shell, an SSH
 * session), a socat pair standing in for a scale in development. The scale service takes one
 * only in a development or test build (SHIPPING_STATION_DEV=1, electron/main/app/development.ts).
 */
export const isPseudoTerminalPath = (path: string): boolean => PSEUDO_TERMINAL.test(path.trim());
export const isSerialDevicePath = (path: string): boolean =>
  !path.includes('..') && SERIAL_DEVICE.some((pattern) => pattern.test(path));
export const scaleDevicePathSchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .refine(isSerialDevicePath, { message: rule('scalePort') });

const serialScaleConfig = z.strictObject({
  kind: z.literal('serial'),
  /** /dev/ttyUSB0, /dev/ttyS0, COM3, … */
  path: z.string().trim().min(1).max(300),
  protocol: scaleProtocolSchema,
  baud: scaleBaudSchema.default(9600),
  /**
   * Decimals implied in weights sent without a point (Toledo's PPPPP, Filizola's frames): 3 on
   * the usual kg scales with 1–10 g divisions. A scale set to 2 would otherwise read 10× light.
   */
  decimals: z.literal([0, 1, 2, 3]).default(3),
});
const noScale = z.strictObject({ kind: z.literal('none') });
const hidScaleConfig = z.strictObject({ kind: z.literal('hid'), vendorId: usbId, productId: usbId });

/** The scale as settings.json keeps it (and main reads it back). */
export const scaleConfigSchema = z.discriminatedUnion('kind', [
  /** No scale at this desk: a normal state, weights are typed. */
  noScale,
  serialScaleConfig,
  hidScaleConfig,
]);

/** What the page may ask `scale:configure` for: a serial scale only on a serial device path. */
export const scaleConfigureInputSchema = z.discriminatedUnion('kind', [
  noScale,
  serialScaleConfig.extend({ path: scaleDevicePathSchema }),
  hidScaleConfig,
]);
export type ScaleConfig = z.infer<typeof scaleConfigSchema>;
export type ScaleConfigInput = z.input<typeof scaleConfigSchema>;

// ---------------------------------------------------------------------------------------------
// Readings and problems (what crosses to the page, plain JSON)

/** Which device a reading came from, for the screen and for the audit log's proof of weight. */
export interface ScaleDeviceRef {
  /** Stable id: `serial:<path>:<protocol>` or `hid:<vendor hex>:<product hex>`. */
  id: string;
  /** For people: "Toledo (ENQ) em /dev/ttyUSB0", "DYMO M10". */
  name: string;
}

export interface ScaleReading {
  kind: 'reading';
  /** Whole grams, converted exactly from the scale's unit (see electron/main/scale/grams.ts). */
  grams: number;
  /** The scale says the weight is settled (or, for a stream without a motion flag, it held still). */
  stable: boolean;
  /** When this same stable weight was first read (ISO 8601); null while unstable. */
  stableSince: string | null;
  device: ScaleDeviceRef;
  /** When the frame arrived (ISO 8601). A reading is only as fresh as this. */
  at: string;
}

export const SCALE_PROBLEMS = [
  'unstable', // in motion and no weight given (Toledo IIIII)
  'negative', // below zero (tare taken off, or the pan lifted)
  'zero', // nothing on the scale
  'overload', // over the scale's capacity
  'unknown-unit', // a unit the station will not convert (carat, tael, …)
  'garbled', // a frame that does not read: wrong baud, wrong protocol, line noise
  'no-answer', // the port is open but the scale says nothing (off, wrong baud or protocol)
  'disconnected', // the port went away (cable or USB adapter pulled); the station retries
  'unavailable', // the port cannot be opened (in use by another program, no permission)
  'fault', // the scale reports a fault or needs calibration
  'needs-zeroing', // the scale asks to be zeroed
] as const;
export type ScaleProblemKind = (typeof SCALE_PROBLEMS)[number];
/** A key of the station's catalogue (`satisfies` below checks that every one is there). */
export type ScaleMessageKey =
  `scale.${ScaleProblemKind}` | 'scale.none' | 'scale.waiting' | 'scale.stale' | 'scale.already-used';
export const SCALE_MESSAGE_KEYS = [
  ...SCALE_PROBLEMS.map((kind) => `scale.${kind}` as const),
  'scale.none',
  'scale.waiting',
  'scale.stale',
  'scale.already-used',
] as const satisfies readonly StationMessageKey[];

export interface ScaleProblem {
  kind: 'problem';
  problem: ScaleProblemKind;
  /** The operator's words for it: a key of the station's catalogue (the page translates it). */
  messageKey: ScaleMessageKey;
  device: ScaleDeviceRef;
  at: string;
  /** What was received or what failed, for support (the raw frame, the OS error); never shown alone. */
  detail?: string;
}

/** Connected (or trying to), and no frame has arrived yet. */
export interface ScaleWaiting {
  kind: 'waiting';
  messageKey: 'scale.waiting';
  device: ScaleDeviceRef;
  at: string;
}

/** No scale configured. */
export interface ScaleNone {
  kind: 'none';
  messageKey: 'scale.none';
}

export type ScaleState = ScaleNone | ScaleWaiting | ScaleReading | ScaleProblem;

export const problemKey = (problem: ScaleProblemKind): ScaleMessageKey => `scale.${problem}`;

// ---------------------------------------------------------------------------------------------
// Devices, status, detection

/** A port or device the operator can pick, with who made it when the OS says. */
export type ScaleDeviceView =
  | {
      kind: 'serial';
      path: string;
      manufacturer: string | null;
      /** USB-serial adapters: their USB ids (hex, as the OS gives them). */
      vendorId: string | null;
      productId: string | null;
    }
  | {
      kind: 'hid';
      vendorId: number;
      productId: number;
      manufacturer: string | null;
      product: string | null;
    };

export interface ScaleStatusView {
  config: ScaleConfig;
  state: ScaleState;
}

export interface ScaleDetectAttempt {
  protocol: ScaleProtocol;
  baud: ScaleBaud;
  /** nothing: silence; garbled: bytes that do not read (often a wrong baud); answered: a valid frame. */
  heard: 'nothing' | 'garbled' | 'answered';
}

export interface ScaleDetectResult {
  path: string;
  /** The first protocol and baud that gave a valid frame, with what it read; null when none did. */
  found: { protocol: ScaleProtocol; baud: ScaleBaud; state: ScaleState } | null;
  tried: ScaleDetectAttempt[];
  /** The port could not be opened at all (gone, busy, no permission). */
  problem: ScaleProblem | null;
}

export const scaleDetectInputSchema = z.strictObject({
  path: scaleDevicePathSchema,
  /** Only these bauds (default: 9600, 4800, 2400, then 19200 and 1200). */
  bauds: z.array(scaleBaudSchema).min(1).max(SCALE_BAUDS.length).optional(),
});

// ---------------------------------------------------------------------------------------------
// Channels

export const scaleChannels = {
  /** Serial ports and USB HID scales this computer sees, with their manufacturers. */
  'scale:devices': channel(noInput).returns<ScaleDeviceView[]>(),
  /** The configured scale and its latest state. */
  'scale:status': channel(noInput).returns<ScaleStatusView>(),
  /** Saves the scale (or none) for this desk and connects to it. */
  'scale:configure': channel(scaleConfigureInputSchema).returns<ScaleStatusView>(),
  /** Tries the known protocols and bauds on a port and says which answered. */
  'scale:detect': channel(scaleDetectInputSchema).returns<ScaleDetectResult>(),
  /** The latest state: a reading, a problem, waiting, or none. */
  'scale:current': channel(noInput).returns<ScaleState>(),
};

// The operator's words for a ScaleMessageKey are in the station's catalogue (electron/shared/
// messages, section `scale`): the page reads `{ key: messageKey }` like any other Said.

/** How old a reading may be when its weight is taken (a scale sends several a second). */
export const MAX_READING_AGE_MS = 3000;

export type WeightTake =
  { ok: true; grams: number; reading: ScaleReading } | { ok: false; messageKey: ScaleMessageKey };

/**
 * The weight that may be taken from the scale now, or why not: only a stable reading whose
 * frame arrived within `maxAgeMs`, and, with `settledAfter` (e.g. when the last label used the
 * scale), only a weight that settled after it, so one parcel resting on the pan is never
 * weighed for two labels. Everything else (no scale, waiting, any problem, unstable, stale)
 * says why in the operator's words.
 */
export function weightToTake(
  state: ScaleState,
  now: number,
  options: { maxAgeMs?: number; settledAfter?: number } = {},
): WeightTake {
  if (state.kind !== 'reading') return { ok: false, messageKey: state.messageKey };
  if (!state.stable || state.stableSince === null) return { ok: false, messageKey: 'scale.unstable' };
  if (now - Date.parse(state.at) > (options.maxAgeMs ?? MAX_READING_AGE_MS))
    return { ok: false, messageKey: 'scale.stale' };
  if (options.settledAfter !== undefined && Date.parse(state.stableSince) <= options.settledAfter)
    return { ok: false, messageKey: 'scale.already-used' };
  return { ok: true, grams: state.grams, reading: state };
}

/** Grams as the desk reads them: "1,234 kg" (pt-BR) or "1.234 kg" (en); below 1 kg in grams. */
export function formatGrams(locale: Locale, grams: number): string {
  if (Math.abs(grams) < 1000) return `${grams} g`;
  const kg = (grams / 1000).toFixed(3);
  return `${locale === 'en' ? kg : kg.replace('.', ',')} kg`;
}
