// Extra fields and nulls wherever the spec leaves a shape open ("other fields: not shown", or
// no "no additional properties"), as a real server adds them over time. Closed shapes (sender
// and recipient responses, ShipmentDaceResponse, ErrorResponse) are never touched: the spec
// forbids extras there. Optional display fields come as null or "" (spec: optional, nullable).
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** Route pattern → what the loose server adds to a 2xx answer (in place). */
const LOOSEN: Record<string, (body: Json) => void> = {
  'POST /api/v1/auth/login': (body) => {
    Object.assign(body, { expiresIn: 900, refreshExpiresIn: null, scope: null });
    // Store summaries: the first keeps its name, the others come without one (null, then "").
    objects(body.lojas).forEach((loja, index) => {
      Object.assign(loja, { cnpj: null, role: 'OWNER', logoUrl: null });
      if (index > 0) loja.name = index % 2 ? null : '';
    });
  },
  'POST /api/v1/auth/refresh': (body) => Object.assign(body, { expiresIn: 900, refreshExpiresIn: null }),
  'GET /api/v1/recipients': (body) => {
    // The delivery address lists its fields but is not closed; its e-mail is plain text.
    for (const recipient of objects(body.data)) {
      if (isObject(recipient.address) && recipient.address.email === null) recipient.address.email = '';
    }
  },
  'POST /api/v1/quotes/simulate': (body) => loosenQuote(body),
  'POST /api/v1/quotes/simulate-international': (body) => loosenQuote(body),
  'POST /api/v1/shipments': (body) => {
    if (isObject(body.shipment)) Object.assign(body.shipment, { trackingCode: null, label: null, invoice: null });
    Object.assign(body, { message: null });
  },
  'POST /api/v1/labels/shipments/:shipmentId/emit': (body) =>
    Object.assign(body, { receiptUrl: null, estimatedReadyAt: null, carrier: { name: null } }),
  'GET /api/v1/labels/:labelId/download': (body) => Object.assign(body, { contentType: 'application/pdf', size: null }),
  'GET /api/v1/fiscal-documents/shipments/:id/dace/download': (body) => Object.assign(body, { size: null, hash: null }),
  'GET /api/v1/tracking/code/:trackingCode': (body) => {
    Object.assign(body, { carrier: null, estimatedDeliveryAt: null });
    for (const event of objects(body.events)) Object.assign(event, { details: null, raw: { source: 'carrier' } });
  },
  'GET /api/v1/tracking/shipments/:id/tracking-events': (body) => {
    Object.assign(body, { hasNext: null });
    for (const event of objects(body.data)) Object.assign(event, { details: null });
  },
};

function loosenQuote(body: Json): void {
  Object.assign(body, { requestId: null, warnings: [] });
  for (const option of objects(body.shippingOptions)) {
    Object.assign(option, { carrierName: null, deliveryDaysMax: null, logoUrl: null, tags: [], metadata: null });
  }
}

/** The answer with the loose server's extras, for a route and status; other answers unchanged. */
export function loosen(route: string, statusCode: number, body: unknown): unknown {
  const change = LOOSEN[route];
  if (!change || statusCode >= 300 || !isObject(body)) return body;
  change(body);
  return body;
}
