// A day to report on (the day's shipments, the audit), up to today; its id is its test id too.
// Not <input type="date">: that follows the browser's language (a pt-BR desk saw mm/dd/yyyy), so
// this field types the app's own format (lib/days.ts) and hands the slices ISO yyyy-mm-dd.
import './DayField.css';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { addDays, dayPlaceholder, maskDay, readDay, showDay } from '../lib/days';
import { localDay } from '../lib/format';

interface DayFieldProps {
  id: string;
  label: string;
  /** yyyy-mm-dd, or empty for none. */
  value: string;
  onChange(day: string): void;
  /** An empty field means "every day" (the audit); otherwise emptying it puts the day back. */
  allowEmpty?: boolean;
}

type Problem = 'incomplete' | 'invalid' | 'future';

export function DayField({ id, label, value, onChange, allowEmpty }: DayFieldProps) {
  // useTranslation re-renders the field when the language changes.
  const { t } = useTranslation();
  const language = currentLanguage();
  const [text, setText] = useState(() => showDay(value, language));
  const [problem, setProblem] = useState<Problem | null>(null);

  // The slice's day (or the language) changed elsewhere: show it in the app's format (state
  // adjusted while rendering, as React advises, rather than in an effect).
  const shown = `${value}|${language}`;
  const [shownFor, setShownFor] = useState(shown);
  if (shownFor !== shown) {
    setShownFor(shown);
    setText(showDay(value, language));
    setProblem(null);
  }

  /** A whole day goes to the slice at once; a wrong one says why and changes nothing. */
  function take(typed: string, finished: boolean) {
    const today = localDay();
    if (!typed) {
      // Emptied while retyping is not yet "every day": only when the operator leaves the field.
      setProblem(null);
      if (!finished) return;
      if (!allowEmpty) setText(showDay(value, language));
      else if (value) onChange('');
      return;
    }
    const read = readDay(typed, language, today);
    if (read.ok) {
      setProblem(null);
      if (read.day !== value) onChange(read.day);
    } else if (read.problem !== 'incomplete' || finished) setProblem(read.problem);
    else setProblem(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      take(text, true);
      return;
    }
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const read = readDay(text, language, localDay());
    const from = read.ok ? read.day : value || localDay();
    const next = addDays(from, e.key === 'ArrowUp' ? 1 : -1);
    if (next > localDay()) return;
    setText(showDay(next, language));
    take(showDay(next, language), true);
  }

  const example = showDay(localDay(), language);
  const errorId = `${id}-error`;
  const formatId = `${id}-format`;
  return (
    <div className="field inline-field day-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        className="input day-input"
        placeholder={dayPlaceholder(language)}
        maxLength={10}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${errorId} ${formatId}` : formatId}
        onChange={(e) => {
          const masked = maskDay(e.target.value, language);
          setText(masked);
          take(masked, false);
        }}
        onBlur={() => take(text, true)}
        onKeyDown={onKeyDown}
        data-testid={id}
      />
      <span className="sr-only" id={formatId}>
        {dayPlaceholder(language)}
      </span>
      {problem ? (
        <span className="field-error" id={errorId} role="alert" data-testid={`${id}-error`}>
          {t(problem === 'future' ? 'errors.field.dayFuture' : 'errors.field.day', {
            format: dayPlaceholder(language),
            example,
          })}
        </span>
      ) : null}
    </div>
  );
}
