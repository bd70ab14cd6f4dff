// One function per protected endpoint of spec section 4 (4.3–4.10). Each call carries the
// bearer token and X-Tenant-Id from the session (http.ts sets them in ky's beforeRequest hook).
// A 401 means the access token expired: the session refreshes (once, however many calls are
// waiting) and the call is sent again, once. Sending a POST again after a 401 is safe: the server
// refused it before doing anything.
//
// That one resend stays here, around http.request, rather than in ky's afterResponse hook with
// ky.retry(): a forced retry counts against the call's retry limit, so the emit (which ky never
// sends again: limit 0) could not be resent after its refresh, and a GET would lose one of its
// retries to it; and the session's single-flight refresh needs the token this call was refused
// with, which is the one read just before it.
import type { z } from 'zod';
import {
  createShipmentDtoSchema,
  createShipmentResponseSchema,
  daceDownloadResponseSchema,
  daceResponseSchema,
  emitLabelDtoSchema,
  emitLabelResultSchema,
  generateShipmentDaceDtoSchema,
  labelDownloadResponseSchema,
  listQuerySchema,
  parseOrIssues,
  quoteRequestSchema,
  quoteResponseSchema,
  recipientCreateDtoSchema,
  recipientListResponseSchema,
  recipientResponseSchema,
  senderBodySchema,
  senderListResponseSchema,
  senderResponseSchema,
  trackingEventsPageSchema,
  trackingEventsQuerySchema,
  trackingEventsResponseSchema,
  type EmitLabelDto,
  type ListQueryInput,
  type TipoDace,
} from '../../shared/contract';
import { isAllowedApiBaseUrl } from '../../shared/ipc';
import { said } from '../../shared/messages';
import { Failure } from '../ipc';
import { ApiError } from './errors';
import type { Again, Http, RequestSpec, Throttled } from './http-types';

/** What the client needs from the session; tokens pass through here and nowhere else. */
export interface AuthProvider {
  /** The live access token and the chosen loja; throws a Failure when there is none. */
  credentials(): { accessToken: string; tenantId: string };
  /** Called after a 401 with the token that was refused; resolves once a newer one exists. */
  refreshAfter401(refusedAccessToken: string): Promise<void>;
}

/**
 * One path segment from an id the page or the server gave: percent-encoded, and never "." or
 * ".." (which encodeURIComponent leaves as they are, and a URL resolver would collapse: a tracking
 * code ".." would become GET /api/v1/tracking/ with the operator's token). Refused before sending.
 */
export function pathSegment(value: string): string {
  if (value === '' || value === '.' || value === '..')
    throw new Failure('validation', said('api.invalidId', { value }));
  return encodeURIComponent(value);
}
const seg = pathSegment;

export function createApiClient(http: Http, auth: AuthProvider) {
  const authed = async <S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>> => {
    const first = auth.credentials();
    try {
      return await http.request({ ...spec, credentials: first });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      await auth.refreshAfter401(first.accessToken);
      // One resend only: a second 401 is reported, never looped on.
      return http.request({ ...spec, credentials: auth.credentials() });
    }
  };

  const query = <S extends z.ZodType>(schema: S, value: unknown, path: string): z.output<S> => {
    const checked = parseOrIssues(schema, value, http.locale());
    if (checked.ok) return checked.value;
    throw new ApiError('validation', said('api.invalidQuery'), {
      quoted: { source: 'checks', lines: checked.error.issues },
      ...(checked.error.field ? { field: checked.error.field } : {}),
      delivery: 'not-sent',
      method: 'GET',
      path,
    });
  };

  /**
   * A list endpoint (4.3, 4.4): the page, size and search checked before anything is sent;
   * `onThrottled` hears each 429/503 ky waits on (the address book's sync slows down for it).
   */
  const list =
    <S extends z.ZodType>(path: string, schema: S) =>
    (params: ListQueryInput = {}, watch: { onThrottled?: Throttled } = {}) =>
      authed({
        method: 'get',
        path,
        query: query(listQuerySchema, params, path),
        schema,
        ...(watch.onThrottled ? { onThrottled: watch.onThrottled } : {}),
      });
  const get = <S extends z.ZodType>(path: string, schema: S) => authed({ method: 'get', path, schema });
  /** A POST whose body must pass its request schema before it leaves; `again`: see http.ts Again. */
  const post =
    <B extends z.ZodType, S extends z.ZodType>(path: string, bodySchema: B, schema: S, again: Again) =>
    (body: z.input<B>) =>
      authed({ method: 'post', path, body: { schema: bodySchema, value: body }, schema, again });

  return {
    // 4.3 Senders, 4.4 Recipients
    // An address-book record is sent again only when the server proved it did not take it: the
    // address book's outbox looks a record up before sending it again (a twin recipient is not cheap).
    listSenders: list('/api/v1/addresses', senderListResponseSchema),
    createSender: post('/api/v1/addresses', senderBodySchema, senderResponseSchema, 'not-taken'),
    listRecipients: list('/api/v1/recipients', recipientListResponseSchema),
    createRecipient: post('/api/v1/recipients', recipientCreateDtoSchema, recipientResponseSchema, 'not-taken'),

    // 4.5 Quotes (a second quote moves nothing), 4.6 Shipments (when sent again: shipment-again.ts)
    simulateQuote: post('/api/v1/quotes/simulate', quoteRequestSchema, quoteResponseSchema, 'free'),
    simulateInternationalQuote: post(
      '/api/v1/quotes/simulate-international',
      quoteRequestSchema,
      quoteResponseSchema,
      'free',
    ),
    createShipment: post('/api/v1/shipments', createShipmentDtoSchema, createShipmentResponseSchema, 'shipment'),

    // 4.7, 4.8 Labels. Emit spends wallet money: never sent again by the HTTP client (see
    // ApiError.delivery); a busy server's wait is the emit loop's, shown to the operator, who may stop it.
    emitLabel: (shipmentId: string, body: EmitLabelDto = { paymentMethod: 'wallet' }) =>
      authed({
        method: 'post',
        path: `/api/v1/labels/shipments/${seg(shipmentId)}/emit`,
        body: { schema: emitLabelDtoSchema, value: body },
        schema: emitLabelResultSchema,
        again: 'never',
      }),
    downloadLabel: (labelId: string) => get(`/api/v1/labels/${seg(labelId)}/download`, labelDownloadResponseSchema),

    // 4.9 DACE. Generating it again moves no money (the label is already bought).
    generateDace: (shipmentId: string, tipoDace?: TipoDace) =>
      post(
        `/api/v1/fiscal-documents/shipments/${seg(shipmentId)}/dace`,
        generateShipmentDaceDtoSchema,
        daceResponseSchema,
        'free',
      )(tipoDace ? { tipoDace } : {}),
    getDace: (shipmentId: string) =>
      get(`/api/v1/fiscal-documents/shipments/${seg(shipmentId)}/dace`, daceResponseSchema),
    downloadDace: (shipmentId: string) =>
      get(`/api/v1/fiscal-documents/shipments/${seg(shipmentId)}/dace/download`, daceDownloadResponseSchema),

    // 4.10 Tracking. refresh=true asks the carrier again: only when the operator asks for it.
    trackByCode: (trackingCode: string, options: { refresh?: boolean } = {}) =>
      authed({
        method: 'get',
        path: `/api/v1/tracking/code/${seg(trackingCode)}`,
        query: { refresh: options.refresh ? 'true' : 'false' },
        schema: trackingEventsResponseSchema,
      }),
    trackShipment: (shipmentId: string, params: { page?: number; limit?: number } = {}) => {
      const path = `/api/v1/tracking/shipments/${seg(shipmentId)}/tracking-events`;
      return authed({
        method: 'get',
        path,
        query: query(trackingEventsQuerySchema, params, path),
        schema: trackingEventsPageSchema,
      });
    },

    /**
     * The bytes behind a temporary download URL (label PDF, DACE PDF). https only, except on
     * this computer; a `link-expired` error means: ask download again for a fresh URL.
     */
    downloadFile: async (url: string) => {
      if (!URL.canParse(url) || !isAllowedApiBaseUrl(new URL(url).origin)) {
        throw new ApiError('contract', said('api.badDownloadUrl'), {
          delivery: 'not-sent',
          method: 'GET',
          path: '(download)',
        });
      }
      return http.getBytes(url);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * A client that acts for one loja whatever the operator chooses next: every call carries that
 * tenant (a batch, or a sync on its way, must never file one loja's records under another), with
 * the session's token and its single-flight refresh.
 */
export function createLojaClient(http: Http, auth: AuthProvider, tenantId: string): ApiClient {
  return createApiClient(http, {
    credentials: () => ({ accessToken: auth.credentials().accessToken, tenantId }),
    refreshAfter401: (refused) => auth.refreshAfter401(refused),
  });
}
