// Every failure the sandbox answers has the ErrorResponse shape of spec 2.14: statusCode equal
// to the HTTP status, timestamp, path (the request path, never its query: signed download URLs
// must not echo their signature), error (the status text) and message.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxClock } from './clock';

/**
 * Each status's text, from node:http's table. Read from the module itself: importing node:http as
 * ESM makes Node build its whole ESM face, whose getters load Node's fetch (~50 ms of CPU) that
 * the training server's start has no use for (startup.bench).
 */
export const { STATUS_CODES } = process.getBuiltinModule('node:http');

export type ErrorMessage = string | string[];

/** A failure with the status and message the client will see. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: ErrorMessage,
    /**
     * The same message in pt-BR, when it is written there already (the contract's field rules
     * come from the station's own catalogue): the training server answers it as it is instead of
     * translating `detail` line by line (speaks.ts).
     */
    readonly inPortuguese?: ErrorMessage,
  ) {
    super(Array.isArray(detail) ? detail.join('; ') : detail);
  }
}

/** Each failed request's message in pt-BR, as its ApiError carried it: read by speaks.ts. */
export const portugueseOf = new WeakMap<FastifyRequest, ErrorMessage>();

/**
 * An answer that is not the API's own (an object store's XML, a proxy's HTML page): sent as it
 * is, with its own content type. Only personalities raise it; the API itself always answers
 * ErrorResponse.
 */
export class ForeignAnswer extends Error {
  constructor(
    readonly statusCode: number,
    readonly contentType: string,
    readonly body: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${statusCode} ${contentType}`);
  }
}

export const badRequest = (detail: ErrorMessage) => new ApiError(400, detail);
export const unauthorized = (detail: string) => new ApiError(401, detail);
export const notFound = (detail: string) => new ApiError(404, detail);
export const unprocessable = (detail: ErrorMessage) => new ApiError(422, detail);

export interface ErrorBody {
  statusCode: number;
  timestamp: string;
  path: string;
  error: string;
  message: ErrorMessage;
}

export function errorBody(statusCode: number, url: string, message: ErrorMessage, now: number): ErrorBody {
  return {
    statusCode,
    timestamp: new Date(now).toISOString(),
    path: url.split('?')[0] ?? url,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
  };
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  clock: SandboxClock,
  statusCode: number,
  message: ErrorMessage,
): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, request.url, message, clock.now()));
}

/** What Fastify's own failures (body parsing, size, media type) mean to a client. */
function describeFrameworkError(error: FastifyError): { status: number; message: ErrorMessage } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body is larger than 1 MiB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Send the body as application/json' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'Content-Length does not match the body' };
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status: 500, message: 'Internal server error' };
  return { status, message: error.message };
}

export function installErrorHandlers(app: FastifyInstance, clock: SandboxClock): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.inPortuguese !== undefined) portugueseOf.set(request, error.inPortuguese);
      return sendError(reply, request, clock, error.statusCode, error.detail);
    }
    if (error instanceof ForeignAnswer) {
      return reply.code(error.statusCode).headers(error.headers).type(error.contentType).send(error.body);
    }
    const { status, message } = describeFrameworkError(error);
    if (status === 500) request.log.error(error);
    if (status === 500 && process.env.SANDBOX_DEBUG) console.error(error);
    return sendError(reply, request, clock, status, message);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, request, clock, 404, `Cannot ${request.method} ${request.url.split('?')[0]}`),
  );
}
