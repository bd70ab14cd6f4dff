// A data table in its scrolling frame: the header row, the rows, and what the list says when it
// has none (the report screens, the address book, a batch's rows and refusals).
import type { ReactNode } from 'react';
import { TableFrame } from './TableFrame';
import { TableHead, type Column } from './TableHead';

interface DataTableProps {
  columns: readonly Column[];
  testId: string;
  /** Classes beside `data` on the table ('compact', …). */
  className?: string;
  /** Classes beside `table-wrap` on the frame ('rows-wrap', …). */
  frameClassName?: string;
  /** The scrolling frame's name (a keyboard tab stop): the id of the heading naming the table, or the words. */
  frameLabelledBy?: string;
  frameLabel?: string;
  /** Said under the table when the list is known to be empty; nothing while it is not. */
  empty?: ReactNode;
  /** The rows (<tr>). */
  children: ReactNode;
}

export function DataTable(props: DataTableProps) {
  const { columns, testId, className, frameClassName, frameLabelledBy, frameLabel, empty, children } = props;
  return (
    <TableFrame className={frameClassName} labelledBy={frameLabelledBy} label={frameLabel}>
      <table className={`data${className ? ` ${className}` : ''}`} data-testid={testId}>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
      {empty ? <p className="empty">{empty}</p> : null}
    </TableFrame>
  );
}
