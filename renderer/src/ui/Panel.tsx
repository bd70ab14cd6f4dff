// A titled panel: a section named by its heading, a header (the ship screen's step number, the
// title, then anything the panel shows beside it) and a body.
import './Panel.css';
import type { ReactNode } from 'react';

interface PanelProps {
  /** The heading's id: the section is named by it (aria-labelledby), and tests and CSS find it. */
  titleId: string;
  title: ReactNode;
  /** Classes beside `panel` ('grow', 'buy-panel', …). */
  className?: string;
  testId?: string;
  /** The ship screen's step number, marked done once that step is. */
  step?: number;
  stepDone?: boolean;
  /** What the header shows right after the title (a countdown badge). */
  badge?: ReactNode;
  /** What the header shows at its far end (a status, a button). */
  aside?: ReactNode;
  /** Classes beside `body` ('scroll', 'stack'); false when the children are the body themselves. */
  body?: string | false;
  children: ReactNode;
}

export function Panel({
  titleId,
  title,
  className,
  testId,
  step,
  stepDone,
  badge,
  aside,
  body = '',
  children,
}: PanelProps) {
  return (
    <section className={`panel${className ? ` ${className}` : ''}`} aria-labelledby={titleId} data-testid={testId}>
      <header>
        {step !== undefined ? (
          <span className={`step${stepDone ? ' done' : ''}`} aria-hidden="true">
            {step}
          </span>
        ) : null}
        <h2 id={titleId}>{title}</h2>
        {badge}
        {aside !== undefined ? (
          <>
            <span className="spacer" />
            {aside}
          </>
        ) : null}
      </header>
      {body === false ? children : <div className={`body${body ? ` ${body}` : ''}`}>{children}</div>}
    </section>
  );
}
