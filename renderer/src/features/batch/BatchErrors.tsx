// The rows a CSV import refused, before anything is spent: the CSV line, the order, the column
// and what is wrong with it (main's words, in the operator's language). One line per problem.
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { rowColumns, shown } from './BatchRows';

export interface BatchRowError {
  index: number;
  line: number;
  externalRef: string | null;
  messages: string[];
}

/** "zip: deve ter 8 dígitos" → the column and the problem; a message about the row as a whole has no column. */
export function splitMessage(message: string): { field: string | null; text: string } {
  const match = /^([A-Za-z][\w.[\]]*): ([\s\S]+)$/.exec(message);
  return match ? { field: match[1] ?? null, text: match[2] ?? message } : { field: null, text: message };
}

export function BatchErrors({ errors }: { errors: readonly BatchRowError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div className="batch-errors" role="region" aria-labelledby="batch-errors-title">
      <p id="batch-errors-title" className="batch-errors-title">
        <strong>{t('batch.errorsTitle', { count: errors.length })}</strong>{' '}
        <span className="muted">{t('batch.errorsHint')}</span>
      </p>
      <DataTable
        frameLabelledBy="batch-errors-title"
        className="compact"
        frameClassName="errors-wrap"
        testId="batch-errors"
        columns={[...rowColumns(t), t('batch.col.field'), t('batch.col.problem')]}
      >
        {errors.flatMap((error) =>
          error.messages.map((message, i) => {
            const { field, text } = splitMessage(message);
            return (
              <tr key={`${error.index}-${i}`} data-testid="batch-error" data-line={error.line}>
                {i === 0 ? (
                  <>
                    <td className="num" rowSpan={error.messages.length}>
                      {error.line}
                    </td>
                    <td className="mono" rowSpan={error.messages.length}>
                      {shown(error.externalRef)}
                    </td>
                  </>
                ) : null}
                <td className="mono">{field ?? '—'}</td>
                <td>{text}</td>
              </tr>
            );
          }),
        )}
      </DataTable>
    </div>
  );
}
