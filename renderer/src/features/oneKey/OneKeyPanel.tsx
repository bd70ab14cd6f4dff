// One key in the buy panel: the button (F9) that ships by the loja's rule, which rule that is,
// whether confirmation mode is on, and what one key could not do: no option within the rule
// (pick by hand), a shipment created but not bought (buy it again, never charged twice), or a
// refusal (an order this desk already shipped: reprint it or send a second parcel; an order another
// desk of the warehouse holds: another parcel, or a take-over of a silent desk's claim, on the
// operator's confirmed word).
import './oneKey.css';
import { useTranslation } from 'react-i18next';
import { ONE_KEY } from '../../lib/shortcuts';
import { useStore, useStoreFields } from '../../app/store';
import { formatBRL } from '../../lib/format';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { optionName } from '../quote';
import { describeRule, whyNoPick } from '../rules';
import { deliveryDays } from './deliveryDays';
import { say } from '../../i18n';
import { PrintAnywayButton } from '../label';
import { BuyAnywayButton, ShipmentKept, usePurchaseActions } from '../purchase';
import { HeldActions, heldWordOf } from '../warehouse';

export function OneKeyPanel({ onOneKey, onQuote }: { onOneKey(): void; onQuote(): void }) {
  const { t } = useTranslation();
  const { oneKey, ruleView, confirmMode } = useStoreFields('oneKey', 'ruleView', 'confirmMode');
  const busy = useStore((s) => s.buy.status === 'working' || s.oneKey.status === 'working');
  const externalRef = useStore((s) => s.externalRef);
  const { scan, oneKeyShip, retryOneKeyPurchase } = useStore();
  const fixes = usePurchaseActions();
  const rule = ruleView ? describeRule(ruleView.rule, t, { short: true }) : '…';
  const fullRule = ruleView ? describeRule(ruleView.rule, t) : '';

  return (
    <div className="one-key" data-testid="one-key">
      <div className="one-key-row">
        <button
          type="button"
          className="btn one-key-button"
          onClick={onOneKey}
          disabled={busy}
          aria-keyshortcuts={ONE_KEY}
          title={fullRule}
          data-testid="one-key-button"
        >
          <span className="one-key-text">
            <span>{confirmMode ? t('oneKey.buttonConfirm') : t('oneKey.button')}</span>
            <span className="faint small" data-testid="one-key-rule-summary">
              {t('oneKey.byRule', { rule })}
            </span>
          </span>
          <kbd aria-hidden="true">{ONE_KEY}</kbd>
        </button>
      </div>
      {oneKey.status === 'no-pick' ? (
        <div className="notice warn" role="alert" data-testid="one-key-no-pick" data-reason={oneKey.result.reason}>
          <strong>{t('oneKey.noPick')}</strong>
          <span title={say(oneKey.result.message, t)} data-testid="one-key-no-pick-why">
            {whyNoPick(oneKey.result, t)}
          </span>
          {oneKey.result.options.length ? (
            <ul className="small">
              {oneKey.result.options.map((o) => (
                <li key={o.quoteId}>
                  {optionName(o)} · {o.priceCents === undefined ? '—' : formatBRL(o.priceCents)} · {deliveryDays(o, t)}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="actions">
            <button type="button" className="btn small primary" onClick={onQuote}>
              {t('oneKey.pickByHand')} <kbd aria-hidden="true">Alt+Q</kbd>
            </button>
          </div>
        </div>
      ) : null}
      {oneKey.status === 'not-bought' ? (
        <>
          <ErrorNotice error={oneKey.error} testId="one-key-not-bought" actions={fixes} />
          <div className="actions">
            <button type="button" className="btn small primary" onClick={() => void retryOneKeyPurchase()}>
              {t('oneKey.retryPurchase')}
            </button>
            {oneKey.error.kind === 'printer-unavailable' ? (
              <BuyAnywayButton onClick={() => void retryOneKeyPurchase({ confirmPrinterDown: true })} />
            ) : null}
          </div>
          <HeldActions error={oneKey.error} onResend={(word) => void retryOneKeyPurchase(word)} disabled={busy} />
          <PrintAnywayButton error={oneKey.error} shipmentId={oneKey.result.shipmentId} />
          <ShipmentKept shipmentId={oneKey.result.shipmentId} />
        </>
      ) : null}
      {oneKey.status === 'error' ? (
        <>
          <ErrorNotice error={oneKey.error} testId="one-key-error" actions={{ ...fixes, retry: onOneKey }} />
          {(oneKey.error.kind === 'rejected' || oneKey.error.kind === 'station-refused') &&
          oneKey.error.field === 'externalRef' ? (
            <div className="actions">
              <button type="button" className="btn small primary" onClick={() => void scan(externalRef)}>
                {t('oneKey.reprintOrder')}
              </button>
              {/* The station's own refusals offer another parcel below, asked first (HeldActions). */}
              {heldWordOf(oneKey.error) ? null : (
                <button type="button" className="btn small" onClick={() => void oneKeyShip({ allowSameRef: true })}>
                  {t('oneKey.secondParcel')}
                </button>
              )}
            </div>
          ) : null}
          {oneKey.error.kind === 'printer-unavailable' ? (
            <div className="actions">
              <BuyAnywayButton onClick={() => void oneKeyShip({ confirmPrinterDown: true })} />
            </div>
          ) : null}
          <HeldActions error={oneKey.error} onResend={(word) => void oneKeyShip(word)} disabled={busy} />
        </>
      ) : null}
    </div>
  );
}
