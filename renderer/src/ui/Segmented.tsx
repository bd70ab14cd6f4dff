// A choice of a few options shown as buttons but made of radios: arrow keys move between them,
// Tab leaves the group, and the group has a name a screen reader says.
import './Segmented.css';
import { useId, type KeyboardEvent } from 'react';

interface SegmentedProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string; hint?: string }>;
  onChange(value: V): void;
  full?: boolean;
  hideLabel?: boolean;
  /** Label on the left of the choice (saves a line in dense panels). */
  inline?: boolean;
  name?: string;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  testId?: string;
}

export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  full,
  hideLabel,
  inline,
  name,
  onKeyDown,
  testId,
}: SegmentedProps<V>) {
  const auto = useId();
  const groupName = name ?? auto;
  return (
    <div
      className={`field${inline ? ' inline' : ''}`}
      role="radiogroup"
      aria-labelledby={`${groupName}-label`}
      data-testid={testId}
    >
      <span className={hideLabel ? 'sr-only' : 'label'} id={`${groupName}-label`}>
        {label}
      </span>
      <div className={`segmented${full ? ' full' : ''}`}>
        {options.map((option) => (
          <label key={option.value} title={option.hint}>
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onKeyDown={onKeyDown}
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
