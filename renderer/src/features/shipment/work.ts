// The shipment being typed, as one value: what a loja switch carries to the other loja and what a
// session that ended keeps until the same operator logs in again. Only what the operator typed or
// picked travels (recipient, parcel, invoice, reference); what belongs to one loja (its senders,
// presets, the quote and a shipment already created) is left behind and the quote asked again.
import type { StoreState } from '../../app/store';
import { emptyParcel } from '../quote/state';
import type { InvoiceForm } from '../purchase/state';

export type DeskWork = Pick<
  StoreState,
  'recipient' | 'parcel' | 'invoice' | 'externalRef' | 'daceWithLabel' | 'weightSource'
> & {
  /** A quote was asked for this shipment: it is asked again where the work lands. */
  requote: boolean;
  screen: StoreState['screen'];
};

/** The work on the bench now, or null when nothing was typed or picked (a fresh desk). */
export function workOnBench(state: StoreState): DeskWork | null {
  const blankParcel = { ...emptyParcel, format: state.parcel.format, route: state.parcel.route };
  const typed =
    state.recipient !== null ||
    JSON.stringify(state.parcel) !== JSON.stringify(blankParcel) ||
    invoiceTyped(state.invoice) ||
    state.externalRef !== '';
  if (!typed) return null;
  // A purchase that went through leaves nothing to carry: the next parcel starts clean.
  if (state.buy.status === 'done') return null;
  return {
    recipient: state.recipient,
    parcel: state.parcel,
    invoice: state.invoice,
    externalRef: state.externalRef,
    daceWithLabel: state.daceWithLabel,
    weightSource: state.weightSource,
    requote: state.quote.status !== 'idle',
    screen: state.screen,
  };
}

function invoiceTyped(invoice: InvoiceForm): boolean {
  return (
    invoice.chave !== '' ||
    invoice.numero !== '' ||
    invoice.serie !== '' ||
    invoice.products.some((row) => row.content !== '' || row.value !== '' || row.quantity !== '1')
  );
}
