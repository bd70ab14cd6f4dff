// What every way of buying a label shares (the ship screen, one key, the scan, a batch): main's
// emission workflow as the page calls it, the invoice a parcel travels under, what a refused
// purchase offers, and whether the label's fields fit.
//
// The state door: what the slices that buy (shipment, one key, scan) and the label slice read of
// it. It has no slice of its own. No component or hook comes through here, so the store reaches
// no screen.
export {
  buildInvoice,
  chaveFacts,
  chaveProblem,
  dceTotalDiffers,
  emptyInvoice,
  type InvoiceErrors,
  type InvoiceForm,
  type InvoiceType,
  newProductRow,
  type ProductRow,
  productsTotalCents,
  tidyChave,
} from './invoice';
export {
  type BuyOutcome,
  type BuyStage,
  type BuyWait,
  emitAndPrint,
  followEmission,
  followJob,
  isOwnRequest,
  newRequestId,
  type OrderWord,
  orderWordInput,
  outcomeOf,
  type StageUpdate,
  stopWaiting,
  waitOf,
} from './workflow';
