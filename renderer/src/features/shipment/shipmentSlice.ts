// The ship screen's parties, invoice and the purchase. buy() creates the shipment from the quote
// snapshot, buys the label and (through the workflow) prints it. A shipment already created for
// the same quote option is reused on a retry, so a refused emission (no balance, printer down)
// never leaves a second shipment behind.
import type { RecipientEntry, SenderEntry } from '../../../../electron/shared/addressbook';
import type { TipoDace } from '../../../../electron/shared/contract';
import type { StationError } from '../../bridge';
import { station } from '../../bridge/station';
import { busyCall } from '../../lib/busyCall';
import { lojaFields } from '../../lib/lojaFields';
import type { SliceCreator, StoreState } from '../../app/store';
import type { StoreApi } from 'zustand';
import { currentLanguage } from '../../i18n';
import { addressBookSource } from '../addressbook/state';
import { oneKeyForShipment } from '../oneKey/state';
import { presetForShipment } from '../presets/state';
import { isQuoteStale, parcelForShipment, optionName } from '../quote/state';
import { weightForShipment } from '../scale/state';
import { checkedShipmentRequest } from './buildShipment';
import {
  buildInvoice,
  emptyInvoice,
  type InvoiceErrors,
  type InvoiceForm,
  emitAndPrint,
  outcomeOf,
  waitOf,
  type BuyOutcome,
  type BuyStage,
  type BuyWait,
  type OrderWord,
} from '../purchase/state';
import type { DeskWork } from './work';

export type BuyState =
  | { status: 'idle' }
  | {
      status: 'working';
      stage: BuyStage;
      shipmentId?: string;
      providerJobId?: string;
      startedAt: number;
      via?: 'one-key';
      /** The server answered busy: the next try and when it goes (the panel counts down, offers stop). */
      wait?: BuyWait;
    }
  | { status: 'done'; outcome: BuyOutcome }
  | { status: 'error'; error: StationError; shipmentId?: string };

export interface ShipmentSlice {
  /** Forgets what this slice held for the loja (a loja switch, a logout). */
  resetSenders(): void;
  senders: SenderEntry[];
  sendersError: StationError | null;
  sender: SenderEntry | null;
  recipient: RecipientEntry | null;
  invoice: InvoiceForm;
  invoiceErrors: InvoiceErrors;
  externalRef: string;
  /** The DACE printed right after the label when the parcel travels under a DC-e (null: none). */
  daceWithLabel: TipoDace | null;
  buy: BuyState;
  /** The shipment created for a quote option, reused when the purchase is tried again. */
  createdFor: { quoteId: string; shipmentId: string; request: string } | null;
  loadSenders(): Promise<void>;
  chooseSender(key: string): void;
  chooseRecipient(entry: RecipientEntry | null): void;
  setInvoice(patch: Partial<InvoiceForm>): void;
  setExternalRef(value: string): void;
  setDaceWithLabel(tipo: TipoDace | null): void;
  /**
   * confirmPrinterDown: strict mode said the printer is down and the operator buys anyway; the
   * order word (another parcel, a take-over, the warehouse down): what the operator confirmed
   * after the purchase was refused for an order someone holds.
   */
  buyAndPrint(options?: { confirmPrinterDown?: boolean } & OrderWord): Promise<boolean>;
  /**
   * The operator's answer to a label held as bought on another desk: print it here anyway
   * (labels:print-anyway; main records the answer and queues it once, however often asked).
   */
  printAnyway(shipmentId: string): Promise<boolean>;
  /** A new quote: the buy panel starts over (one key's answer too, unless it is running). */
  clearBuy(): void;
  /** Clears the bench for the next parcel; the sender stays. */
  newShipment(): void;
  resetDesk(): void;
  loadDesk(): Promise<void>;
  /**
   * The shipment being typed when the session ended by itself (expiry, a refused refresh), with
   * the account and loja it was typed under: given back when that account logs in again to that loja.
   */
  heldWork: { email: string; tenantId: string; work: DeskWork } | null;
  /**
   * Puts typed work on the bench of the loja now active (after a loja switch or a new login) and,
   * once that loja's senders are in, asks its quote again when one had been asked.
   */
  putWorkBack(work: DeskWork): Promise<void>;
}

/** The unsettled line of the purchase the buy panel failed on, if main lists it (outcome not settled). */
export const unsettledOnBench = ({ buy, unsettled }: Pick<StoreState, 'buy' | 'unsettled'>) =>
  buy.status === 'error' && buy.shipmentId ? unsettled.find((row) => row.shipmentId === buy.shipmentId) : undefined;

const validationError = (messages: string[]): StationError => ({
  kind: 'validation',
  said: { key: 'common.invalidInput' },
  quoted: { source: 'checks', lines: messages },
});

/** What this slice holds for one loja: back to this at a loja switch or a logout (resetSenders). */
export const sendersForLoja = () =>
  ({
    senders: [],
    sendersError: null,
    sender: null,
    createdFor: null,
  }) satisfies Partial<ShipmentSlice>;

/** What this slice holds for the shipment on the bench: back to this for a new shipment. */
export const benchForShipment = () =>
  ({
    recipient: null,
    invoice: emptyInvoice(),
    invoiceErrors: {},
    externalRef: '',
    buy: { status: 'idle' },
    createdFor: null,
  }) satisfies Partial<ShipmentSlice>;

/** How long carried work waits for the new loja's first sender before it is left unquoted. */
const SENDER_WAIT_MS = 15_000;

/** Resolves once the store holds a sender, or after `ms`. */
function senderArrives(subscribe: StoreApi<StoreState>['subscribe'], ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = subscribe((state) => {
      if (state.sender) done();
    });
  });
}

export const createShipmentSlice: SliceCreator<ShipmentSlice> = (set, get, api) => ({
  ...lojaFields(set, sendersForLoja, 'resetSenders'),
  ...benchForShipment(),
  daceWithLabel: 'T',
  heldWork: null,

  async loadSenders() {
    const page = await busyCall(set, { error: 'sendersError' }, () =>
      addressBookSource().list({ kind: 'sender', page: 1, pageSize: 100 }),
    );
    if (!page) return;
    const senders = page.entries.filter((e): e is SenderEntry => e.kind === 'sender');
    const current = get().sender;
    const keep = current && senders.find((s) => s.key === current.key);
    set({ senders, sender: keep ?? senders.find((s) => s.isDefault) ?? senders[0] ?? null });
  },

  chooseSender(key) {
    set({ sender: get().senders.find((s) => s.key === key) ?? null });
  },

  chooseRecipient(recipient) {
    set({ recipient });
    if (!recipient) return;
    // The route follows where the recipient lives; the operator can still see and change it.
    const abroad = recipient.summary.country !== 'BR';
    get().setParcel({ route: abroad ? 'international' : 'national' });
    void addressBookSource().use({ kind: 'recipient', key: recipient.key });
  },

  setInvoice(patch) {
    set({ invoice: { ...get().invoice, ...patch }, invoiceErrors: {} });
  },

  setExternalRef: (externalRef) => set({ externalRef }),
  setDaceWithLabel: (daceWithLabel) => set({ daceWithLabel }),

  async buyAndPrint(options = {}) {
    const state = get();
    // A bench whose label is bought buys nothing more until the operator starts the next shipment
    // (Novo envio / Alt+N) or a new quote clears it (clearBuy): Ctrl+Enter reaches here with no button
    // on screen, and the bought draft would be created and charged a second time (as F9 refuses).
    if (state.buy.status === 'working' || state.buy.status === 'done') return false;
    // Nor while its purchase's outcome is unknown (the panel offers settling it, never a second buy).
    if (unsettledOnBench(state)) return false;
    const { quote, selectedQuoteId } = state;
    if (quote.status !== 'ready' || isQuoteStale(state)) return false;
    const option = quote.response.shippingOptions.find((o) => o.quoteId === selectedQuoteId);
    if (!option) return false;
    // The declared value the carrier was quoted (and will charge) on, against the DC-e's items.
    const invoice = buildInvoice(state.invoice, quote.snapshot.request.declaredValueCents);
    if (!invoice.ok) {
      set({ invoiceErrors: invoice.errors });
      return false;
    }
    const extras = { invoice: invoice.invoice, products: invoice.products, externalRef: state.externalRef };
    const checked = checkedShipmentRequest(quote.snapshot, option, extras, currentLanguage());
    if (!checked.ok) {
      set({ buy: { status: 'error', error: validationError(checked.error.issues) } });
      return false;
    }
    const startedAt = Date.now();
    set({ buy: { status: 'working', stage: 'creating', startedAt } });

    const requestKey = JSON.stringify(checked.value);
    let shipmentId =
      state.createdFor?.quoteId === option.quoteId && state.createdFor.request === requestKey
        ? state.createdFor.shipmentId
        : null;
    if (!shipmentId) {
      // The station's own refusals (order bought here, no printer) before a shipment is created for nothing.
      const { allowSameRef, confirmPrinterDown } = options;
      const ref = checked.value.externalRef ?? undefined;
      const asked = await station().desk.checkBeforeCreate({ externalRef: ref, allowSameRef, confirmPrinterDown });
      const created = asked.ok ? await station().shipments.create(checked.value) : asked;
      if (!created.ok) {
        set({ buy: { status: 'error', error: created.error } });
        return false;
      }
      shipmentId = created.value.shipmentId;
      set({ createdFor: { quoteId: option.quoteId, shipmentId, request: requestKey } });
    }
    const id = shipmentId;
    const dace = invoice.invoice?.type === 'DCE' && state.daceWithLabel ? state.daceWithLabel : undefined;
    const emitted = await emitAndPrint(id, { ...options, ...(dace ? { dace } : {}) }, (update) => {
      const before = get().buy;
      const providerJobId = update.providerJobId ?? (before.status === 'working' ? before.providerJobId : undefined);
      set({
        buy: { status: 'working', stage: update.stage, shipmentId: id, providerJobId, startedAt, ...waitOf(update) },
      });
    });
    if (!emitted.ok) {
      set({ buy: { status: 'error', error: emitted.error, shipmentId: id } });
      // A lost answer lists it unsettled: the panel shows that line (and no buy) at once.
      await get().loadUnsettled();
      return false;
    }
    set({ buy: { status: 'done', outcome: emitted.value }, createdFor: null });
    get().recordShipment({
      ...emitted.value,
      service: optionName(option),
      recipientName: quote.snapshot.destination.personName || quote.snapshot.destination.name,
      destination: `${quote.snapshot.destination.city} - ${quote.snapshot.destination.state}`,
      invoiceType: invoice.invoice?.type ?? null,
      international: quote.snapshot.international,
      createdAt: new Date().toISOString(),
    });
    return true;
  },

  async printAnyway(shipmentId) {
    const result = await station().labels.printAnyway({ shipmentId });
    if (!result.ok) {
      set({ buy: { status: 'error', error: result.error, shipmentId } });
      return false;
    }
    set({ buy: { status: 'done', outcome: outcomeOf(result.value) }, oneKey: { status: 'idle' }, createdFor: null });
    void get().loadUnfinished();
    return true;
  },

  // A new quote starts the manual way: what one key could not do is no longer the question.
  clearBuy: () =>
    set(
      get().oneKey.status === 'working'
        ? { buy: { status: 'idle' } }
        : { buy: { status: 'idle' }, oneKey: { status: 'idle' } },
    ),

  newShipment() {
    // One set, so no listener sees half a bench; each slice says what its own part starts as.
    set({
      ...benchForShipment(),
      ...parcelForShipment(get().parcel.format),
      ...presetForShipment(),
      ...oneKeyForShipment(),
      ...weightForShipment(),
    });
    get().clearQuote();
  },

  resetDesk() {
    // Everything below belongs to one loja (its addresses, labels, DACEs, tracking lookups, presets,
    // rule, batches, reports, the warehouse's views and the carriers its quotes named): each slice
    // forgets its own part.
    const store = get();
    for (const reset of [
      store.resetSenders,
      store.resetLabels,
      store.resetDace,
      store.resetBook,
      store.resetTracking,
      store.resetPresets,
      store.resetRule,
      store.resetScan,
      store.resetBatches,
      store.resetDay,
      store.resetAudit,
      store.resetWarehouse,
      store.resetQuoteCarriers,
    ])
      reset();
    get().newShipment();
  },

  async putWorkBack(work) {
    const { requote, screen, ...typed } = work;
    set({ ...typed, screen });
    if (!requote) return;
    await get().loadSenders();
    // A loja this desk has not opened before has no senders in its book until its first sync
    // ends (the address book reloads them then): the quote waits for one, as the operator would.
    if (!get().sender) await senderArrives(api.subscribe, SENDER_WAIT_MS);
    // Only when the bench still holds this work (the operator may have moved on meanwhile). Compared
    // by content: a field that tidies its value on blur writes an equal parcel, which is the same work.
    const now = get();
    const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
    if (
      now.sender &&
      same(now.recipient, typed.recipient) &&
      same(now.parcel, typed.parcel) &&
      now.quote.status === 'idle'
    )
      await now.requestQuote();
  },

  async loadDesk() {
    await Promise.all([
      get().loadSenders(),
      get().loadBookStatus(),
      get().loadPrinters(),
      get().loadPrintJobs(),
      get().loadLabels(),
      get().loadUnfinished(),
      get().loadPresets(),
      get().loadRule(),
      get().loadBatches(),
    ]);
  },
});
