// The frame a long or wide table scrolls in. It is a tab stop with a name, so an operator on the
// keyboard can reach it and scroll it with the arrow keys (a table of plain text has nothing else
// to focus; axe: scrollable-region-focusable). At 200% zoom a wide table scrolls sideways here,
// never the page.
import './TableFrame.css';
import type { ReactNode } from 'react';

interface TableFrameProps {
  /** The frame's name: the id of the heading that names the table, or the words. */
  labelledBy?: string;
  label?: string;
  className?: string;
  children: ReactNode;
}

export function TableFrame({ labelledBy, label, className, children }: TableFrameProps) {
  return (
    <div
      className={`table-wrap${className ? ` ${className}` : ''}`}
      role="group"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
    >
      {children}
    </div>
  );
}
