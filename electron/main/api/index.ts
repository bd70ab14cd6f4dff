// The server's API: one HTTP client (ky: timeouts, retries by what a second copy costs, bodies
// counted to their limit, a file's redirects checked hop by hop, contract parsing), the typed
// errors that say whether a request reached the server, and the pass-through channels.
export { createAuthApi, type AuthApi } from './auth-api';
export { checkedBaseUrl } from './base-url';
export { createApiClient, createLojaClient, type ApiClient, type AuthProvider } from './client';
export { ApiError, isOutcomeUnknown, wasNeverSent, type Delivery } from './errors';
export { createHttp } from './http';
export type { Again, Http, HttpOptions, Throttled } from './http-types';
export { apiHandlers, type ApiChannel } from './handlers';
