// Unsettled purchases (issue 14.2): every purchase whose outcome is not settled, with when it
// started, its order, the amount quoted and what is known (main's words). Shown on the labels
// screen and the day summary until each is settled. "Buy again anyway" asks first, in so many
// words, that it may charge twice; main audits the answer before it sends anything. Purchases
// unsettled in other lojas are one line per loja: they are settled when that loja is chosen.
// A DACE owed by a queued label is one line with its print button (OwedDaces.tsx). The ship
// screen shows its own purchase's line (`only`) with the same actions, where the operator is.
import { useTranslation } from 'react-i18next';
import type { UnsettledPurchaseView } from '../../../../electron/shared/workflow';
import { useStore } from '../../app/store';
import { currentLanguage, say } from '../../i18n';
import { formatBRL, formatDateTime } from '../../lib/format';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { OwedDaces } from './OwedDaces';

const amountOf = (row: UnsettledPurchaseView) => row.quotedPriceCents ?? row.priceCents;

interface UnsettledListProps {
  testId: string;
  /** One purchase's line only (the ship screen's): no other loja's, no owed DACEs. */
  only?: string;
}

export function UnsettledList({ testId, only }: UnsettledListProps) {
  const { t } = useTranslation();
  const all = useStore((s) => s.unsettled);
  const rows = only ? all.filter((row) => row.shipmentId === only) : all;
  const others = useStore((s) => s.unsettledElsewhere);
  const elsewhere = only ? [] : others;
  const resuming = useStore((s) => s.resuming);
  const settle = useStore((s) => s.settle);
  const error = useStore((s) => s.unsettledError);
  const asked = useStore((s) => s.buyAgain);
  const buyAgain = asked && (!only || asked.row.shipmentId === only) ? asked : null;
  const closeBuyAgain = useStore((s) => s.closeBuyAgain);
  const confirmBuyAgain = useStore((s) => s.confirmBuyAgain);
  const owed = useStore((s) => s.owedDaces.length);
  const owedDaces = only ? 0 : owed;
  const language = currentLanguage();
  const purchases = rows.length > 0 || elsewhere.length > 0;
  if (!purchases && owedDaces === 0 && !buyAgain) return null;

  return (
    <section className="notice warn unsettled" role="status" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <strong id={`${testId}-title`}>
        {purchases || buyAgain
          ? t('labels.unsettled.title', { count: rows.length })
          : t('labels.owedDace.title', { count: owedDaces })}
      </strong>
      {purchases ? <p className="small">{t('labels.unsettled.hint')}</p> : null}
      {only ? null : <OwedDaces />}
      {elsewhere.map((loja) => (
        <p key={loja.tenantId} data-testid="unsettled-elsewhere">
          {t('labels.unsettled.elsewhere', { count: loja.count, loja: loja.name })}
        </p>
      ))}
      <ul className="unsettled-list">
        {rows.map((row) => (
          <li key={row.shipmentId} data-testid="unsettled-row" data-standing={row.standing}>
            <div className="unsettled-line">
              <span className="nowrap" title={t('labels.unsettled.col.time')}>
                {formatDateTime(row.startedAt, language)}
              </span>
              <span className="mono" title={t('labels.unsettled.col.order')}>
                {row.externalRef ?? row.trackingCode ?? row.shipmentId.slice(0, 8)}
              </span>
              {row.recipientName ? <span className="muted">{row.recipientName}</span> : null}
              <span className="spacer" />
              <strong className="nowrap" title={t('labels.unsettled.col.amount')} data-testid="unsettled-amount">
                {amountOf(row) === null ? '—' : formatBRL(amountOf(row)!)}
              </strong>
            </div>
            <div>
              <span className="sr-only">{t('labels.unsettled.col.known')}: </span>
              <span data-testid="unsettled-known">{row.known.map((said) => say(said, t)).join('; ')}</span>
            </div>
            {row.lastError ? <div className="faint small">{say(row.lastError.said, t)}</div> : null}
            {row.actions.length ? (
              <div className="actions">
                {row.actions.map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={`btn small${action === 'buy-again-anyway' ? ' danger' : ''}`}
                    disabled={resuming}
                    onClick={() => void settle(row, action)}
                    data-testid={`unsettled-${action}`}
                  >
                    {t(`labels.unsettled.action.${action}`)}
                  </button>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? <ErrorNotice error={error} /> : null}
      {buyAgain ? (
        <Dialog
          title={t('labels.unsettled.confirmTitle')}
          onClose={closeBuyAgain}
          testId="buy-again-dialog"
          textOnly
          footer={
            <>
              <button type="button" className="btn" onClick={closeBuyAgain} data-autofocus>
                {t('labels.unsettled.cancel')}
              </button>
              <button
                type="button"
                className="btn danger"
                disabled={buyAgain.working}
                onClick={() => void confirmBuyAgain()}
                data-testid="buy-again-confirm"
              >
                {t('labels.unsettled.confirm')}
              </button>
            </>
          }
        >
          <p>
            {t('labels.unsettled.confirmBody', {
              order: buyAgain.row.externalRef ?? buyAgain.row.shipmentId.slice(0, 8),
              amount: amountOf(buyAgain.row) === null ? '—' : formatBRL(amountOf(buyAgain.row)!),
            })}
          </p>
          {buyAgain.error ? <ErrorNotice error={buyAgain.error} /> : null}
        </Dialog>
      ) : null}
    </section>
  );
}
