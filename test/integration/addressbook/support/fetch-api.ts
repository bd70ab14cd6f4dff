// A bare fetch AddressBookApi with none of the app client's checks: bodies go to the server
// as stored, so a test can see what the SERVER says about a body. Errors carry the same
// kind/delivery/messages the app's ApiError does.
import type { AddressBookApi, ListParams } from '../../../../electron/main/addressbook';

export class FetchApiError extends Error {
  constructor(
    readonly kind: string,
    message: string,
    readonly delivery: 'answered' | 'not-sent' | 'unknown',
    readonly messages: string[] = [message],
  ) {
    super(message);
  }
}

const codes = (error: unknown): string[] => {
  const found: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') found.push(code);
  }
  return found;
};

export function fetchAddressBookApi(
  url: string,
  accessToken: () => string,
  tenantId: string,
  timeoutMs = 5_000,
): AddressBookApi {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken()}`,
          'x-tenant-id': tenantId,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new FetchApiError('timeout', 'timed out', 'unknown');
      const refused = codes(error).includes('ECONNREFUSED');
      throw new FetchApiError('offline', `could not reach ${url}`, refused ? 'not-sent' : 'unknown');
    }
    const text = await response.text().catch(() => '');
    if (response.ok) return JSON.parse(text) as T;
    const data = (text ? JSON.parse(text) : {}) as { message?: string | string[]; messages?: string[] };
    const messages = [...[data.message ?? []].flat(), ...(data.messages ?? [])];
    const kind =
      response.status === 400
        ? 'validation'
        : response.status === 401
          ? 'unauthorized'
          : response.status >= 500
            ? 'server'
            : 'rejected';
    throw new FetchApiError(
      kind,
      messages[0] ?? `HTTP ${response.status}`,
      'answered',
      messages.length ? messages : undefined,
    );
  }
  const list = (path: string, { q, page, pageSize }: ListParams) =>
    `${path}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page), pageSize: String(pageSize) })}`;
  return {
    listSenders: (params) => call('GET', list('/api/v1/addresses', params)),
    listRecipients: (params) => call('GET', list('/api/v1/recipients', params)),
    createSender: (body) => call('POST', '/api/v1/addresses', body),
    createRecipient: (body) => call('POST', '/api/v1/recipients', body),
  };
}
