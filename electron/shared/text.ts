// Text a person reads that came from a file or another system: a hidden character in it is
// shown as its code point, so what is on screen or in a cell is what is really there. Main
// writes it so in the audit CSV and in a batch row's refusals; the renderer shows a batch's
// order references and recipients the same way. Dependency-free.

/**
 * Control characters other than tab and line breaks (which papaparse quotes), DEL, the bidi
 * embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069), and the marks that
 * flip direction without showing (U+200E, U+200F, U+061C).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** A text with every hidden character written as its code point ("1\u00072" → "1<U+0007>2"), visible and inert. */
export function visible(value: string): string {
  return value.replace(HIDDEN, (c) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`);
}
