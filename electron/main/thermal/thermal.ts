// The thermal print engine's face: conversions run in a worker (ConversionPool); the same sync
// core is there for tests and benchmarks (loadThermalCore).
import type * as MuPdf from 'mupdf';
import { printerProfileSchema, type PrinterProfile, type PrinterProfileInput } from '../../shared/printer-profile';
import { calibrationPdf } from './calibration';
import { convertSync, type ConvertOptions, type PrinterJob } from './convert';
import type { ThermalResult } from './errors';
import { ConversionPool } from './pool';

let shared: ConversionPool | undefined;
const pool = () => (shared ??= new ConversionPool());

/**
 * Converts a document (PDF, ZPL or PNG, told apart by its bytes) into the bytes a printer with
 * this profile prints at true size. Runs off the main thread.
 */
export function convertForPrinter(
  bytes: Uint8Array,
  profile: PrinterProfileInput,
  options: ConvertOptions = {},
): Promise<ThermalResult<PrinterJob>> {
  return pool().convert(bytes, printerProfileSchema.parse(profile), options);
}

/** The calibration label for a profile, ready for that printer (a PDF for a driver printer). */
export async function calibrationLabel(
  profile: PrinterProfileInput,
  now = new Date(),
): Promise<ThermalResult<PrinterJob>> {
  const parsed = printerProfileSchema.parse(profile);
  return convertForPrinter(await calibrationPdf(parsed, now), parsed);
}

/** Stops the shared worker (app quit, end of a test file). */
export async function closeThermalEngine(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}

export interface ThermalCore {
  convert(bytes: Uint8Array, profile: PrinterProfile, options?: ConvertOptions): ThermalResult<PrinterJob>;
}

/** The synchronous core on this thread (tests, benchmarks); the app uses convertForPrinter. */
export async function loadThermalCore(): Promise<ThermalCore> {
  const mupdf: typeof MuPdf = await import('mupdf');
  return { convert: (bytes, profile, options) => convertSync(mupdf, bytes, profile, options) };
}
