// A notice says each piece of advice once: the kind's fix line ("Tente de novo em instantes.")
// drops every sentence the station's own words already end or go on with, so a message that
// carries its kind's advice ("…pediu para esperar. Tente de novo em instantes.") is not followed
// by the same sentence again, in any language.

/** The sentences of a text, each compared without case, spacing or closing punctuation. */
const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?;])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const plain = (sentence: string): string =>
  sentence
    .toLocaleLowerCase()
    .replace(/[.!?;:,]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The kind's advice less what `said` already says (whole sentences); '' when it says it all. */
export function adviceNotSaid(said: string, advice: string): string {
  const already = new Set(sentencesOf(said).map(plain));
  return sentencesOf(advice)
    .filter((sentence) => !already.has(plain(sentence)))
    .join(' ');
}
