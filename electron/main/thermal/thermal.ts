// The thermal print engine's face: conversions run in a worker (ConversionPool); the same sync
// core is there for tests and benchmarks (loadThermalCore).
import type * as MuPdf from 'mupdf';
import { printerProfileSchema, type PrinterProfile, type PrinterProfileInput } from '../../shared/printer-profile';
import { convertDocument, convertSync, type ConvertOptions, type PrinterJob } from './convert';
import type { z } from 'zod';
import { thermalError, type ThermalError } from './errors';
import { failed, type Result } from '../../shared/result';
import { ConversionPool } from './pool';
import type { TestOnlyCrash } from './protocol';
import { loadZplRenderer, type ZplRenderer } from './render-zpl';

let shared: ConversionPool | undefined;
const pool = () => (shared ??= new ConversionPool());

/**
 * Converts a document (PDF, ZPL or PNG, told apart by its bytes) into the bytes a printer with
 * this profile prints at true size. Runs off the main thread; never throws (an invalid profile
 * is an error value too).
 */
export function convertForPrinter(
  bytes: Uint8Array,
  profile: PrinterProfileInput,
  options: ConvertOptions = {},
): Promise<Result<PrinterJob, ThermalError>> {
  const parsed = printerProfileSchema.safeParse(profile);
  if (!parsed.success) return Promise.resolve(invalidProfile(parsed.error));
  return pool().convert(bytes, parsed.data, options);
}

/** The fields to fix, named (the settings screen checks a profile's rules as it is typed). */
function invalidProfile(error: z.ZodError): Result<never, ThermalError> {
  const fields = [...new Set(error.issues.map((issue) => issue.path.join('.') || 'profile'))];
  return failed(thermalError('invalid-profile', 'invalidProfile', { fields: fields.join(', ') }));
}

/**
 * The calibration label as a PDF (calibration.ts). It is drawn with pdf-lib and the barcode
 * encoder, loaded with the first one asked for instead of at the station's start (~110 ms of CPU
 * a start to the login would otherwise wait for; startup.bench).
 */
export async function calibrationPdf(profile: PrinterProfile, now = new Date()): Promise<Uint8Array> {
  return (await import('./calibration')).calibrationPdf(profile, now);
}

/** The calibration label for a profile, ready for that printer (a PDF for a driver printer). */
export async function calibrationLabel(
  profile: PrinterProfileInput,
  now = new Date(),
): Promise<Result<PrinterJob, ThermalError>> {
  const parsed = printerProfileSchema.safeParse(profile);
  if (!parsed.success) return invalidProfile(parsed.error);
  return convertForPrinter(await calibrationPdf(parsed.data, now), parsed.data);
}

/** TEST ONLY: the shared engine's next `count` conversions kill their worker (ConversionPool.testOnlyCrashNext). */
export function testOnlyCrashNextConversions(how: TestOnlyCrash, count = 1): void {
  pool().testOnlyCrashNext(how, count);
}

/** Stops the shared worker (app quit, end of a test file). */
export async function closeThermalEngine(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}

export interface ThermalCore {
  convert(bytes: Uint8Array, profile: PrinterProfile, options?: ConvertOptions): Result<PrinterJob, ThermalError>;
  /** convert, and ZPL drawn for a printer that does not read it (the worker's path). */
  convertDocument(
    bytes: Uint8Array,
    profile: PrinterProfile,
    options?: ConvertOptions,
  ): Promise<Result<PrinterJob, ThermalError>>;
}

/**
 * The synchronous core on this thread (tests, benchmarks); the app uses convertForPrinter.
 * `zplRenderer` is how convertDocument gets the ZPL renderer (loadZplRenderer unless told).
 */
export async function loadThermalCore(
  options: { zplRenderer?: () => Promise<ZplRenderer> } = {},
): Promise<ThermalCore> {
  const mupdf: typeof MuPdf = await import('mupdf');
  const renderer = options.zplRenderer ?? loadZplRenderer;
  return {
    convert: (bytes, profile, options) => convertSync(mupdf, bytes, profile, options),
    convertDocument: (bytes, profile, options = {}) => convertDocument(mupdf, bytes, profile, options, renderer),
  };
}
