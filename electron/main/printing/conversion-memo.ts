// The last few conversions, kept so that printing the same document again on the same printer
// (a reprint scanned at the desk, "send again", the copy the operator asked for) sends the bytes
// it sent before instead of converting the label anew: about 10 ms of MuPDF and the worker's
// round trip at 203 dpi, three quarters of a reprint's time (desk-link.bench's reprint path).
//
// Safe because a conversion is deterministic (printing/prepare.ts): the same bytes, profile and
// options give the same output. The key holds all three, so a profile fixed after the calibration
// label (dpi, offsets, media, rotation) converts again. Only successes are kept: a document that
// failed, timed out or crashed its worker is tried afresh each time. Bounded by the bytes kept
// (8 MB: about 330 labels at 203 dpi, a busy desk's morning, so a reprint scanned hours later
// still hits); the least recently used goes first.
import { createHash } from 'node:crypto';
import type { PrinterProfileInput } from '../../shared/printer-profile';
import type { ConvertOptions, convertForPrinter } from '../thermal';

type ConvertDocument = typeof convertForPrinter;

export interface ConversionMemoLimits {
  /** How many conversions are kept at most (default: as many as the bytes allow). */
  entries?: number;
  /** How many bytes of converted output are kept in all (default 8 MB). */
  bytes?: number;
}

type Converted = Awaited<ReturnType<ConvertDocument>>;

export function rememberConversions(convert: ConvertDocument, limits: ConversionMemoLimits = {}): ConvertDocument {
  const maxEntries = limits.entries ?? Number.POSITIVE_INFINITY;
  const maxBytes = limits.bytes ?? 8 * 1024 * 1024;
  // A Map iterates in insertion order: re-inserting on a hit makes its first key the least recently used.
  const kept = new Map<string, Converted & { ok: true }>();
  let keptBytes = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    keptBytes -= entry.value.bytes.byteLength;
  };

  return async (bytes: Uint8Array, profile: PrinterProfileInput, options: ConvertOptions = {}) => {
    const key = memoKey(bytes, profile, options);
    const known = kept.get(key);
    if (known) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const converted = await convert(bytes, profile, options);
    if (!converted.ok || converted.value.bytes.byteLength > maxBytes) return converted;
    drop(key);
    kept.set(key, converted);
    keptBytes += converted.value.bytes.byteLength;
    for (const oldest of kept.keys()) {
      if (kept.size <= maxEntries && keptBytes <= maxBytes) break;
      drop(oldest);
    }
    return converted;
  };
}

/** The document's digest with the profile and options, which decide the output. */
function memoKey(bytes: Uint8Array, profile: PrinterProfileInput, options: ConvertOptions): string {
  // The deadline decides only whether a conversion is cut short, never its output.
  const { deadlineMs: _deadline, ...decides } = options;
  return createHash('sha256')
    .update(bytes)
    .update('\0')
    .update(JSON.stringify(profile))
    .update('\0')
    .update(JSON.stringify(decides))
    .digest('hex');
}
