// The server's API: one HTTP client (timeouts, retries of safe calls, contract parsing), the
// typed errors that say whether a request reached the server, and the pass-through channels.
export { createAuthApi, type AuthApi } from './auth-api';
export { checkedBaseUrl } from './base-url';
export { createApiClient, createLojaClient, type ApiClient, type AuthProvider } from './client';
export { ApiError, isOutcomeUnknown, wasNeverSent, type Delivery } from './errors';
export { createHttp, type Http, type HttpOptions } from './http';
export { undiciTransport, type HttpRequest, type HttpResponse, type Transport } from './transport';
export { apiHandlers, type ApiChannel } from './handlers';
