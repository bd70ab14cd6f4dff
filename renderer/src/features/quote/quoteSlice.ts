// The parcel form, the quote and the chosen option. The quote keeps a snapshot of exactly what
// was priced (request and both addresses); the shipment is built from that snapshot, and any
// change to a priced field makes the snapshot stale, so an old quoteId is never bought (spec 4.6).
import {
  largestLimits,
  type CarrierRef,
  type LargestLimits,
  type Route,
} from '../../../../electron/shared/carrier-limits';
import type { QuoteResponse } from '../../../../electron/shared/contract';
import { lojaFields } from '../../lib/lojaFields';
import type { StationError } from '../../bridge';
import { station } from '../../bridge/station';
import type { SliceCreator, StoreState } from '../../app/store';
import { currentLanguage } from '../../i18n';
import { recipientAddress, senderAddress } from '../addressbook/state';
import {
  buildQuote,
  emptyParcel,
  type BuildResult,
  type BuiltQuote,
  type ParcelErrors,
  type ParcelForm,
} from './parcel';
import { defaultOption, type SortKey, type SortState } from './options';
import { deadlineIn } from './useCountdown';

// Not busyCall: a quote is idle, asked, refused or ready with its snapshot and deadline, one at a time.
export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: StationError }
  | {
      status: 'ready';
      response: QuoteResponse;
      snapshot: BuiltQuote;
      /** When it stops being buyable, on the page's monotonic clock (performance.now()). */
      deadline: number;
    };

/** The carriers the loja's quotes named on each route this session (carrier-limits.ts). */
export type LojaCarriers = Record<Route, CarrierRef[]>;

export interface QuoteSlice {
  /** Forgets the loja's carriers (a loja switch, a logout). */
  resetQuoteCarriers(): void;
  quoteCarriers: LojaCarriers;
  parcel: ParcelForm;
  parcelErrors: ParcelErrors;
  /** Lines the contract refused that no single input owns. */
  quoteIssues: string[];
  quote: QuoteState;
  selectedQuoteId: string | null;
  sort: SortState;
  setParcel(patch: Partial<ParcelForm>): void;
  requestQuote(): Promise<boolean>;
  selectOption(quoteId: string): void;
  setSort(key: SortKey): void;
  clearQuote(): void;
}

/** What this slice holds for one loja: back to this at a loja switch or a logout. */
export const quoteForLoja = () => ({ quoteCarriers: { national: [], international: [] } as LojaCarriers });

/**
 * The largest weight and size the loja's carriers take on the parcel's route: those its quotes
 * named so far, or every carrier the station knows before the first quote.
 */
export function parcelLimits(state: Pick<StoreState, 'parcel' | 'quoteCarriers'>): LargestLimits | null {
  return largestLimits(state.parcel.route, state.quoteCarriers[state.parcel.route]);
}

/** The carriers a quote answer names: its options, and the options left out for a limit (issues). */
function carriersOf(response: QuoteResponse): CarrierRef[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const named = [...response.shippingOptions, ...(response.issues ?? [])].map((o: Record<string, unknown>) => ({
    carrierId: text(o.carrierId),
    carrierSlug: text(o.carrierSlug),
    carrierName: text(o.carrierName),
  }));
  return named.filter((c) => c.carrierId || c.carrierSlug || c.carrierName);
}

/** `known` with the carriers of `more` it did not have. */
function withCarriers(known: readonly CarrierRef[], more: readonly CarrierRef[]): CarrierRef[] {
  const key = (c: CarrierRef) => [c.carrierId, c.carrierSlug, c.carrierName].join('|').toLowerCase();
  const seen = new Set(known.map(key));
  return [...known, ...more.filter((c) => !seen.has(key(c)) && seen.add(key(c)))];
}

/** The quote as the form and the picked parties stand now. */
export function currentQuote(
  state: Pick<StoreState, 'parcel' | 'sender' | 'recipient' | 'quoteCarriers'>,
): BuildResult {
  const origin = state.sender ? senderAddress(state.sender) : null;
  const destination = state.recipient ? recipientAddress(state.recipient) : null;
  return buildQuote(state.parcel, origin, destination, currentLanguage(), parcelLimits(state));
}

/** True when the options on screen no longer match the form: they must not be bought. */
export function isQuoteStale(
  state: Pick<StoreState, 'parcel' | 'sender' | 'recipient' | 'quote' | 'quoteCarriers'>,
): boolean {
  if (state.quote.status !== 'ready') return false;
  const now = currentQuote(state);
  return !now.ok || now.value.fingerprint !== state.quote.snapshot.fingerprint;
}

/** The parcel form for a new shipment: empty, in the format the operator last used. */
export const parcelForShipment = (format: ParcelForm['format'] = emptyParcel.format) =>
  ({ parcel: { ...emptyParcel, format }, parcelErrors: {} }) satisfies Pick<QuoteSlice, 'parcel' | 'parcelErrors'>;

export const createQuoteSlice: SliceCreator<QuoteSlice> = (set, get) => ({
  ...lojaFields(set, quoteForLoja, 'resetQuoteCarriers'),
  ...parcelForShipment(),
  quoteIssues: [],
  quote: { status: 'idle' },
  selectedQuoteId: null,
  sort: { key: 'price', dir: 'asc' },

  setParcel(patch) {
    const parcel = { ...get().parcel, ...patch };
    // An edited field's complaint goes away as the operator types; the rest stay until Quote.
    const parcelErrors = { ...get().parcelErrors };
    for (const key of Object.keys(patch)) delete parcelErrors[key as keyof ParcelErrors];
    set({ parcel, parcelErrors });
  },

  async requestQuote() {
    const built = currentQuote(get());
    if (!built.ok) {
      set({ parcelErrors: built.errors, quoteIssues: built.issues });
      return false;
    }
    set({ parcelErrors: {}, quoteIssues: [], quote: { status: 'loading' }, selectedQuoteId: null });
    get().clearBuy();
    const { request, international } = built.value;
    const api = station().quotes;
    const result = await (international ? api.simulateInternational(request) : api.simulate(request));
    // The form may have moved on while the server answered; that is caught as "stale" on screen.
    if (!result.ok) {
      set({ quote: { status: 'error', error: result.error } });
      return false;
    }
    const chosen = defaultOption(result.value.shippingOptions);
    const route = international ? 'international' : 'national';
    const carriers = get().quoteCarriers;
    set({
      quoteCarriers: { ...carriers, [route]: withCarriers(carriers[route], carriersOf(result.value)) },
      quote: {
        status: 'ready',
        response: result.value,
        snapshot: built.value,
        deadline: deadlineIn(result.value.validForMs),
      },
      selectedQuoteId: chosen?.quoteId ?? null,
    });
    return true;
  },

  selectOption: (selectedQuoteId) => set({ selectedQuoteId }),

  setSort(key) {
    const { sort } = get();
    set({ sort: sort.key === key ? { key, dir: sort.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' } });
  },

  clearQuote: () => set({ quote: { status: 'idle' }, selectedQuoteId: null, quoteIssues: [] }),
});
