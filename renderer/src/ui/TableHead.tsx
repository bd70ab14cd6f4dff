// A data table's header row: one column heading each, numeric ones aligned as their cells are.
export type Column = string | { label: string; num: true };

export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) =>
          typeof column === 'string' ? (
            <th key={i}>{column}</th>
          ) : (
            <th key={i} className="num">
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
