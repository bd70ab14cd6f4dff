// A batch's rows whose label would cut an address field (issue 29, item 4), in the buy panel's
// words, before the batch is started: main names the fields (labelFitLines, the ship screen's
// rule) for the row's chosen carrier once quoted, any carrier's before. It warns; the rows go.
import { useTranslation } from 'react-i18next';
import type { BatchRowView } from '../../../../electron/shared/desk';
import { LabelFitLines, LabelFitWarning } from '../purchase';
import { shown } from './BatchRows';

export function BatchLabelFit({ rows }: { rows: readonly BatchRowView[] }) {
  const { t } = useTranslation();
  const cut = rows.filter((r) => !r.invalid && r.labelFit.length > 0);
  if (cut.length === 0) return null;
  return (
    <LabelFitWarning testId="batch-label-fit">
      <ul className="batch-label-fit">
        {cut.map((row) => (
          <li key={row.index} data-testid="batch-label-fit-row" data-line={row.line}>
            <strong>{t('batch.labelFitRow', { line: row.line, ref: shown(row.externalRef) })}</strong>
            <LabelFitLines lines={row.labelFit} />
          </li>
        ))}
      </ul>
    </LabelFitWarning>
  );
}
