import { describe, expect, it } from 'vitest';
import { causeCodes, errorFromNetwork, errorFromResponse, kindOf422 } from '../../../electron/main/api/classify';
import { spoken } from '../../support/said';

const site = { method: 'POST', path: '/api/v1/shipments' };
const body = (status: number, message: string | string[]) => ({
  statusCode: status,
  timestamp: '2025-01-01T00:00:00.000Z',
  path: site.path,
  error: 'x',
  message,
});

describe('error kinds', () => {
  it.each([
    [400, 'validation'],
    [401, 'unauthorized'],
    [402, 'insufficient-balance'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [410, 'link-expired'],
    [413, 'validation'],
    [500, 'server'],
    [503, 'server'],
    [429, 'server'],
  ])('status %i is %s, with the server message verbatim', (status, kind) => {
    const error = errorFromResponse(status, body(status, 'Saldo insuficiente: R$ 5,00'), site);
    expect(error.kind).toBe(kind);
    expect(error.quoted).toEqual({ source: 'server', lines: ['Saldo insuficiente: R$ 5,00'] });
    expect(error.delivery).toBe('answered');
  });

  it("never quotes a proxy's HTML error page: the operator reads that the server did not answer, a gateway did (issue 28)", () => {
    const page = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502</h1></body></html>';
    const error = errorFromResponse(502, page, site);
    expect(error.kind).toBe('server');
    expect(error.gateway).toBe(true);
    expect(error.quoted).toBeUndefined();
    expect(spoken(error)).toBe(
      'O servidor não respondeu (502): quem respondeu foi um intermediário no caminho (proxy ou balanceador de carga), com uma página própria. Tente de novo em instantes.',
    );
    expect(spoken(error)).not.toContain('<');
  });

  it('keeps every server message and names the field of a validation message', () => {
    const error = errorFromResponse(
      400,
      body(400, ['destAddress.zip: must be 8 digits', 'parcel.weightKg: required']),
      site,
    );
    expect(error.quoted?.lines).toEqual(['destAddress.zip: must be 8 digits', 'parcel.weightKg: required']);
    expect(error.field).toBe('destAddress.zip');
  });

  it.each([
    ['/api/v1/shipments', ['Quote expired at 2025-01-01T00:15:00.000Z; request a new quote'], 'quote-expired'],
    ['/api/v1/shipments', ['Cotação expirou; faça nova cotação'], 'quote-expired'],
    [
      '/api/v1/shipments',
      ['parcel.weightKg differs from the quote (quoted 1, sent 2); request a new quote'],
      'quote-mismatch',
    ],
    ['/api/v1/shipments', ['carrierId does not match the quote option'], 'quote-mismatch'],
    ['/api/v1/shipments', ['something new'], 'quote-mismatch'],
    ['/api/v1/fiscal-documents/shipments/x/dace', ['whatever the words'], 'not-eligible'],
    ['/api/v1/labels/shipments/x/emit', ['Shipment is not eligible for a DACE'], 'not-eligible'],
    ['/api/v1/labels/shipments/x/emit', ['Coupon NOPE is not valid'], 'rejected'],
  ])('422 on %s saying %j is %s', (path, texts, kind) => {
    expect(kindOf422(path, texts)).toBe(kind);
  });

  it('tells a request never sent from one whose outcome is unknown', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    const reset = new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    expect(causeCodes({ cause: refused })).toEqual(['ECONNREFUSED']);
    expect(errorFromNetwork({ cause: refused }, site, false)).toMatchObject({ kind: 'offline', delivery: 'not-sent' });
    expect(errorFromNetwork({ cause: reset }, site, false)).toMatchObject({ kind: 'offline', delivery: 'unknown' });
    expect(errorFromNetwork(new Error('x'), site, true)).toMatchObject({ kind: 'timeout', delivery: 'unknown' });
  });

  it('says what a network failure means in plain words, with its system code under the details (issue 29.7)', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    const error = errorFromNetwork(refused, site, false);
    expect(spoken(error.said)).toBe(
      'Não foi possível falar com o servidor: ele recusou a conexão (pode estar fora do ar, ou o endereço nas configurações está errado).',
    );
    expect(error.quoted).toEqual({ source: 'system', lines: ['ECONNREFUSED', `${site.method} ${site.path}`] });
    const byCode = (code: string) =>
      spoken(
        errorFromNetwork(
          new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) }),
          site,
          false,
        ).said,
      );
    expect(byCode('ENOTFOUND')).toMatch(/o endereço dele não foi encontrado/);
    expect(byCode('ECONNRESET')).toMatch(/a conexão caiu no meio do pedido/);
    expect(byCode('EHOSTUNREACH')).toMatch(/a rede deste computador não chega até ele/);
    expect(byCode('CERT_HAS_EXPIRED')).toMatch(/o certificado dele não foi aceito/);
    // fetch's own "fetch failed" says nothing an operator can use, and it is English.
    const bare = errorFromNetwork(new TypeError('fetch failed'), site, false);
    expect(spoken(bare.said)).toBe('Não foi possível falar com o servidor.');
    expect(bare.quoted?.lines).toEqual([`${site.method} ${site.path}`]);
  });
});
