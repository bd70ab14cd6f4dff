// The CSV's columns, explained where the operator is about to import one (the empty batch page).
// Column names stay as the importer spells them; `backticks` in the messages mark them.
import { useTranslation } from 'react-i18next';

const GROUPS = ['order', 'recipient', 'parcel', 'value', 'invoice', 'items', 'file'] as const;

function withCode(text: string) {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : <span key={i}>{part}</span>));
}

export function BatchColumns() {
  const { t } = useTranslation();
  return (
    <div className="columns-ref" data-testid="batch-columns">
      <p>
        <strong>{t('batch.emptyTitle')}</strong>
      </p>
      <p className="muted small">{t('batch.emptyHint')}</p>
      <table className="data compact">
        <caption className="sr-only">{t('batch.columnsTitle')}</caption>
        <tbody>
          {GROUPS.map((group) => (
            <tr key={group}>
              <td>{t(`batch.columns.${group}.label`)}</td>
              <td>{withCode(t(`batch.columns.${group}.text`))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
