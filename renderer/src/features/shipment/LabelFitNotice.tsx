// Before buying (issue 29, item 4): a sender or recipient field longer than the carrier prints on
// its label is named, with what comes out and what is left off, so the operator can shorten it
// first (the carrier cuts it, it does not wrap it). The carrier is the chosen option's; before a
// choice, the strictest of the options on screen (or of the loja's carriers, or the safe default
// when none is known): a field within it reaches whichever label is bought. It warns; buying
// stays the operator's call.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarrierRef } from '../../../../electron/shared/carrier-limits';
import { shortenedFields, strictestLabelLimits } from '../../../../electron/shared/label-fields';
import { useStore, type StoreState } from '../../app/store';
import { recipientAddress, senderAddress } from './addresses';

/** The carriers whose labels the purchase may print. */
function carriersInView(
  state: Pick<StoreState, 'quote' | 'selectedQuoteId' | 'quoteCarriers'> & { route: StoreState['parcel']['route'] },
): readonly CarrierRef[] {
  if (state.quote.status !== 'ready') return state.quoteCarriers[state.route];
  const options = state.quote.response.shippingOptions;
  const chosen = options.find((o) => o.quoteId === state.selectedQuoteId);
  return chosen ? [chosen] : options;
}

export function LabelFitNotice() {
  const { t } = useTranslation();
  const sender = useStore((s) => s.sender);
  const recipient = useStore((s) => s.recipient);
  const quote = useStore((s) => s.quote);
  const selectedQuoteId = useStore((s) => s.selectedQuoteId);
  const quoteCarriers = useStore((s) => s.quoteCarriers);
  const route = useStore((s) => s.parcel.route);
  const lines = useMemo(() => {
    const carriers = carriersInView({ quote, selectedQuoteId, quoteCarriers, route });
    const { limits, carrier } = strictestLabelLimits(carriers);
    const parties = [
      ['origin', sender && senderAddress(sender)],
      ['destination', recipient && recipientAddress(recipient)],
    ] as const;
    return parties.flatMap(([party, address]) =>
      address ? shortenedFields(address, limits).map((cut) => ({ party, ...cut, carrier: carrier[cut.field] })) : [],
    );
  }, [sender, recipient, quote, selectedQuoteId, quoteCarriers, route]);
  if (!lines.length) return null;
  return (
    <div className="notice warn small" role="status" data-testid="label-fit">
      <strong>{t('paper.labelFit.title')}</strong>
      <p>{t('paper.labelFit.intro')}</p>
      <ul>
        {lines.map((l) => (
          <li key={`${l.party}-${l.field}`} data-field={`${l.party}.${l.field}`}>
            {t('paper.labelFit.line', {
              party: t(`paper.labelFit.party.${l.party}`),
              field: t(`paper.labelFit.field.${l.field}`),
              length: l.length,
              max: l.max,
              carrier: l.carrier ?? t('paper.labelFit.anyCarrier'),
            })}
            : {t('paper.labelFit.printed', { text: l.printed })}; {t('paper.labelFit.cut', { text: l.cut })}
          </li>
        ))}
      </ul>
    </div>
  );
}
