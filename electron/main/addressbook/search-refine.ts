// The operator types one letter at a time, and each keystroke narrows the last: every row that
// matches "maria silv" matched "maria sil". So once a keystroke's matches are all known (few
// enough to be read whole), the next keystroke's are found among them, in memory, by the same
// test search applies to short terms (a word of the row's search_text begins with the term),
// instead of asking FTS5 again: at 1,000,000 recipients that asking intersects doclists of tens
// of thousands of rows for every keystroke of a name.
//
// One set is kept (at most the scan's count of rows, ~1,000), for one kind, and only while the
// book is unchanged: any write of this connection (a sync's batch, a pick, a typed entry) or a
// commit of another one makes it stale.

/** One matching row: its search key (newest first), its folded name and its indexed words. */
export interface Candidate {
  key: number;
  nameKey: string;
  /** The row's search_text: " word word …" (see search-text.ts). */
  text: string;
}

interface KnownMatches {
  kind: string;
  terms: readonly string[];
  /** The book's state when the set was read (see AddressBookReader.bookVersion). */
  version: string;
  rows: readonly Candidate[];
}

/** Whether every row matching `next` matches `known`: each known term begins one of next's terms. */
export const narrows = (known: readonly string[], next: readonly string[]): boolean =>
  known.every((term) => next.some((typed) => typed.toLowerCase().startsWith(term.toLowerCase())));

/** The rows of `rows` where each term begins a word (the row's words each follow a space). */
export function withEveryTerm(rows: readonly Candidate[], terms: readonly string[]): Candidate[] {
  const words = terms.map((term) => ` ${term.toLowerCase()}`);
  return rows.filter((row) => words.every((word) => row.text.includes(word)));
}

export class KnownMatchesCache {
  private known: KnownMatches | null = null;

  /** All the matches of `terms`, when the last complete set holds them; else null. */
  matches(kind: string, terms: readonly string[], version: string): Candidate[] | null {
    const known = this.known;
    if (!known || known.kind !== kind || known.version !== version || !narrows(known.terms, terms)) return null;
    const rows = sameTerms(known.terms, terms) ? [...known.rows] : withEveryTerm(known.rows, terms);
    this.known = { kind, terms, version, rows };
    return rows;
  }

  /** Keeps every match of `terms`, newest first. */
  remember(kind: string, terms: readonly string[], version: string, rows: readonly Candidate[]): void {
    this.known = { kind, terms, version, rows };
  }

  forget(): void {
    this.known = null;
  }
}

const sameTerms = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((term, i) => term === b[i]);
