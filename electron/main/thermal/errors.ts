// What can stop a conversion, as values the operator (or the settings screen) can act on: the
// station's one failure shape with a conversion's kinds. What the engine says is a key of the
// `thermal.` catalogue (a reason the printing domain puts inside its own sentence); a library's
// own words (MuPDF's, the ZPL renderer's, the worker's exception) are quoted verbatim as the
// system's, never written into a sentence.
import type { KeysUnder, Quoted, SaidParam } from '../../shared/messages';
import type { StationError } from '../../shared/station-error';

export type ThermalErrorKind =
  | 'unreadable' // the bytes are not a document we can open (damaged PDF, unknown format)
  | 'too-large' // the page is larger than the media: choose the right media or allow scaling
  | 'unsupported' // this content cannot go to this printer (e.g. ZPL to an EPL2 printer)
  | 'invalid-profile' // the printer profile breaks a rule (darkness out of the language's range…)
  | 'too-wide' // the image exceeds what the language can describe (e.g. DPL rows over 255 bytes)
  | 'crashed' // the conversion worker died on this document twice (out of memory, a PDF that kills MuPDF)
  | 'timed-out' // the conversion ran past its deadline and its worker was ended (limits.ts)
  | 'over-limit'; // more pages or dots than the station draws for this roll (limits.ts)

/** A conversion's failure; a conversion's result is the station's one `Result<T, ThermalError>`. */
export type ThermalError = StationError<ThermalErrorKind>;

/** A reason the engine gives, `thermal.<reason>` in the catalogue. */
export type ThermalReason = KeysUnder<'thermal.'>;

/**
 * `failed(thermalError('unreadable', 'pdfUnreadable', {}, error))`: the reason said by key (its parameters numbers
 * and names), and what a library threw, if it did, quoted as the system's words. The Said is
 * built literally, without said(): this module runs in the conversion worker too, and needs only
 * the key's type.
 */
export function thermalError(
  kind: ThermalErrorKind,
  reason: ThermalReason,
  params: Record<string, SaidParam> = {},
  thrown?: unknown,
): ThermalError {
  const lines = thrown === undefined ? undefined : systemWords(thrown);
  return {
    kind,
    said: Object.keys(params).length ? { key: `thermal.${reason}`, params } : { key: `thermal.${reason}` },
    ...(lines && lines.lines.length ? { quoted: lines } : {}),
  };
}

/** What a library threw, in its own words (the first line: a stack is for the log, not the operator). */
function systemWords(error: unknown): Quoted {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]?.trim() ?? '';
  return { source: 'system', lines: line ? [line] : [] };
}
