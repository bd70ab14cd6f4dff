// Confirmation mode: before one key spends money, the rule, why it picked this option, and the
// other options of the same quote. Enter buys the chosen one (the rule's pick unless the operator
// moved the choice), Esc drops it (main lets it expire). An expired quote is quoted again on
// confirm and goes ahead only for the same service at the same or a lower price. A field the
// chosen option's label would cut is named as the buy panel names it (issue 29, item 4).
import './oneKey.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store';
import { formatBRL, formatCountdown } from '../../lib/format';
import { Dialog } from '../../ui/Dialog';
import { optionName, deadlineIn, useSecondsLeft } from '../quote';
import { describeRule, whyPicked } from '../rules';
import { deliveryDays } from './deliveryDays';
import type { ConfirmOffer } from './oneKeySlice';
import { say } from '../../i18n';
import { TableHead } from '../../ui/TableHead';
import { LabelFitLines, LabelFitWarning, useLabelFitOnScreen } from '../purchase';

export function ConfirmShipDialog({
  offer,
  onConfirm,
}: {
  offer: ConfirmOffer;
  onConfirm(serviceLevelId: string): void;
}) {
  const { t } = useTranslation();
  const drop = useStore((s) => s.dropOneKey);
  const [chosen, setChosen] = useState(offer.option.serviceLevelId);
  // The offer's lifetime starts when it arrived (each offer is a new object).
  const deadline = useMemo(() => deadlineIn(offer.validForMs), [offer]);
  const left = useSecondsLeft(deadline);
  const options = [offer.option, ...offer.alternatives];
  const picked = options.find((o) => o.serviceLevelId === chosen) ?? offer.option;
  const price = picked.priceCents === undefined ? '' : formatBRL(picked.priceCents);
  const go = () => onConfirm(picked.serviceLevelId);
  // The label of the option Enter buys: its carrier's lengths.
  const buying = useMemo(
    () => [[offer.option, ...offer.alternatives].find((o) => o.serviceLevelId === chosen) ?? offer.option],
    [offer, chosen],
  );
  const fit = useLabelFitOnScreen(buying);

  return (
    <Dialog
      title={offer.reason === 'price-changed' ? t('oneKey.confirmAgainTitle') : t('oneKey.confirmTitle')}
      onClose={drop}
      wide
      testId="one-key-confirm"
      footer={
        <>
          <button type="button" className="btn" onClick={drop}>
            {t('oneKey.cancel')} <kbd aria-hidden="true">Esc</kbd>
          </button>
          <button
            type="button"
            className="btn primary"
            onClick={go}
            data-autofocus
            data-dialog-save
            data-testid="one-key-confirm-buy"
          >
            {price ? t('ship.buy.submitPrice', { price }) : t('ship.buy.submit')} <kbd aria-hidden="true">Enter</kbd>
          </button>
        </>
      }
    >
      <div className="confirm-ship">
        {offer.reason === 'price-changed' ? (
          <div className="notice warn" role="alert">
            {t('oneKey.priceChanged')}
          </div>
        ) : null}
        <dl className="facts">
          <div>
            <dt>{t('oneKey.rule')}</dt>
            <dd data-testid="one-key-rule">{describeRule(offer.rule, t)}</dd>
          </div>
          <div>
            <dt>{t('oneKey.quoteValid')}</dt>
            <dd>{left !== null && left > 0 ? formatCountdown(left) : t('oneKey.expiredRequote')}</dd>
          </div>
          <div className="wide">
            <dt>{t('oneKey.why')}</dt>
            <dd title={say(offer.why, t)}>{whyPicked(offer, t)}</dd>
          </div>
          {offer.externalRef ? (
            <div>
              <dt>{t('ship.invoice.externalRef')}</dt>
              <dd className="mono">{offer.externalRef}</dd>
            </div>
          ) : null}
        </dl>
        <table className="data options" data-testid="one-key-options">
          <TableHead
            columns={[t('ship.quote.service'), t('ship.quote.days'), { label: t('ship.quote.price'), num: true }]}
          />
          <tbody>
            {options.map((o) => (
              <tr
                key={o.serviceLevelId}
                className={o.serviceLevelId === chosen ? 'selected' : undefined}
                data-testid="one-key-option"
              >
                <td>
                  <label className="option-label">
                    <input
                      type="radio"
                      name="one-key-option"
                      checked={o.serviceLevelId === chosen}
                      onChange={() => setChosen(o.serviceLevelId)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') {
                          e.preventDefault();
                          go();
                        }
                      }}
                    />
                    <span>
                      <span className="option-name">{optionName(o)}</span>
                      {o === offer.option ? (
                        <span className="option-tags">
                          <span className="badge accent">{t('oneKey.rulePick')}</span>
                        </span>
                      ) : null}
                    </span>
                  </label>
                </td>
                <td>{deliveryDays(o, t)}</td>
                <td className="num price">{o.priceCents === undefined ? '—' : formatBRL(o.priceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {fit.length ? (
          <LabelFitWarning testId="one-key-label-fit">
            <LabelFitLines lines={fit} />
          </LabelFitWarning>
        ) : null}
      </div>
    </Dialog>
  );
}
