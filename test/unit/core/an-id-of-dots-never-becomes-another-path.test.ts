// Issue 14, point 6: the API client encodes every id it puts in a path, and refuses "." and ".."
// (encodeURIComponent leaves them as they are, and URL resolution collapses them): a tracking
// code ".." must never turn into GET /api/v1/tracking/ with the operator's token.
// A list search past the station's maximum (200 characters) is refused the same way, unsent.
import { describe, expect, it } from 'vitest';
import { createApiClient, type Http } from '../../../electron/main/api';
import { pathSegment } from '../../../electron/main/api/client';
import type { Locale } from '../../../electron/shared/contract';

function recordingHttp(locale: Locale = 'pt-BR') {
  const paths: string[] = [];
  const http = {
    locale: () => locale,
    request: async (spec: { path: string }) => {
      paths.push(spec.path);
      return { events: [] } as never;
    },
  } as unknown as Http;
  return { http, paths };
}

describe('ids in API paths', () => {
  it.each(['..', '.', ''])('refuses %j before anything is sent', async (id) => {
    const { http, paths } = recordingHttp();
    const api = createApiClient(http, {
      credentials: () => ({ accessToken: 'token', tenantId: 'a0000000-0000-4000-8000-000000000001' }),
      refreshAfter401: async () => undefined,
    });
    // Handlers are async: a refusal reaches the caller as a rejected call.
    await expect(Promise.resolve().then(() => api.trackByCode(id, { refresh: false }))).rejects.toMatchObject({
      kind: 'validation',
    });
    expect(paths).toEqual([]);
  });

  it('percent-encodes what else an id may hold', () => {
    expect(pathSegment('PX/../12')).toBe('PX%2F..%2F12');
    expect(pathSegment('a b?c#d')).toBe('a%20b%3Fc%23d');
  });
});

describe('a list search in the API client', () => {
  it('past 200 characters is refused with the reason, in the operator’s language, before anything is sent', async () => {
    const { http, paths } = recordingHttp('en');
    const api = createApiClient(http, {
      credentials: () => ({ accessToken: 'token', tenantId: 'a0000000-0000-4000-8000-000000000001' }),
      refreshAfter401: async () => undefined,
    });
    await expect(Promise.resolve().then(() => api.listRecipients({ q: 'a'.repeat(201) }))).rejects.toMatchObject({
      kind: 'validation',
      delivery: 'not-sent',
      quoted: { lines: ['q: is too long for a search (at most 200 characters)'] },
    });
    const inPortuguese = createApiClient(recordingHttp('pt-BR').http, {
      credentials: () => ({ accessToken: 'token', tenantId: 'a0000000-0000-4000-8000-000000000001' }),
      refreshAfter401: async () => undefined,
    });
    await expect(
      Promise.resolve().then(() => inPortuguese.listRecipients({ q: 'a'.repeat(201) })),
    ).rejects.toMatchObject({ quoted: { lines: ['q: é longa demais para uma pesquisa (no máximo 200 caracteres)'] } });
    await api.listRecipients({ q: 'a'.repeat(200) });
    expect(paths).toEqual(['/api/v1/recipients']);
  });
});
