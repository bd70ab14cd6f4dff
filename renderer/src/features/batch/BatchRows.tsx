// Every row of the batch with its state as it moves (pending → quoting → created → emitting →
// printed, or failed with the reason), the service, the price paid and the tracking code.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BatchRowView } from '../../../../electron/shared/desk';
import { visible } from '../../../../electron/shared/text';
import { formatBRL } from '../../lib/format';
import { say } from '../../i18n';
import { DataTable } from '../../ui/DataTable';
import type { Column } from '../../ui/TableHead';

const TONE: Record<BatchRowView['state'], string> = {
  pending: '',
  'awaiting-weight': 'warn',
  quoting: 'accent',
  created: 'accent',
  emitting: 'warn',
  printed: 'ok',
  failed: 'danger',
};

/** A cell's text from the file, a hidden character in it shown as its code point ("1<U+0007>2"), as main quotes it in the row's reasons. */
export const shown = (text: string | null): string => (text === null ? '—' : visible(text));

/** The columns every table of a batch's rows begins with: the row's CSV line and its order. */
export const rowColumns = (t: TFunction): Column[] => [{ label: t('batch.col.line'), num: true }, t('batch.col.ref')];

export function BatchRows({ rows }: { rows: readonly BatchRowView[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      frameLabel={t('batch.rowsLabel')}
      className="compact batch-rows"
      frameClassName="rows-wrap"
      testId="batch-rows"
      columns={[
        ...rowColumns(t),
        t('batch.col.recipient'),
        t('batch.col.state'),
        t('batch.col.service'),
        { label: t('batch.col.price'), num: true },
        t('batch.col.tracking'),
        t('batch.col.message'),
      ]}
    >
      {rows.map((row) => (
        <tr
          key={row.index}
          data-testid="batch-row"
          data-state={row.invalid ? 'invalid' : row.state}
          data-ref={row.externalRef ?? ''}
        >
          <td className="num faint">{row.line}</td>
          <td className="mono nowrap">{shown(row.externalRef)}</td>
          <td className="ellipsis">
            {shown(row.recipientName)}
            {row.recipientCity ? <span className="faint"> · {visible(row.recipientCity)}</span> : null}
          </td>
          <td>
            <span className={`badge ${row.invalid ? 'danger' : TONE[row.state]}`}>
              {row.invalid ? t('batch.state.invalid') : t(`batch.state.${row.state}`)}
            </span>
          </td>
          <td className="nowrap">{[row.carrierName, row.serviceName].filter(Boolean).join(' ') || '—'}</td>
          <td className="num nowrap">{row.priceCents === null ? '—' : formatBRL(row.priceCents)}</td>
          <td className="mono nowrap">{row.trackingCode ?? '—'}</td>
          <td className="row-message">
            {row.invalid ? <span className="faint">{t('batch.invalidRow')}</span> : null}
            {!row.invalid && row.error ? <span className="field-error">{say(row.error.said, t)}</span> : null}
            {row.mayBeCharged && row.state === 'failed' ? (
              <span className="faint"> {t('batch.mayBeCharged')}</span>
            ) : null}
            {!row.invalid && row.labelFit.length ? (
              <span className="warn-text" data-testid="batch-row-label-fit">
                {' '}
                {t('batch.labelCut')}
              </span>
            ) : null}
            {row.daceError ? (
              <span className="field-error"> {t('batch.daceError', { message: say(row.daceError, t) })}</span>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
