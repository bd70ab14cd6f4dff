// What converting a print job for its printer noted (page scaled to fit, a page over the label's
// edges, a bitmap kept at its size), in one place for every screen that shows a job: the print
// history and the label-ready panel show the notes small on one line (the title holds the whole
// text when the line is cut); the labels list marks the row, the notes in the marker's title
// and in its accessible name.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Said } from '../../../../electron/shared/messages';
import { say } from '../../i18n';

/** A job's notes as one line of text, in the operator's language. */
export const joinNotes = (notes: readonly Said[], t: TFunction): string => notes.map((note) => say(note, t)).join(' ');

/** The notes of a job on one line (nothing when it noted nothing). */
export function PrintNotes({ notes, testId = 'print-note' }: { notes: readonly Said[] | undefined; testId?: string }) {
  const { t } = useTranslation();
  if (!notes?.length) return null;
  const text = joinNotes(notes, t);
  return (
    <div className="faint small one-line" data-testid={testId} title={text}>
      {text}
    </div>
  );
}

/** A short marker for a list row whose job noted something; the notes are its title and accessible name. */
export function PrintNotesMark({ notes }: { notes: readonly Said[] | undefined }) {
  const { t } = useTranslation();
  if (!notes?.length) return null;
  const text = joinNotes(notes, t);
  return (
    <span className="badge warn" title={text} data-testid="print-note-mark">
      {t('labels.noteMark')}
      <span className="sr-only">: {text}</span>
    </span>
  );
}
