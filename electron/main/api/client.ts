// One function per protected endpoint of spec section 4 (4.3–4.10). Each call carries the
// bearer token and X-Tenant-Id from the session. A 401 means the access token expired: the
// session refreshes (once, however many calls are waiting) and the call is sent again, once.
// Sending a POST again after a 401 is safe: the server refused it before doing anything.
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
import type { Http, RequestSpec } from './http';

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
    const send = (accessToken: string, tenantId: string) =>
      http.request({
        ...spec,
        headers: { ...spec.headers, authorization: `Bearer ${accessToken}`, 'x-tenant-id': tenantId },
      });
    const first = auth.credentials();
    try {
      return await send(first.accessToken, first.tenantId);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      await auth.refreshAfter401(first.accessToken);
      const again = auth.credentials();
      // One retry only: a second 401 is reported, never looped on.
      return send(again.accessToken, again.tenantId);
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

  /** A list endpoint (4.3, 4.4): the page, size and search checked before anything is sent. */
  const list =
    <S extends z.ZodType>(path: string, schema: S) =>
    (params: ListQueryInput = {}) =>
      authed({ method: 'get', path, query: query(listQuerySchema, params, path), schema });
  const get = <S extends z.ZodType>(path: string, schema: S) => authed({ method: 'get', path, schema });
  /** A POST whose body must pass its request schema before it leaves. */
  const post =
    <B extends z.ZodType, S extends z.ZodType>(path: string, bodySchema: B, schema: S) =>
    (body: z.input<B>) =>
      authed({ method: 'post', path, body: { schema: bodySchema, value: body }, schema });

  return {
    // 4.3 Senders, 4.4 Recipients
    listSenders: list('/api/v1/addresses', senderListResponseSchema),
    createSender: post('/api/v1/addresses', senderBodySchema, senderResponseSchema),
    listRecipients: list('/api/v1/recipients', recipientListResponseSchema),
    createRecipient: post('/api/v1/recipients', recipientCreateDtoSchema, recipientResponseSchema),

    // 4.5 Quotes, 4.6 Shipments
    simulateQuote: post('/api/v1/quotes/simulate', quoteRequestSchema, quoteResponseSchema),
    simulateInternationalQuote: post('/api/v1/quotes/simulate-international', quoteRequestSchema, quoteResponseSchema),
    createShipment: post('/api/v1/shipments', createShipmentDtoSchema, createShipmentResponseSchema),

    // 4.7, 4.8 Labels. Emit spends wallet money: never retried here (see ApiError.delivery).
    emitLabel: (shipmentId: string, body: EmitLabelDto = { paymentMethod: 'wallet' }) =>
      authed({
        method: 'post',
        path: `/api/v1/labels/shipments/${seg(shipmentId)}/emit`,
        body: { schema: emitLabelDtoSchema, value: body },
        schema: emitLabelResultSchema,
        // A busy server's wait is the emit loop's: shown to the operator, who may stop it.
        waitsItself: true,
      }),
    downloadLabel: (labelId: string) => get(`/api/v1/labels/${seg(labelId)}/download`, labelDownloadResponseSchema),

    // 4.9 DACE
    generateDace: (shipmentId: string, tipoDace?: TipoDace) =>
      post(
        `/api/v1/fiscal-documents/shipments/${seg(shipmentId)}/dace`,
        generateShipmentDaceDtoSchema,
        daceResponseSchema,
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
