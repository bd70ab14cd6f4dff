// What can stop a conversion, as values the operator (or the settings screen) can act on.
import { failed, ok, type Result } from '../../shared/result';

export type ThermalErrorKind =
  | 'unreadable' // the bytes are not a document we can open (damaged PDF, unknown format)
  | 'too-large' // the page is larger than the media: choose the right media or allow scaling
  | 'unsupported' // this content cannot go to this printer (e.g. ZPL to an EPL2 printer)
  | 'invalid-profile' // the printer profile breaks a rule (darkness out of the language's range…)
  | 'too-wide' // the image exceeds what the language can describe (e.g. DPL rows over 255 bytes)
  | 'crashed'; // the conversion worker died on this document twice (out of memory, a PDF that kills MuPDF)

export interface ThermalError {
  kind: ThermalErrorKind;
  message: string;
}

/** The station's one result shape, failing with a conversion's kinds. */
export type ThermalResult<T> = Result<T, ThermalError>;

export { ok };
export const fail = (kind: ThermalErrorKind, message: string): { ok: false; error: ThermalError } =>
  failed({ kind, message });
