// A day to report on (the day's shipments, the audit), up to today; its id is its test id too.
import { localDay } from '../lib/format';

interface DayFieldProps {
  id: string;
  label: string;
  /** yyyy-mm-dd, or empty for none. */
  value: string;
  onChange(day: string): void;
}

export function DayField({ id, label, value, onChange }: DayFieldProps) {
  return (
    <div className="field inline-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        className="input"
        value={value}
        max={localDay()}
        onChange={(e) => onChange(e.target.value)}
        data-testid={id}
      />
    </div>
  );
}
