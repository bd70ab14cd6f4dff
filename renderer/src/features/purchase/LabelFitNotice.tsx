// Before buying (issue 29, item 4): a sender or recipient field longer than the carrier prints on
// its label is named, with what comes out and what is left off, so the operator can shorten it
// first (the carrier cuts it, it does not wrap it). The carrier is the chosen option's; before a
// choice, the strictest of the options on screen (or of the loja's carriers, or the safe default
// when none is known): a field within it reaches whichever label is bought. It warns; buying
// stays the operator's call. The rule is labelFitLines (electron/shared/label-fields.ts); the
// words here are the same on the ship screen, in F9's confirmation and for a batch's rows.
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarrierRef } from '../../../../electron/shared/carrier-limits';
import { labelFitLines, type LabelFitLine } from '../../../../electron/shared/label-fields';
import { useStore, type StoreState } from '../../app/store';
import { recipientAddress, senderAddress } from '../addressbook';

/** The carriers whose labels the purchase may print. */
function carriersInView(
  state: Pick<StoreState, 'quote' | 'selectedQuoteId' | 'quoteCarriers'> & { route: StoreState['parcel']['route'] },
): readonly CarrierRef[] {
  if (state.quote.status !== 'ready') return state.quoteCarriers[state.route];
  const options = state.quote.response.shippingOptions;
  const chosen = options.find((o) => o.quoteId === state.selectedQuoteId);
  return chosen ? [chosen] : options;
}

/** The shortened fields of the sender and recipient on the ship screen, for the labels of `carriers`. */
export function useLabelFitOnScreen(carriers: readonly CarrierRef[]): LabelFitLine[] {
  const sender = useStore((s) => s.sender);
  const recipient = useStore((s) => s.recipient);
  return useMemo(
    () =>
      labelFitLines(
        { origin: sender && senderAddress(sender), destination: recipient && recipientAddress(recipient) },
        carriers,
      ),
    [sender, recipient, carriers],
  );
}

/** One line a field: whose, which, how long of how many (which carrier), what comes out and what is left off. */
export function LabelFitLines({ lines }: { lines: readonly LabelFitLine[] }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** The warning's title and what to do, around its lines. */
export function LabelFitWarning({ testId, children }: { testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="notice warn small" role="status" data-testid={testId}>
      <strong>{t('paper.labelFit.title')}</strong>
      <p>{t('paper.labelFit.intro')}</p>
      {children}
    </div>
  );
}

/** The buy panel's warning: the chosen option's carrier, or the strictest of those it may be. */
export function LabelFitNotice() {
  const quote = useStore((s) => s.quote);
  const selectedQuoteId = useStore((s) => s.selectedQuoteId);
  const quoteCarriers = useStore((s) => s.quoteCarriers);
  const route = useStore((s) => s.parcel.route);
  const carriers = useMemo(
    () => carriersInView({ quote, selectedQuoteId, quoteCarriers, route }),
    [quote, selectedQuoteId, quoteCarriers, route],
  );
  const lines = useLabelFitOnScreen(carriers);
  if (!lines.length) return null;
  return (
    <LabelFitWarning testId="label-fit">
      <LabelFitLines lines={lines} />
    </LabelFitWarning>
  );
}
