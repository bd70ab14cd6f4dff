// The book's vocabulary: every whole word of letters its index holds (search_words, migration 6),
// so a typed term of four letters or more becomes the words it begins ("mari" → maria, mariana,
// marina), asked of FTS5 as whole words. FTS5 answers a prefix with no prefix index of its length
// by first reading and merging the doclists of every word it begins, all of them, whatever the
// LIMIT: at 1,000,000 recipients "maria"* "silva"* is 50,000+ rows merged in memory per keystroke
// (12 ms measured), the same query as whole words 3.7 ms, read lazily from the newest row and
// stopped at the LIMIT. Terms of one to three letters have prefix indexes; digits are left as
// prefixes (a CPF or phone prefix of four digits or more is in few rows).
//
// The words are cut as the tokenizer cuts them, which is certain only for text whose every
// character is ASCII once accents are removed: a word next to any other character (ª, ß, an
// emoji, a letter SQLite's Unicode 6.1 tables do not know) is kept as "odd", and a term that
// begins an odd word stays an FTS5 prefix. A word stays after its rows are gone (harmless: it
// finds nothing), and the table is shared by senders and recipients and every partition.
import type { Db } from '../platform';
import { FTS_COLUMNS, fold, ftsJoined, searchText, type FtsDocument } from './search-text';

/** A term that begins more words than this stays a prefix (FTS5 would merge as many lists). */
const MAX_WORDS = 32;
const MIN_LENGTH = 4;

/** Whitespace and ASCII punctuation: separators for SQLite's tokenizer as for JS. */
const ASCII_SEPARATORS = /[\s!-/:-@[-`{-~]+/;
const NOT_PRINTABLE_ASCII = /[^ -~]/;
const MARK = /\p{M}/u;

/**
 * Text whose every character is cut the same way by SQLite and JS: ASCII, spaces, and the Latin-1
 * letters whose accent both remove (not Æ Ð Ø Þ ß æ ð ø þ, which stay letters of their own).
 */
const PLAIN_TEXT = /^[\s -~À-ÅÇ-ÏÑ-ÖÙ-Ýà-åç-ïñ-öù-ýÿ]*$/;
const LETTERS = /^[a-z]+$/;

/**
 * The words of letters of an index row: those cut for sure, and those next to an odd character.
 * `text` is the row's searchText (the words of its folded text), when the caller has it.
 */
export function wordsOf(fts: FtsDocument, text: string = searchText(fts)): { plain: string[]; odd: string[] } {
  // The columns joined by spaces are plain text exactly when every column is.
  if (PLAIN_TEXT.test(ftsJoined(fts))) {
    const plain = new Set<string>();
    for (const word of text.split(' ')) if (LETTERS.test(word)) plain.add(word);
    return { plain: [...plain], odd: [] };
  }
  const plain = new Set<string>();
  const odd = new Set<string>();
  for (const column of FTS_COLUMNS) {
    for (const chunk of fts[column].split(ASCII_SEPARATORS)) {
      const folded = fold(chunk);
      const words = folded.match(/[a-z]+/g);
      if (!words) continue;
      const sure = !NOT_PRINTABLE_ASCII.test(folded) && !MARK.test(chunk);
      for (const word of words) (sure ? plain : odd).add(word);
    }
  }
  return { plain: [...plain].filter((word) => !odd.has(word)), odd: [...odd] };
}

/**
 * Words this process knows are in search_words, per database: most rows of a sync bring no new
 * word, and asking SQLite for each word of each row cost 15% of a sync's writing (measured). A
 * word written by a transaction that rolled back is not there: the set is dropped at any rollback.
 */
const known = new WeakMap<Db, { rollbacks: number; words: Set<string> }>();
const KNOWN_CAP = 50_000;

function knownWords(db: Db): Set<string> {
  let entry = known.get(db);
  if (!entry || entry.rollbacks !== db.rollbacks || entry.words.size >= KNOWN_CAP) {
    entry = { rollbacks: db.rollbacks, words: new Set() };
    known.set(db, entry);
  }
  return entry.words;
}

/**
 * Adds an index row's words to the vocabulary (inside the caller's transaction). trusted: false
 * asks SQLite for every word (the background fill, which runs beside other writers of the table).
 */
export function rememberWords(db: Db, fts: FtsDocument, options: { trusted?: boolean; text?: string } = {}): void {
  const words = options.trusted === false ? new Set<string>() : knownWords(db);
  const text = options.text ?? searchText(fts);
  // Plain text (most rows): its words of letters straight from search_text, no lists in between.
  if (PLAIN_TEXT.test(ftsJoined(fts))) {
    for (const word of text.split(' ')) if (LETTERS.test(word)) addWord(db, words, word);
    return;
  }
  const { plain, odd } = wordsOf(fts, text);
  for (const word of plain) addWord(db, words, word);
  for (const word of odd) {
    db.run('INSERT INTO search_words (word, odd) VALUES (?, 1) ON CONFLICT (word) DO UPDATE SET odd = 1', word);
  }
}

function addWord(db: Db, words: Set<string>, word: string): void {
  if (words.has(word)) return;
  db.run('INSERT INTO search_words (word) VALUES (?) ON CONFLICT DO NOTHING', word);
  words.add(word);
}

/**
 * The whole words `term` begins, when asking them is sure to find what the prefix finds (none:
 * no row has such a word); null: ask the prefix (short, digits, odd, or too many words).
 */
export function wholeWords(db: Db, term: string): string[] | null {
  const lower = term.toLowerCase();
  if (lower.length < MIN_LENGTH || !/^[a-z]+$/.test(lower)) return null;
  // Words are [a-z]+, and "{" follows "z": every word beginning with the term sorts before term + "{".
  const rows = db.all<{ word: string; odd: number }>(
    `SELECT word, odd FROM search_words WHERE word >= ? AND word < ? LIMIT ${MAX_WORDS + 1}`,
    lower,
    `${lower}{`,
  );
  if (rows.length > MAX_WORDS || rows.some((row) => row.odd === 1)) return null;
  return rows.map((row) => row.word);
}
